import { eq } from 'drizzle-orm';
import type { AccountProfile, Language } from '../../../contract/user';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { SessionUser } from '../../http/session';

/** The columns of the profile (and of the session user). */
export const profileColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  alternatePhone: users.alternatePhone,
  language: users.language,
};

/** The profile with the account's creation time (getUser, the data export). */
export async function findAccountProfile(db: Db, userId: string): Promise<AccountProfile | undefined> {
  const [user] = await db
    .select({ ...profileColumns, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  return user && { ...user, createdAt: user.createdAt.toISOString() };
}

export interface ProfileChanges {
  name: string;
  email: string;
  /** undefined: unchanged; null: removed. */
  alternatePhone: string | null | undefined;
}

export async function updateProfile(
  db: Db,
  userId: string,
  changes: ProfileChanges,
  now: Date,
): Promise<SessionUser | undefined> {
  const [user] = await db
    .update(users)
    .set({
      name: changes.name,
      email: changes.email,
      ...(changes.alternatePhone === undefined ? {} : { alternatePhone: changes.alternatePhone }),
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning(profileColumns);
  return user;
}

/** Keeps the language the shopper chose on the account; false when there is no such account. */
export async function setLanguage(db: Db, userId: string, language: Language, now: Date): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ language, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return updated.length > 0;
}
