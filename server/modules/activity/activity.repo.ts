import { desc, lt } from 'drizzle-orm';
import type { StaffMember } from '../../../contract/shop';
import type { ActivityAction, ActivityEntry } from '../../../contract/shop-catalog';
import type { Db } from '../../db/client';
import { activityLog } from '../../db/schema';

export interface Activity {
  action: ActivityAction;
  /** What changed, as people read it: "Parle-G 250 g (#1166)". */
  subject: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Records a change the owner or a packer made (decision 112). Call it with the transaction that made
 * the change, so the log never holds a change that did not happen, nor misses one that did.
 */
export async function recordActivity(tx: Db, by: Pick<StaffMember, 'id' | 'name'>, activity: Activity, at: Date) {
  await tx.insert(activityLog).values({
    staffId: by.id,
    staffName: by.name,
    action: activity.action,
    subject: activity.subject,
    before: activity.before ?? null,
    after: activity.after ?? null,
    at,
  });
}

/** Only the fields that differ, each as it was and as it is: what the log shows as before → after. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>) {
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined || JSON.stringify(before[field]) === JSON.stringify(value)) continue;
    was[field] = before[field];
    is[field] = value;
  }
  return Object.keys(is).length > 0 ? { before: was, after: is } : undefined;
}

/** The newest entries first, `limit` of them, older than entry `before` when given. */
export async function listActivity(db: Db, options: { before?: number; limit: number }): Promise<ActivityEntry[]> {
  const rows = await db
    .select()
    .from(activityLog)
    .where(options.before ? lt(activityLog.id, options.before) : undefined)
    .orderBy(desc(activityLog.id))
    .limit(options.limit);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    staffName: row.staffName,
    action: row.action as ActivityAction,
    subject: row.subject,
    before: row.before,
    after: row.after,
  }));
}
