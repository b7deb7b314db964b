import { randomInt } from 'node:crypto';
import { sessions, users } from '../db/schema';
import { hashToken, newToken, SESSION_ABSOLUTE_MS, type SessionUser } from '../http/session';
import type { TestShop } from './test-shop';

export interface Shopper {
  user: SessionUser;
  /** Cookie header of the shopper's session. */
  cookie: string;
  /** Calls the API as this shopper; a non-string body is sent as JSON. */
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
}

/**
 * A signed-in shopper without going through the one-time-code flow (which the auth tests
 * cover): a user row and a session row written directly.
 */
export async function signedInShopper(
  shop: TestShop,
  overrides: Partial<Omit<SessionUser, 'id'>> = {},
): Promise<Shopper> {
  const [user] = await shop.deps.db
    .insert(users)
    .values({
      name: overrides.name ?? 'Asha Verma',
      email: overrides.email ?? 'asha@example.in',
      phone: overrides.phone ?? `+9198${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
      alternatePhone: overrides.alternatePhone ?? null,
    })
    .returning();
  if (!user) throw new Error('could not create the test shopper');
  const token = newToken();
  const now = shop.clock.now();
  await shop.deps.db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user.id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  const cookie = `kirana_session=${token}`;
  const sessionUser: SessionUser = {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    alternatePhone: user.alternatePhone,
    language: user.language,
  };
  return {
    user: sessionUser,
    cookie,
    request: (method, path, body, headers = {}) => apiRequest(shop, method, path, body, { Cookie: cookie, ...headers }),
  };
}

/** An API call without a session (or with the headers given). */
export function apiRequest(
  shop: TestShop,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const isJson = body !== undefined && typeof body !== 'string' && !(body instanceof FormData);
  return Promise.resolve(
    shop.app.request(path, {
      method,
      headers: { ...(isJson || typeof body === 'string' ? { 'Content-Type': 'application/json' } : {}), ...headers },
      body: body === undefined ? undefined : isJson ? JSON.stringify(body) : (body as string | FormData),
    }),
  );
}
