import { readFileSync } from 'node:fs';

/**
 * The shop's words as its message files hold them (project.inlang lists the files), so a test of the
 * Hindi screens asks for the same words the shopper reads, and keeps working when a translation is reworded.
 */
const settings = JSON.parse(readFileSync('project.inlang/settings.json', 'utf8')) as {
  'plugin.inlang.messageFormat': { pathPattern: string[] };
};

function load(locale: 'en' | 'hi'): Map<string, string> {
  const words = new Map<string, string>();
  for (const pattern of settings['plugin.inlang.messageFormat'].pathPattern) {
    const messages = JSON.parse(readFileSync(pattern.replace('{locale}', locale), 'utf8')) as Record<string, unknown>;
    for (const [key, text] of Object.entries(messages)) if (typeof text === 'string') words.set(key, text);
  }
  return words;
}

const hindi = load('hi');

/** A message's Hindi text; its {placeholders} filled from `values`. */
export function hi(key: string, values: Record<string, string | number> = {}): string {
  const text = hindi.get(key);
  if (text === undefined) throw new Error(`no Hindi message ${key}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}
