import type * as v from 'valibot';
import type { RiderMoneySchema } from '#contract/shop';
import { formatRupees } from '#src/lib/format';
import { m } from '#src/lib/i18n/paraglide/messages.js';

export type RiderMoney = v.InferOutput<typeof RiderMoneySchema>;

/** One rider's money today: to collect, collected by cash and by UPI, and the cash still in hand. */
export function MoneyFigures({ money }: { money: RiderMoney }) {
  return (
    <dl className="staff-money">
      <dt>{m.shop_rider_money_to_collect()}</dt>
      <dd>{formatRupees(money.toCollect)}</dd>
      <dt>{m.shop_rider_money_cash()}</dt>
      <dd>{formatRupees(money.collectedCash)}</dd>
      <dt>{m.shop_rider_money_upi()}</dt>
      <dd>{formatRupees(money.collectedUpi)}</dd>
      <dt>{m.shop_rider_money_held()}</dt>
      <dd>{formatRupees(money.cashHeld)}</dd>
    </dl>
  );
}
