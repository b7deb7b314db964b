import { useQuery } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { BOARD_VIEWS, type BoardOrder, type BoardView } from '#contract/shop';
import { forTheOpening } from '#src/domain/opening/opening';
import { CancelReasonPicker } from '#src/domain/shop/cancel-reason-picker';
import { ageOf, viewName, viewOfStatus } from '#src/domain/shop/order-words';
import { STAFF_CHANGES } from '#src/domain/shop/staff.changes';
import { useWaitingSteps } from '#src/domain/shop/staff.mutations';
import { staffQueries } from '#src/domain/shop/staff.queries';
import { STAFF_PATHS, StaffLink } from '#src/domain/shop/staff-nav';
import { useStaffTitle } from '#src/domain/shop/staff-title';
import { StepOutcome } from '#src/domain/shop/step-outcome';
import { useStepRunner } from '#src/domain/shop/use-step';
import { formatCount, formatRupees } from '#src/lib/format';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { placedAtInstant } from '#src/lib/indian-dates';
import { useMediaQuery } from '#src/lib/use-media-query';
import { boardViewAtom } from '../state/board-view';
import { bellOfPage, useBellOn, useRing } from '../state/ring';
import '../shop-board.css';

/**
 * The order board: on a phone one column at a time, its filters under the thumb; on a counter laptop every
 * column side by side. New orders ring until someone accepts or rejects them; the tab says how many wait.
 */
export function BoardPage() {
  const wide = useMediaQuery('(min-width: 64rem)');
  const [view, setView] = useAtom(boardViewAtom);
  const board = useQuery(staffQueries.board(wide ? 'all' : view));
  const waiting = useWaitingSteps();
  const counts = board.data?.counts;
  // Accepted or rejected on this phone and still on its way: it no longer rings.
  const handledHere = new Set(
    waiting
      .filter((change) => change.kind === STAFF_CHANGES.accept || change.kind === STAFF_CHANGES.cancel)
      .map((change) => ('orderId' in change.payload ? change.payload.orderId : '')),
  );
  const newCount = Math.max(0, (counts?.new ?? 0) - handledHere.size);
  useStaffTitle(newCount > 0 ? `(${newCount}) ${m.shop_board_title_new()} · Kirana Shop` : m.shop_board_title());
  const bell = bellOfPage();
  useRing(bell, newCount > 0);

  const orders = board.data?.orders ?? [];
  return (
    <section className="staff-board">
      <div className="staff-board__top">
        <h1>{m.shop_board_heading()}</h1>
        <SoundButton />
      </div>
      {board.isError && !board.data && <p className="staff-error">{board.error.message}</p>}
      {wide ? (
        <div className="staff-board__columns">
          {BOARD_VIEWS.map((column) => (
            <section key={column} className="staff-board__column" aria-label={viewName(column)}>
              <h2>
                {viewName(column)} <span className="staff-count">{formatCount(counts?.[column] ?? 0)}</span>
              </h2>
              <OrderCards orders={orders.filter((order) => viewOfStatus(order.status) === column)} />
            </section>
          ))}
        </div>
      ) : (
        <>
          <OrderCards orders={orders} emptyText={board.data ? m.shop_board_empty() : m.shop_loading()} />
          <nav className="staff-board__filters" aria-label={m.shop_board_filters()}>
            {BOARD_VIEWS.map((option) => (
              <FilterButton
                key={option}
                view={option}
                count={counts?.[option]}
                chosen={option === view}
                onChoose={setView}
              />
            ))}
          </nav>
        </>
      )}
    </section>
  );
}

function FilterButton({
  view,
  count,
  chosen,
  onChoose,
}: {
  view: BoardView;
  count: number | undefined;
  chosen: boolean;
  onChoose: (view: BoardView) => void;
}) {
  return (
    <button type="button" aria-pressed={chosen} className="staff-board__filter" onClick={() => onChoose(view)}>
      <span>{viewName(view)}</span>
      <span className="staff-count">{count === undefined ? '–' : formatCount(count)}</span>
    </button>
  );
}

function SoundButton() {
  const bell = bellOfPage();
  const on = useBellOn(bell);
  return on ? (
    <p className="staff-board__sound-on">{m.shop_board_sound_on()}</p>
  ) : (
    <button type="button" className="staff-button staff-button--primary" onClick={() => bell.turnOn()}>
      {m.shop_board_turn_on_sound()}
    </button>
  );
}

function OrderCards({ orders, emptyText }: { orders: BoardOrder[]; emptyText?: string }) {
  if (orders.length === 0) return emptyText ? <p className="staff-board__empty">{emptyText}</p> : null;
  return (
    <ul className="staff-board__cards">
      {orders.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} />
        </li>
      ))}
    </ul>
  );
}

function OrderCard({ order }: { order: BoardOrder }) {
  const steps = useStepRunner();
  const waiting = useWaitingSteps(order.id);
  const [rejecting, setRejecting] = useState(false);
  const step = { orderId: order.id, number: order.number };
  const isNew = order.status === 'confirmed';
  return (
    <article className="staff-card" aria-label={`#${order.number}`}>
      <StaffLink to={STAFF_PATHS.order(order.id)} className="staff-card__link">
        <span className="staff-card__number">#{order.number}</span>
        <span className="staff-card__age">{ageOf(placedAtInstant(order.placedAt))}</span>
        {/* Taken while the shop was closed or paused: it still rings, and may be accepted early. */}
        {order.opensAt && (isNew || order.status === 'processing') && (
          <span className="staff-card__opens">{forTheOpening(order.opensAt)}</span>
        )}
        <span className="staff-card__name">{order.customerName}</span>
        <span className="staff-card__area">{order.area}</span>
        <span>
          {m.shop_board_lines({ count: order.lineCount })} · <strong>{formatRupees(order.total)}</strong>
        </span>
        {order.rider && <span>{m.shop_board_rider({ name: order.rider.name })}</span>}
      </StaffLink>
      {waiting.length > 0 && (
        <p className="staff-queued" role="status">
          {m.shop_step_waiting()}
        </p>
      )}
      <StepOutcome state={steps} />
      {isNew && waiting.length === 0 && !rejecting && (
        <div className="staff-actions">
          <button
            type="button"
            className="staff-button staff-button--primary"
            disabled={steps.busy}
            onClick={() => void steps.run(STAFF_CHANGES.accept, step)}
          >
            {m.shop_accept()}
          </button>
          <button type="button" className="staff-button staff-button--danger" onClick={() => setRejecting(true)}>
            {m.shop_reject()}
          </button>
        </div>
      )}
      {rejecting && (
        <CancelReasonPicker
          busy={steps.busy}
          onClose={() => setRejecting(false)}
          onPick={(reason) => {
            setRejecting(false);
            void steps.run(STAFF_CHANGES.cancel, { ...step, reason });
          }}
        />
      )}
    </article>
  );
}
