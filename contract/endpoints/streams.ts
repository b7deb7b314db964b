import { SHOPPER_ORDER_EVENTS_PATH, STAFF_EVENTS_PATH } from '../shop';

/**
 * The live streams (Server-Sent Events, decision 109): GETs that stay open and carry `text/event-stream`,
 * not a JSON envelope, so they are not endpoints of the table. The OpenAPI document lists them from here,
 * and the service worker leaves them to the network, untouched.
 */
export interface LiveStream {
  path: `/api/${string}`;
  summary: string;
  /** Whose cookie opens it: a staff member's (any role; a rider hears only orders handed to them) or a shopper's. */
  session: 'staff' | 'shopper';
}

export const liveStreams = {
  staffEvents: {
    path: STAFF_EVENTS_PATH,
    summary: "The shop's order events as they happen (a rider: only the orders handed to them)",
    session: 'staff',
  },
  shopperOrderEvents: {
    path: SHOPPER_ORDER_EVENTS_PATH,
    summary: 'What happens to my orders, as it happens',
    session: 'shopper',
  },
} as const satisfies Record<string, LiveStream>;

/** Every live stream's path. */
export const LIVE_STREAM_PATHS: ReadonlySet<string> = new Set(Object.values(liveStreams).map((stream) => stream.path));
