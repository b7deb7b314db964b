import type * as v from 'valibot';
import { CATALOG_EVENTS_PATH, CatalogChangeEventSchema } from '../catalog-events';
import { LiveOrderEventSchema, SHOPPER_ORDER_EVENTS_PATH, STAFF_EVENTS_PATH } from '../order-events';

/**
 * The live streams (Server-Sent Events, decisions 109 and 114): GETs that stay open and carry
 * `text/event-stream`, not a JSON envelope, so they are not endpoints of the table. The OpenAPI document lists
 * them from here, and the service worker leaves them to the network, untouched.
 */
export interface LiveStream {
  path: `/api/${string}`;
  summary: string;
  /**
   * Whose cookie opens it: a staff member's (any role; a rider hears only orders handed to them), a shopper's, or
   * nobody's (the catalog's changes, the same for everybody).
   */
  session: 'staff' | 'shopper' | 'none';
  /** What each message's `data:` holds. */
  event: v.GenericSchema;
  /** Whether a reconnect with Last-Event-ID replays what it missed. */
  replays: boolean;
}

export const liveStreams = {
  staffEvents: {
    path: STAFF_EVENTS_PATH,
    summary: "The shop's order events as they happen (a rider: only the orders handed to them)",
    session: 'staff',
    event: LiveOrderEventSchema,
    replays: true,
  },
  shopperOrderEvents: {
    path: SHOPPER_ORDER_EVENTS_PATH,
    summary: 'What happens to my orders, as it happens',
    session: 'shopper',
    event: LiveOrderEventSchema,
    replays: true,
  },
  catalogEvents: {
    path: CATALOG_EVENTS_PATH,
    summary: 'Which products changed what shoppers see (price, in or out of stock, hidden), as it happens',
    session: 'none',
    event: CatalogChangeEventSchema,
    replays: false,
  },
} as const satisfies Record<string, LiveStream>;

/** Every live stream's path. */
export const LIVE_STREAM_PATHS: ReadonlySet<string> = new Set(Object.values(liveStreams).map((stream) => stream.path));
