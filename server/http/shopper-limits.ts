import type { MiddlewareHandler } from 'hono';
import type { Deps } from '../deps';
import { say } from '../i18n/say';
import { httpMessages } from './messages';
import { rateLimit } from './rate-limit';
import { type AppEnv, currentUser } from './session';

/**
 * Cart and wishlist changes, one bucket per shopper (decision 098): a phone back online drains its
 * whole queue at once, so the window is wide enough for a long queue on top of a minute of tapping.
 */
export const SHOPPER_CHANGES_LIMIT = { limit: 200, windowMs: 60_000 } as const;

/** 429 with Retry-After once a shopper's cart and wishlist changes pass SHOPPER_CHANGES_LIMIT; after requireUser. */
export function shopperChangesLimit(deps: Pick<Deps, 'db' | 'clock'>): MiddlewareHandler<AppEnv> {
  return rateLimit(deps, {
    key: (c) => `changes:user:${currentUser(c).id}`,
    ...SHOPPER_CHANGES_LIMIT,
    message: (c) => say(c, httpMessages).tooManyChanges,
  });
}
