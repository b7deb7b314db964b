import type { ValidationTargets } from 'hono';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import { say } from '../i18n/say';
import { fieldErrorsInRequestLanguage } from './field-errors';
import { httpMessages } from './messages';
import { fail } from './respond';

/**
 * For issues whose schema gives no message of its own: valibot's default messages quote the
 * input ('… but received "98765 43210"'), so they say only what was expected.
 */
export const INPUT_FREE_MESSAGES: v.Config<v.BaseIssue<unknown>> = {
  message: (issue) => {
    const what = issue.kind === 'schema' ? 'type' : issue.type;
    return issue.expected ? `Invalid ${what}: expected ${issue.expected}` : `Invalid ${what}`;
  },
};

/**
 * Hono's validator with valibot, answering 400 with the names of the offending fields and
 * messages that never quote the input: the default hooks echo it back, and that input may be
 * a phone number or a one-time code. In a Hindi answer the field messages are Hindi too (field-errors.ts).
 */
export function validate<TTarget extends keyof ValidationTargets, TSchema extends v.GenericSchema>(
  target: TTarget,
  schema: TSchema,
) {
  return validator(target, (value, c) => {
    const result = v.safeParse(schema, value, INPUT_FREE_MESSAGES);
    if (result.success) return result.output as v.InferOutput<TSchema>;
    const errors: Record<string, string> = {};
    for (const issue of result.issues) {
      const field = issue.path ? fieldLabel(issue.path.map((item) => item.key)) : target;
      errors[field] ??= issue.message;
    }
    return fail(
      c,
      400,
      say(c, httpMessages).invalidFields({ fields: Object.keys(errors) }),
      fieldErrorsInRequestLanguage(c, errors),
    );
  });
}

/** A name worth repeating in an answer: a schema's field name or an array index, never free text. */
const PLAIN_KEY = /^[A-Za-z_][A-Za-z0-9_]{0,39}$/;

/** Deeper paths are cut short: no schema nests this deep, and a message should stay a message. */
const MAX_LABEL_DEPTH = 6;

/** The dotted path of a field, with any key that is not a plain name shown as "…": keys can be the client's text too. */
export function fieldLabel(path: unknown[]): string {
  const shown = path
    .slice(0, MAX_LABEL_DEPTH)
    .map((key) => (typeof key === 'number' || (typeof key === 'string' && PLAIN_KEY.test(key)) ? String(key) : '…'));
  if (path.length > MAX_LABEL_DEPTH) shown.push('…');
  return shown.length > 0 ? shown.join('.') : 'body';
}
