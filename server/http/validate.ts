import type { ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import { fail } from './respond';

/**
 * Hono's validator with valibot, answering 400 with the names of the offending fields and
 * the schema's messages only. The default hooks echo the input back, and that input may be
 * a phone number or a one-time code.
 */
export function validate<TTarget extends keyof ValidationTargets, TSchema extends v.GenericSchema>(
  target: TTarget,
  schema: TSchema,
) {
  return validator(target, (value, c) => {
    const result = v.safeParse(schema, value);
    if (result.success) return result.output as v.InferOutput<TSchema>;
    const errors: Record<string, string> = {};
    for (const issue of result.issues) {
      const field = v.getDotPath(issue) ?? target;
      errors[field] ??= issue.message;
    }
    const fields = Object.keys(errors).join(', ');
    return fail(c, 400, `Invalid ${fields}`, errors);
  });
}
