import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';

/**
 * Records a wish to subscribe with a new confirmation link (its token's hash), replacing an older
 * link, unless the address is already confirmed: true when the new link should be mailed. The
 * address's first date is kept.
 */
export async function requestSubscription(
  db: Db,
  email: string,
  tokenHash: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  const pending = await db
    .insert(newsletterSubscribers)
    .values({ email, subscribedAt: now, confirmTokenHash: tokenHash, confirmExpiresAt: expiresAt })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { confirmTokenHash: tokenHash, confirmExpiresAt: expiresAt },
      setWhere: isNull(newsletterSubscribers.confirmedAt),
    })
    .returning({ email: newsletterSubscribers.email });
  return pending.length > 0;
}

/**
 * Confirms the address whose latest link carries this token, while the link works; a second
 * confirmation keeps the first date. False for an unknown, replaced or expired link.
 */
export async function confirmSubscription(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const confirmed = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: sql`COALESCE(${newsletterSubscribers.confirmedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(newsletterSubscribers.confirmTokenHash, tokenHash), gt(newsletterSubscribers.confirmExpiresAt, now)))
    .returning({ email: newsletterSubscribers.email });
  return confirmed.length > 0;
}
