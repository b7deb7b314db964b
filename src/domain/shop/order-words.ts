import { type BoardView, CANCEL_REASONS, type CancelReason, type OrderEventKind } from '#contract/shop';
import { m } from '#src/lib/i18n/paraglide/messages.js';

export { CANCEL_REASONS };

export function reasonName(reason: CancelReason): string {
  return {
    out_of_stock: m.shop_reason_out_of_stock,
    shop_closed: m.shop_reason_shop_closed,
    address_not_served: m.shop_reason_address_not_served,
    shopper_asked: m.shop_reason_shopper_asked,
  }[reason]();
}

export function viewName(view: BoardView): string {
  return {
    new: m.shop_view_new,
    accepted: m.shop_view_accepted,
    packed: m.shop_view_packed,
    out_for_delivery: m.shop_view_out_for_delivery,
    delivered_today: m.shop_view_delivered_today,
    cancelled: m.shop_view_cancelled,
  }[view]();
}

/** The board's column an order's status puts it in. */
export function viewOfStatus(status: string): BoardView | undefined {
  const views: Record<string, BoardView> = {
    confirmed: 'new',
    processing: 'accepted',
    packed: 'packed',
    out_for_delivery: 'out_for_delivery',
    delivered: 'delivered_today',
    cancelled: 'cancelled',
  };
  return views[status];
}

export function eventName(kind: OrderEventKind): string {
  return {
    placed: m.shop_event_placed,
    accepted: m.shop_event_accepted,
    line_changed: m.shop_event_line_changed,
    packed: m.shop_event_packed,
    out_for_delivery: m.shop_event_out_for_delivery,
    delivered: m.shop_event_delivered,
    cancelled: m.shop_event_cancelled,
    cash_received: m.shop_event_cash_received,
  }[kind]();
}

/** How long ago an order was placed, short: "4 min", "2 h". */
export function ageOf(placedAtInstant: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - new Date(placedAtInstant).getTime()) / 60_000));
  return minutes < 60 ? m.shop_age_minutes({ count: minutes }) : m.shop_age_hours({ count: Math.floor(minutes / 60) });
}
