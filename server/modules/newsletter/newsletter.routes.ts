import { Hono } from 'hono';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import { NEWSLETTER_TEXTS, SubscribeRequestSchema } from '../../../contract/newsletter';
import type { Deps } from '../../deps';
import { fail, ok } from '../../http/respond';
import type { AppEnv } from '../../http/session';
import { subscribe } from './newsletter.repo';

/** /api/newsletter/* — the home page's newsletter block (spec 000 §2, §9), open to visitors. */
export function newsletterRoutes(deps: Deps) {
  return new Hono<AppEnv>().post(
    '/subscribe',
    // Like validate(), never echoing the input, but with the form's own wording for a bad address.
    validator('json', (value, c) => {
      const result = v.safeParse(SubscribeRequestSchema, value);
      if (result.success) return result.output;
      return fail(c, 400, NEWSLETTER_TEXTS.badEmail, { email: result.issues[0]?.message ?? 'email is required' });
    }),
    async (c) => {
      await subscribe(deps.db, c.req.valid('json').email, deps.clock.now());
      // The same answer whether or not the address was already on the list.
      return ok(c, null, NEWSLETTER_TEXTS.subscribed);
    },
  );
}
