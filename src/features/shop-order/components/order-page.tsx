import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import type { StaffMember, StaffOrder } from '#contract/shop';
import { forTheOpening } from '#src/domain/opening/opening';
import { CancelReasonPicker } from '#src/domain/shop/cancel-reason-picker';
import { eventName, viewName, viewOfStatus } from '#src/domain/shop/order-words';
import { STAFF_CHANGES } from '#src/domain/shop/staff.changes';
import { useWaitingSteps } from '#src/domain/shop/staff.mutations';
import { staffQueries } from '#src/domain/shop/staff.queries';
import { STAFF_PATHS, StaffLink } from '#src/domain/shop/staff-nav';
import { useStaffTitle } from '#src/domain/shop/staff-title';
import { StepOutcome } from '#src/domain/shop/step-outcome';
import { useStepRunner } from '#src/domain/shop/use-step';
import { formatRupees } from '#src/lib/format';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { formatIndianDateTime } from '#src/lib/indian-dates';
import { PickList } from './pick-list';
import { PrintSlip } from './print-slip';
import '../shop-order.css';

type StepRunner = ReturnType<typeof useStepRunner>;

/**
 * One order for the shop: the pick list by aisle, the steps the member's role may take now, who did what
 * when, and the slip to print. `collect` is the rider's part (the amount, the UPI QR, delivered).
 */
export function OrderPage({
  orderId,
  member,
  collect,
}: {
  orderId: string;
  member: StaffMember;
  collect: (order: StaffOrder) => ReactNode;
}) {
  const order = useQuery(staffQueries.order(orderId));
  const steps = useStepRunner();
  const waiting = useWaitingSteps(orderId);
  useStaffTitle(order.data?.number ? `#${order.data.number} · Kirana Shop` : 'Kirana Shop');
  if (!order.data) {
    return <p role="status">{order.isError ? order.error.message : m.shop_loading()}</p>;
  }
  const data = order.data;
  const view = viewOfStatus(data.status);
  const packs = member.role !== 'rider';
  const address = data.customer.address;
  return (
    <article className="staff-order">
      <StaffLink to={STAFF_PATHS.board} className="staff-link-button">
        {m.shop_order_back()}
      </StaffLink>
      <header className="staff-order__head">
        <h1>#{data.number}</h1>
        <p className="staff-order__status">{view ? viewName(view) : data.status}</p>
        {data.opensAt && (data.status === 'confirmed' || data.status === 'processing') && (
          <p className="staff-order__opens">{forTheOpening(data.opensAt)}</p>
        )}
      </header>
      <p>
        <strong>{data.customer.name}</strong> · <a href={`tel:${data.customer.phone}`}>{data.customer.phone}</a>
      </p>
      <p>
        {[
          address.addressLine1,
          address.addressLine2,
          address.landmark && m.shop_landmark({ landmark: address.landmark }),
          address.city,
        ]
          .filter(Boolean)
          .join(', ')}
      </p>
      {waiting.length > 0 && (
        <p className="staff-queued" role="status">
          {m.shop_step_waiting()}
        </p>
      )}
      <StepOutcome state={steps} />
      <PickList order={data} canChange={packs && data.status === 'processing'} steps={steps} />
      <p className="staff-order__total">
        {m.shop_to_collect()} <strong>{formatRupees(data.total)}</strong>
      </p>
      {packs && <PackerActions order={data} steps={steps} />}
      {data.status === 'out_for_delivery' && (member.role === 'rider' || member.role === 'owner') && collect(data)}
      <Timeline order={data} />
      <PrintSlip order={data} />
    </article>
  );
}

function PackerActions({ order, steps }: { order: StaffOrder; steps: StepRunner }) {
  const [cancelling, setCancelling] = useState(false);
  const step = { orderId: order.id, number: order.number ?? 0 };
  const cancellable = ['confirmed', 'processing', 'packed'].includes(order.status);
  return (
    <div className="staff-order__actions">
      <div className="staff-actions">
        {order.status === 'confirmed' && (
          <button
            type="button"
            className="staff-button staff-button--primary"
            disabled={steps.busy}
            onClick={() => void steps.run(STAFF_CHANGES.accept, step)}
          >
            {m.shop_accept()}
          </button>
        )}
        {order.status === 'processing' && (
          <button
            type="button"
            className="staff-button staff-button--primary"
            disabled={steps.busy}
            onClick={() => void steps.run(STAFF_CHANGES.pack, step)}
          >
            {m.shop_order_packed()}
          </button>
        )}
        {cancellable && !cancelling && (
          <button type="button" className="staff-button staff-button--danger" onClick={() => setCancelling(true)}>
            {order.status === 'confirmed' ? m.shop_reject() : m.shop_order_cancel()}
          </button>
        )}
      </div>
      {order.status === 'packed' && <HandToRider order={order} steps={steps} />}
      {cancelling && (
        <CancelReasonPicker
          busy={steps.busy}
          onClose={() => setCancelling(false)}
          onPick={(reason) => {
            setCancelling(false);
            void steps.run(STAFF_CHANGES.cancel, { ...step, reason });
          }}
        />
      )}
    </div>
  );
}

function HandToRider({ order, steps }: { order: StaffOrder; steps: StepRunner }) {
  const riders = useQuery(staffQueries.riders());
  const [riderId, setRiderId] = useState('');
  const id = useId();
  const rider = riders.data?.find((candidate) => candidate.id === riderId);
  return (
    <div className="staff-order__rider">
      <label htmlFor={id}>{m.shop_order_rider()}</label>
      <select id={id} value={riderId} onChange={(event) => setRiderId(event.target.value)}>
        <option value="">{m.shop_order_choose_rider()}</option>
        {riders.data?.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.name}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="staff-button staff-button--primary"
        disabled={!rider || steps.busy}
        onClick={() =>
          rider &&
          void steps.run(STAFF_CHANGES.handToRider, {
            orderId: order.id,
            number: order.number ?? 0,
            riderId: rider.id,
            riderName: rider.name,
          })
        }
      >
        {m.shop_order_hand_to_rider()}
      </button>
    </div>
  );
}

function Timeline({ order }: { order: StaffOrder }) {
  return (
    <section className="staff-order__timeline">
      <h2>{m.shop_order_timeline()}</h2>
      <ol>
        {order.events.map((event) => (
          <li key={event.id}>
            <strong>{eventName(event.kind)}</strong> · {event.by ?? m.shop_order_by_shopper()} ·{' '}
            <time dateTime={event.at}>{formatIndianDateTime(event.at)}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}
