import { useQuery } from '@tanstack/react-query';
import { STAFF_CHANGES } from '#src/domain/shop/staff.changes';
import { staffQueries } from '#src/domain/shop/staff.queries';
import { useStaffTitle } from '#src/domain/shop/staff-title';
import { StepOutcome } from '#src/domain/shop/step-outcome';
import { useStepRunner } from '#src/domain/shop/use-step';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { MoneyFigures, type RiderMoney } from './rider-money';
import '../shop-rider.css';

/** The owner's money page: each rider's money today, and "Cash received" when a rider hands the cash in. */
export function MoneyPage() {
  const money = useQuery(staffQueries.money());
  useStaffTitle(m.shop_rider_money_title());
  return (
    <section className="staff-money-page">
      <h1>{m.shop_rider_money_title()}</h1>
      {!money.data && <p>{money.isError ? money.error.message : m.shop_loading()}</p>}
      {money.data?.length === 0 && <p>{m.shop_rider_no_riders()}</p>}
      <ul className="staff-money-page__riders">
        {money.data?.map((rider) => (
          <li key={rider.riderId}>
            <RiderMoneyCard rider={rider} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RiderMoneyCard({ rider }: { rider: RiderMoney }) {
  const steps = useStepRunner();
  return (
    <article className="staff-card" aria-label={rider.name}>
      <h2>{rider.name}</h2>
      <MoneyFigures money={rider} />
      <StepOutcome state={steps} />
      {rider.cashHeld > 0 && (
        <button
          type="button"
          className="staff-button staff-button--primary"
          disabled={steps.busy}
          onClick={() => void steps.run(STAFF_CHANGES.cashReceived, { riderId: rider.riderId, riderName: rider.name })}
        >
          {m.shop_rider_cash_received()}
        </button>
      )}
    </article>
  );
}
