import { asc, eq, gte } from 'drizzle-orm';
import type { Holiday, ShopHours, UpdateShopHoursBody, WeeklyHours } from '../../../contract/shop-hours';
import type { ShopOpen } from '../../../contract/shop-open';
import type { Db } from '../../db/client';
import { shopHolidays, shopSettings } from '../../db/schema';
import type { Env } from '../../env';
import { promiseDelivery } from '../orders/delivery-promise';
import { istDayOf, type OpeningRules, type OpenState, openStateAt } from './opening';

interface Stored {
  weeklyHours: WeeklyHours | null;
  holidays: Holiday[];
  pause: { until: Date; reason: string } | null;
}

/** The owner's hours as stored: holidays from today (IST) on; the pause even if it has ended. */
async function readStored(db: Db, now: Date): Promise<Stored> {
  const [settings] = await db
    .select({
      weeklyHours: shopSettings.weeklyHours,
      pausedUntil: shopSettings.pausedUntil,
      pauseReason: shopSettings.pauseReason,
    })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  const holidays = await db
    .select({ day: shopHolidays.day, reason: shopHolidays.reason })
    .from(shopHolidays)
    .where(gte(shopHolidays.day, istDayOf(now)))
    .orderBy(asc(shopHolidays.day));
  return {
    // Written only through WeeklyHoursSchema (saveShopHours).
    weeklyHours: (settings?.weeklyHours as WeeklyHours | null | undefined) ?? null,
    holidays,
    pause:
      settings?.pausedUntil && settings.pauseReason
        ? { until: settings.pausedUntil, reason: settings.pauseReason }
        : null,
  };
}

const rulesOf = (stored: Stored): OpeningRules => ({
  weeklyHours: stored.weeklyHours,
  holidays: new Map(stored.holidays.map((holiday) => [holiday.day, holiday.reason])),
  pause: stored.pause,
});

/** The rules that decide when an order taken now starts (orders.routes.ts). */
export async function readOpeningRules(db: Db, now: Date): Promise<OpeningRules> {
  return rulesOf(await readStored(db, now));
}

/** The state as shoppers are told it, with the promise an order placed now gets. */
export function shopOpenAnswer(state: OpenState, now: Date, env: Pick<Env, 'DELIVERY_PROMISE_MINUTES'>): ShopOpen {
  if (state.state === 'open') return { state: 'open' };
  const deliverBy = promiseDelivery(now, env, state.opensAt).deliverBy.toISOString();
  const opensAt = state.opensAt.toISOString();
  if (state.state === 'paused') {
    return { state: 'paused', opensAt, until: state.until.toISOString(), reason: state.reason, deliverBy };
  }
  return { state: 'closed', opensAt, ...(state.reason ? { reason: state.reason } : {}), deliverBy };
}

export async function readShopOpen(db: Db, now: Date, env: Pick<Env, 'DELIVERY_PROMISE_MINUTES'>): Promise<ShopOpen> {
  return shopOpenAnswer(openStateAt(await readOpeningRules(db, now), now), now, env);
}

/** The owner's screen: the week, the holidays to come, the pause while it lasts, and what shoppers see now. */
export async function readShopHours(db: Db, now: Date, env: Pick<Env, 'DELIVERY_PROMISE_MINUTES'>): Promise<ShopHours> {
  const stored = await readStored(db, now);
  const pause = stored.pause && stored.pause.until > now ? stored.pause : null;
  return {
    weeklyHours: stored.weeklyHours,
    holidays: stored.holidays,
    pause: pause ? { until: pause.until.toISOString(), reason: pause.reason } : null,
    now: shopOpenAnswer(openStateAt(rulesOf(stored), now), now, env),
  };
}

/** The row's columns the owner's changes set; the row is made on the first. */
async function saveSettings(db: Db, values: Partial<typeof shopSettings.$inferInsert>, now: Date) {
  await db
    .insert(shopSettings)
    .values({ id: 1, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: shopSettings.id, set: { ...values, updatedAt: now } });
}

/** Saves what was sent: the week, and the holidays as a whole list (every day not in it is no holiday). */
export async function saveShopHours(db: Db, changes: UpdateShopHoursBody, now: Date) {
  if (changes.weeklyHours !== undefined) await saveSettings(db, { weeklyHours: changes.weeklyHours }, now);
  if (changes.holidays !== undefined) {
    await db.delete(shopHolidays);
    if (changes.holidays.length > 0) await db.insert(shopHolidays).values(changes.holidays);
  }
}

/** What the log shows of the hours: the week and the holidays, as the owner's screen has them. */
export async function hoursForLog(db: Db, now: Date) {
  const stored = await readStored(db, now);
  return { weeklyHours: stored.weeklyHours, holidays: stored.holidays };
}

/** The pause in force at `now`, if any. */
export async function currentPause(db: Db, now: Date) {
  const { pause } = await readStored(db, now);
  return pause && pause.until > now ? pause : null;
}

export async function savePause(db: Db, pause: { until: Date; reason: string } | null, now: Date) {
  await saveSettings(db, { pausedUntil: pause?.until ?? null, pauseReason: pause?.reason ?? null }, now);
}
