import { readMessages } from '../scripts/html-messages-plugin';

/**
 * The shop's words as its message files hold them (project.inlang lists the files), so a test of the
 * Hindi screens asks for the same words the shopper reads, and keeps working when a translation is reworded.
 */
const hindi = readMessages(process.cwd()).hi ?? {};

/** A message's Hindi text; its {placeholders} filled from `values`. */
export function hi(key: string, values: Record<string, string | number> = {}): string {
  const text = hindi[key];
  if (typeof text !== 'string') throw new Error(`no Hindi message ${key} as plain words`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}
