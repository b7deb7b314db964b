import { m } from '#src/lib/i18n/paraglide/messages.js';

/**
 * When the shop answers the phone. Apart from the contact details, which the header shows on every
 * page, so these words come only with the pages that quote them.
 *
 * Spec 001 §9 gives the phone hours in EST (Monday-Friday 8am-8pm, Saturday 9am-5pm), a zone no
 * shopper of this shop lives in: the same hours are kept, in India Standard Time.
 */
export function phoneHours(): readonly { days: string; hours: string }[] {
  return [
    { days: m.shop_monday_to_friday(), hours: m.shop_hours_weekdays() },
    { days: m.shop_saturday(), hours: m.shop_hours_saturday() },
    { days: m.shop_sunday(), hours: m.shop_closed() },
  ];
}

/** The same hours in one line, for running text. */
export function supportHours(): string {
  return m.shop_support_hours();
}
