import type { MiddlewareHandler } from 'hono';
import type * as v from 'valibot';
import type { Endpoint } from '../../contract/endpoints';
import type { AppEnv } from './session';
import { validate } from './validate';

type Nothing = Record<never, never>;

type Validated<E extends Endpoint> = (E extends { query: infer Q extends v.GenericSchema }
  ? { query: v.InferOutput<Q> }
  : Nothing) &
  (E extends { body: infer B extends v.GenericSchema } ? { json: v.InferOutput<B> } : Nothing);

/**
 * The endpoint's request checked against its schemas from the contract's table (query, then JSON
 * body), each refusal a 400 naming the fields (see validate). The route reads them with
 * `c.req.valid('query' | 'json')`. A multipart `form` is read by its route.
 */
export function accepts<E extends Endpoint>(endpoint: E): MiddlewareHandler<AppEnv, string, { out: Validated<E> }> {
  // Hono types a refusal as its TypedResponse; at run time it is the Response it says.
  const checks = [
    endpoint.query && validate('query', endpoint.query),
    endpoint.body && validate('json', endpoint.body),
  ].filter((check) => check !== undefined) as unknown as MiddlewareHandler<AppEnv>[];
  return async (c, next) => {
    const run = async (index: number): Promise<Response | undefined> => {
      const check = checks[index];
      if (!check) {
        await next();
        return undefined;
      }
      return (
        (await check(c, async () => {
          // A later check's refusal is the answer: an earlier check's `next` would drop it.
          const refusal = await run(index + 1);
          if (refusal) c.res = refusal;
        })) ?? undefined
      );
    };
    return run(0);
  };
}
