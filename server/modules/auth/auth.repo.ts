import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { ADDRESS_LABELS } from '../../../contract/address';
import type { Db } from '../../db/client';
import { addresses, otpChallenges, phoneVerifications, sessions, users } from '../../db/schema';
import { SESSION_IDLE_MS, type SessionUser } from '../../http/session';
import { profileColumns } from '../users/users.repo';
import { MAX_FAILED_ATTEMPTS, OTP_TTL_MS, RESEND_COOLDOWN_MS } from './otp';

export async function findUserByPhone(db: Db, phone: string): Promise<SessionUser | undefined> {
  const [user] = await db.select(profileColumns).from(users).where(eq(users.phone, phone));
  return user;
}

export async function findChallenge(db: Db, phone: string) {
  const [row] = await db.select().from(otpChallenges).where(eq(otpChallenges.phone, phone));
  return row;
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Stores a new code for the phone, unless an unused one was sent less than RESEND_COOLDOWN_MS ago
 * (then false, and nothing changes: checked in the same statement, so two racing sends cannot both win).
 * The failure count carries over while the previous code is live; a code that was used, expired
 * or ran out of tries ends that run, and the new code starts with a clean count.
 */
export async function storeChallenge(
  db: Db,
  phone: string,
  codeHash: string,
  now: Date,
  by: string | undefined,
): Promise<boolean> {
  const expiresAt = new Date(now.getTime() + OTP_TTL_MS);
  const sentBy = by ?? null;
  const runEnded = sql`(${otpChallenges.consumedAt} IS NOT NULL OR ${otpChallenges.expiresAt} <= ${at(now)} OR ${otpChallenges.failedAttempts} >= ${MAX_FAILED_ATTEMPTS})`;
  const stored = await db
    .insert(otpChallenges)
    .values({ phone, codeHash, expiresAt, sentAt: now, sendCount: 1, failedAttempts: 0, consumedAt: null, sentBy })
    .onConflictDoUpdate({
      target: otpChallenges.phone,
      set: {
        codeHash,
        expiresAt,
        sentAt: now,
        sendCount: sql`CASE WHEN ${runEnded} THEN 1 ELSE ${otpChallenges.sendCount} + 1 END`,
        failedAttempts: sql`CASE WHEN ${runEnded} THEN 0 ELSE ${otpChallenges.failedAttempts} END`,
        consumedAt: null,
        sentBy,
        consumedBy: null,
      },
      setWhere: sql`(${otpChallenges.sentAt} <= ${at(new Date(now.getTime() - RESEND_COOLDOWN_MS))} OR ${otpChallenges.consumedAt} IS NOT NULL)`,
    })
    .returning({ phone: otpChallenges.phone });
  return stored.length > 0;
}

/**
 * The SMS did not go out: the code must not work, and the shopper may ask again at once
 * (sentAt is moved back past the cooldown). The stored hash becomes one that no code has; the
 * run goes on, so the failure count carries over to the next code as after any resend.
 */
export async function discardChallenge(db: Db, phone: string, codeHash: string, now: Date) {
  await db
    .update(otpChallenges)
    .set({ codeHash: '', sentAt: new Date(now.getTime() - RESEND_COOLDOWN_MS), sentBy: null })
    .where(and(eq(otpChallenges.phone, phone), eq(otpChallenges.codeHash, codeHash)));
}

/**
 * Takes one of the live code's tries before the code is compared, in one statement: parallel
 * guesses cannot get more than MAX_FAILED_ATTEMPTS comparisons between them. Undefined when there
 * is no live code with tries left.
 */
export async function claimAttempt(db: Db, phone: string, now: Date) {
  const [claimed] = await db
    .update(otpChallenges)
    .set({ failedAttempts: sql`${otpChallenges.failedAttempts} + 1` })
    .where(
      and(
        eq(otpChallenges.phone, phone),
        isNull(otpChallenges.consumedAt),
        gt(otpChallenges.expiresAt, now),
        lt(otpChallenges.failedAttempts, MAX_FAILED_ATTEMPTS),
      ),
    )
    .returning({ codeHash: otpChallenges.codeHash, failedAttempts: otpChallenges.failedAttempts });
  return claimed;
}

/**
 * The right code: used up, and the try it took is given back (it was not a failure). `by` is the hash of the
 * sign-in's key, if it sent one: the same sign-in may use the code again while it lives (a lost answer).
 */
export async function consumeChallenge(
  db: Db,
  phone: string,
  codeHash: string,
  now: Date,
  by: string | undefined,
): Promise<boolean> {
  const consumed = await db
    .update(otpChallenges)
    .set({ consumedAt: now, consumedBy: by ?? null, failedAttempts: sql`${otpChallenges.failedAttempts} - 1` })
    .where(and(eq(otpChallenges.phone, phone), eq(otpChallenges.codeHash, codeHash), isNull(otpChallenges.consumedAt)))
    .returning({ phone: otpChallenges.phone });
  return consumed.length > 0;
}

/** A wrong code sent with the sign-in's key: the used code is no longer its to use again. */
export async function forgetSignInKey(db: Db, phone: string) {
  await db.update(otpChallenges).set({ consumedBy: null }).where(eq(otpChallenges.phone, phone));
}

export async function createVerification(db: Db, tokenHash: string, phone: string, expiresAt: Date, now: Date) {
  // Finished verifications are cleared here, the only place they are created.
  await db.delete(phoneVerifications).where(lt(phoneVerifications.expiresAt, now));
  await db.insert(phoneVerifications).values({ tokenHash, phone, expiresAt });
}

/** This browser's verification while it lasts: its phone, and whether it was used, and by which sign-in's key. */
export async function findVerification(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      phone: phoneVerifications.phone,
      consumedAt: phoneVerifications.consumedAt,
      consumedBy: phoneVerifications.consumedBy,
    })
    .from(phoneVerifications)
    .where(and(eq(phoneVerifications.tokenHash, tokenHash), gt(phoneVerifications.expiresAt, now)));
  return row;
}

/**
 * The shopper a live session made by this verification is signed in as: a sign-in sent again may start another
 * only while one lives, so Log Out, Sign Out From All Devices, ending it by id and deleting the account end the
 * replay too (decision 101).
 */
export async function findUserSignedInBy(
  db: Db,
  verificationHash: string,
  now: Date,
): Promise<SessionUser | undefined> {
  const [user] = await db
    .select(profileColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.verificationHash, verificationHash),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .limit(1);
  return user;
}

/**
 * Uses the verification up, with the hash of the sign-in's key if it sent one; false when it is already used
 * (a racing login or register took it). The code it came from is then no longer the key's to use again: the
 * browser got its verification, and a second one would sign in past the sessions this one makes.
 */
export async function consumeVerification(
  db: Db,
  tokenHash: string,
  phone: string,
  now: Date,
  by: string | undefined,
): Promise<boolean> {
  const used = await db
    .update(phoneVerifications)
    .set({ consumedAt: now, consumedBy: by ?? null })
    .where(
      and(
        eq(phoneVerifications.tokenHash, tokenHash),
        eq(phoneVerifications.phone, phone),
        gt(phoneVerifications.expiresAt, now),
        isNull(phoneVerifications.consumedAt),
      ),
    )
    .returning({ phone: phoneVerifications.phone });
  if (used.length === 0) return false;
  await forgetSignInKey(db, phone);
  return true;
}

export async function deleteSession(db: Db, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of the shopper ("Sign Out From All Devices"); answers how many there were. */
export async function deleteSessionsOf(db: Db, userId: string): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ tokenHash: sessions.tokenHash });
  return deleted.length;
}

/**
 * Ends the session `id` if it is one of `userId`'s, but never `keepTokenHash` (the caller's own).
 * 'ended', 'current' (that is the caller's own), or 'none' (no such session of theirs, alive or not).
 */
export async function deleteOtherSession(
  db: Db,
  userId: string,
  id: string,
  keepTokenHash: string,
): Promise<'ended' | 'current' | 'none'> {
  const [deleted] = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)))
    .returning({ id: sessions.id });
  if (deleted) return 'ended';
  const [own] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.tokenHash, keepTokenHash)));
  return own ? 'current' : 'none';
}

/** The shopper's sessions still alive at `now` (neither past their absolute expiry nor idle too long), most recently used first. */
export function listLiveSessions(db: Db, userId: string, now: Date) {
  return db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

export interface NewShopper {
  name: string;
  email: string;
  phone: string;
  alternatePhone: string | null;
  address: {
    addressLine1: string;
    addressLine2: string;
    city: string;
    state: string;
    postalCode: string;
    country: string;
  };
}

/** The label of the address given at registration (the address book's "Home"/"Work"). */
const FIRST_ADDRESS_LABEL = ADDRESS_LABELS.home;

/**
 * Inserts the shopper and their default shipping address (call inside a transaction). Undefined
 * when the phone already has an account.
 */
export async function insertShopper(db: Db, shopper: NewShopper, now: Date): Promise<SessionUser | undefined> {
  const [user] = await db
    .insert(users)
    .values({
      name: shopper.name,
      email: shopper.email,
      phone: shopper.phone,
      alternatePhone: shopper.alternatePhone,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: users.phone })
    .returning(profileColumns);
  if (!user) return undefined;
  await db.insert(addresses).values({
    userId: user.id,
    name: FIRST_ADDRESS_LABEL,
    phone: shopper.phone,
    alternatePhone: shopper.alternatePhone,
    ...shopper.address,
    type: 'shipping',
    isDefault: true,
    createdAt: now,
  });
  return user;
}
