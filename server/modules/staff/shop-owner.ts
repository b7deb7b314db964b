import * as v from 'valibot';
import { PhoneSchema } from '../../../contract/common';
import { type Database, openDatabase } from '../../db/client';
import { DataDirInUseError } from '../../db/data-dir-lock';
import type { Env } from '../../env';
import { makeOwner } from './staff.repo';

export const SHOP_OWNER_USAGE =
  'Usage: npm run shop:owner -- <phone> [name], such as: npm run shop:owner -- 98765 43210 Asha';

const NAME_MAX = 60;

/**
 * The phone as a person types it, over one or more words ("+91 98765 43210" unquoted is three), and the name
 * after it: the leading words made of digits, +, (, ) and - are the phone.
 */
export function readOwnerArguments(args: readonly string[]): { phone: string; name: string | undefined } | string {
  const phoneWords = args.findIndex((word) => !/^[+\d()-]+$/.test(word));
  const split = phoneWords === -1 ? args.length : phoneWords;
  if (split === 0) return SHOP_OWNER_USAGE;
  const phone = v.safeParse(PhoneSchema, args.slice(0, split).join(''));
  if (!phone.success) return `${phone.issues[0].message}. ${SHOP_OWNER_USAGE}`;
  const name = args.slice(split).join(' ').trim();
  if (name.length > NAME_MAX) return `The name must be at most ${NAME_MAX} characters.`;
  return { phone: phone.output, name: name || undefined };
}

/**
 * `npm run shop:owner -- <phone> [name]` (decision 106): makes the shop's first owner, or promotes a member,
 * on the database the server uses (DATABASE_URL, or PGlite in DATA_DIR), migrated first. Answers one line.
 * `database` is for tests; the command opens (and closes) its own.
 */
export async function shopOwnerCommand(
  args: readonly string[],
  env: Pick<Env, 'DATABASE_URL' | 'DATABASE_DIRECT_URL' | 'DATA_DIR' | 'PUBLIC_URL'>,
  options: { database?: Database } = {},
): Promise<{ ok: boolean; line: string }> {
  const wanted = readOwnerArguments(args);
  if (typeof wanted === 'string') return { ok: false, line: wanted };
  let database: Database;
  try {
    database =
      options.database ??
      (await openDatabase(
        env.DATABASE_URL
          ? { databaseUrl: env.DATABASE_URL, directUrl: env.DATABASE_DIRECT_URL }
          : { dataDir: env.DATA_DIR },
      ));
  } catch (error) {
    // The running server holds PGlite's folder: the message says what to do.
    if (error instanceof DataDirInUseError) return { ok: false, line: `No owner was made. ${error.message}` };
    throw error;
  }
  try {
    await database.whileStarting(() => database.migrate());
    const { member, outcome } = await makeOwner(database.db, wanted.phone, wanted.name);
    const what = {
      added: 'is now an owner of the shop',
      promoted: 'is now an owner of the shop (was a member of staff)',
      alreadyOwner: 'was already an owner of the shop',
    }[outcome];
    return { ok: true, line: `${member.phone} (${member.name}) ${what}: sign in at ${env.PUBLIC_URL}/shop.` };
  } finally {
    if (!options.database) await database.close();
  }
}
