import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import * as v from 'valibot';
import type { OrderDetail } from '#contract/order';
import { type LiveOrderEvent, LiveOrderEventSchema, SHOPPER_ORDER_EVENTS_PATH } from '#contract/order-events';
import { formatRupees } from '#src/lib/format';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { useIsOnline } from '#src/lib/online';
import { useToasts } from '#src/lib/toast';
import { cancelReasonText, changedQuantityText, shortOrderNumber } from './order-status';
import { orderKeys, orderQueries } from './orders.queries';

/** Longest wait before opening a stream the server closed (EventSource itself retries only a dropped one). */
const REOPEN_MAX_MS = 60_000;

/** The steps whose toast names what only the order itself says: the rider, the new total, the reason. */
const TOLD_WITH_DETAILS = new Set<LiveOrderEvent['kind']>(['out_for_delivery', 'line_changed', 'cancelled']);

/**
 * The toast for a step the shop took, in the shopper's language; `order` is the order as it now is, when it could be
 * read. Null for steps the shopper needs no word of (their own placing, the rider handing in cash).
 */
export function liveOrderToast(event: LiveOrderEvent, order?: OrderDetail): string | null {
  const number = order ? shortOrderNumber(order) : String(event.number);
  switch (event.kind) {
    case 'accepted':
      return m.orders_live_accepted({ number });
    case 'packed':
      return m.orders_live_packed({ number });
    case 'out_for_delivery':
      return order?.rider
        ? m.orders_live_out_for_delivery_with({ number, rider: order.rider.name })
        : m.orders_live_out_for_delivery({ number });
    case 'delivered':
      return m.orders_live_delivered({ number });
    case 'line_changed': {
      const changed = order?.items.filter((item) => changedQuantityText(item) !== null).length ?? 0;
      return order && changed > 0
        ? m.orders_live_changed_total({ count: changed, number, total: formatRupees(order.total) })
        : m.orders_live_changed({ number });
    }
    case 'cancelled': {
      const reason = cancelReasonText(order?.cancelReason);
      return reason ? m.orders_live_cancelled_because({ number, reason }) : m.orders_live_cancelled({ number });
    }
    default:
      return null;
  }
}

/**
 * The shopper's orders as the shop moves them, while a page showing them is open and the phone online (decision
 * 111): each event refreshes the orders on screen and shows a toast. Offline, or once the page is left, the stream
 * is closed; each time it opens the orders are read again, so nothing done meanwhile is missed.
 */
export function useLiveOrders(): void {
  const queryClient = useQueryClient();
  const toasts = useToasts();
  const online = useIsOnline();
  // Kept across streams: a reopened stream may repeat an event the last one already told.
  const told = useRef(new Set<number>());

  useEffect(() => {
    if (!online || typeof EventSource === 'undefined') return;
    return followOrderEvents({
      opened: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      event: (event) => {
        if (told.current.has(event.id)) return;
        told.current.add(event.id);
        void queryClient.invalidateQueries({ queryKey: orderKeys.all });
        void toastFor(queryClient, event).then((message) => message && toasts.show(message));
      },
    });
  }, [online, queryClient, toasts]);
}

/** The order as it now is, for the steps whose toast needs it (shared with the refetch the event started). */
async function toastFor(queryClient: QueryClient, event: LiveOrderEvent): Promise<string | null> {
  if (!TOLD_WITH_DETAILS.has(event.kind)) return liveOrderToast(event);
  const order = await queryClient.fetchQuery(orderQueries.detail(event.orderId)).catch(() => undefined);
  return liveOrderToast(event, order);
}

interface OrderEventHandlers {
  /** The stream is open (first, or again after a break). */
  opened: () => void;
  event: (event: LiveOrderEvent) => void;
}

/** Opens the stream, and opens it again (later each time) when the server ends it; returns the stop. */
function followOrderEvents(handlers: OrderEventHandlers): () => void {
  let source: EventSource | undefined;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  const connect = () => {
    const stream = new EventSource(SHOPPER_ORDER_EVENTS_PATH);
    source = stream;
    stream.addEventListener('open', () => {
      failures = 0;
      handlers.opened();
    });
    stream.addEventListener('message', (message: MessageEvent<string>) => {
      const event = v.safeParse(LiveOrderEventSchema, parseJson(message.data));
      if (event.success) handlers.event(event.output);
    });
    stream.addEventListener('error', () => {
      // CONNECTING: the browser is retrying a dropped stream itself (with Last-Event-ID). CLOSED: it gave up (an
      // answer that was not a stream, such as a 401 or 503), so try again later.
      if (stream.readyState !== EventSource.CLOSED) return;
      stream.close();
      reopen = setTimeout(connect, reopenDelay(failures++));
    });
  };

  connect();
  return () => {
    clearTimeout(reopen);
    source?.close();
  };
}

/**
 * 1 s, 2 s, 4 s … at most a minute, ±20 % so phones cut off together do not come back together. lib/online's
 * backoffDelay says the same, but importing it from here would add an export to the start-up chunk (decision 111).
 */
function reopenDelay(failures: number): number {
  return Math.min(REOPEN_MAX_MS, 1000 * 2 ** failures) * (0.8 + Math.random() * 0.4);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
