import type { Weekday } from '#contract/shop-hours';
import { m } from '#src/lib/i18n/paraglide/messages.js';

/** A weekday's name in the owner's language. */
export function dayName(day: Weekday): string {
  return {
    mon: m.shop_hours_day_mon,
    tue: m.shop_hours_day_tue,
    wed: m.shop_hours_day_wed,
    thu: m.shop_hours_day_thu,
    fri: m.shop_hours_day_fri,
    sat: m.shop_hours_day_sat,
    sun: m.shop_hours_day_sun,
  }[day]();
}
