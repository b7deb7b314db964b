import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';

/** Adds the address once; subscribing again changes nothing (not even the original date). */
export async function subscribe(db: Db, email: string, now: Date): Promise<void> {
  await db.insert(newsletterSubscribers).values({ email, subscribedAt: now }).onConflictDoNothing();
}
