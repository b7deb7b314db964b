import type { MiddlewareHandler } from 'hono';
import { say } from '../i18n/say';
import { httpMessages } from './messages';
import { fail } from './respond';
import { fieldLabel } from './validate';

/**
 * Control characters other than tab, line feed and carriage return (C0, DEL and C1). Line
 * breaks and tabs are allowed everywhere: review texts, support messages and address lines are
 * legitimately multi-line, and each field's own schema says what else it accepts.
 */
const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}/u;
/** Half of a UTF-16 surrogate pair, which has no UTF-8 spelling. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const FORM_BODY = /^(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i;
const JSON_BODY = /^application\/([a-z-.]+\+)?json\s*(;|$)/i;

/**
 * Refuses, with 400 naming the field, any text in the query, a JSON body or a form that holds a
 * control character (PostgreSQL cannot store NUL in text: a 500) or half a UTF-16 surrogate pair
 * (stored as U+FFFD, silently changed). Once here, before any route, so no route can forget it.
 * A body that does not parse is let through: the route's validator answers that.
 */
export function refuseControlCharacters(): MiddlewareHandler {
  return async (c, next) => {
    // The query string sliced out: parsing the whole URL cost more than the check itself.
    const url = c.req.url;
    const queryAt = url.indexOf('?');
    if (queryAt >= 0) {
      const inQuery = findBadText([...new URLSearchParams(url.slice(queryAt + 1))]);
      if (inQuery) return refuse(c, inQuery);
    }

    const contentType = c.req.header('Content-Type') ?? '';
    if (JSON_BODY.test(contentType)) {
      // Parsed from the cached text, so the route's validator still reads the body (and answers if it is not JSON).
      const inBody = findBadTextIn(parseJson(await c.req.text()));
      if (inBody) return refuse(c, inBody);
    } else if (FORM_BODY.test(contentType)) {
      const form = await c.req.formData().catch(() => undefined);
      const entries = [...(form?.entries() ?? [])].map(([key, value]): [string, string] => [
        key,
        typeof value === 'string' ? value : value.name,
      ]);
      const inForm = findBadText(entries);
      if (inForm) return refuse(c, inForm);
    }
    return next();
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function refuse(c: Parameters<MiddlewareHandler>[0], field: string) {
  const words = say(c, httpMessages);
  return fail(c, 400, words.brokenText({ field }), { [field]: words.brokenTextField });
}

/** The first field (by name) whose name or value is not plain text. */
function findBadText(entries: [string, string][]): string | undefined {
  for (const [key, value] of entries) {
    if (isBadText(key) || isBadText(value)) return fieldLabel([key]);
  }
  return undefined;
}

interface Step {
  key: string | number;
  parent: Step | undefined;
}

/**
 * The first string (value or key) in a parsed JSON body that is not plain text. Walked with a
 * stack of its own, not recursion: a 64 KB body can nest thirty thousand levels deep.
 */
function findBadTextIn(body: unknown): string | undefined {
  const pending: { value: unknown; at: Step | undefined }[] = [{ value: body, at: undefined }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, at } = next;
    if (typeof value === 'string') {
      if (isBadText(value)) return fieldLabel(pathOf(at));
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--) {
        pending.push({ value: value[index], at: { key: index, parent: at } });
      }
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value).reverse()) {
        const step = { key, parent: at };
        if (isBadText(key)) return fieldLabel(pathOf(step));
        pending.push({ value: item, at: step });
      }
    }
  }
  return undefined;
}

function pathOf(step: Step | undefined): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at = step; at; at = at.parent) path.unshift(at.key);
  return path;
}

export function isBadText(text: string): boolean {
  return CONTROL_CHARACTER.test(text) || LONE_SURROGATE.test(text);
}
