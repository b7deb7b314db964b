import { sessions } from '../../db/schema';
import { hashToken, newToken, SESSION_ABSOLUTE_MS } from '../../http/session';
import { apiRequest } from '../../test/shopper';
import type { TestShop } from '../../test/test-shop';

export interface ExtraSession {
  /** Cookie header of this session. */
  cookie: string;
  /** Calls the API with this session, as the shopper's other browser would. */
  request(method: string, path: string, body?: unknown): Promise<Response>;
}

/**
 * One more signed-in browser for an existing shopper (a second phone, a laptop), written straight
 * into the sessions table like test/shopper.ts does for the first one.
 */
export async function extraSession(
  shop: TestShop,
  userId: string,
  { userAgent = null, createdAgoMs = 0 }: { userAgent?: string | null; createdAgoMs?: number } = {},
): Promise<ExtraSession> {
  const token = newToken();
  const at = new Date(shop.clock.now().getTime() - createdAgoMs);
  await shop.deps.db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: at,
    lastSeenAt: at,
    expiresAt: new Date(at.getTime() + SESSION_ABSOLUTE_MS),
    userAgent,
  });
  const cookie = `kirana_session=${token}`;
  return {
    cookie,
    request: (method, path, body) => apiRequest(shop, method, path, body, { Cookie: cookie }),
  };
}

/** Who getSession says is signed in with this cookie (null: nobody). */
export async function sessionUserId(shop: TestShop, cookie: string): Promise<string | null> {
  const response = await apiRequest(shop, 'GET', '/api/auth/getSession', undefined, { Cookie: cookie });
  const body = (await response.json()) as { data: { id: string } | null };
  return body.data?.id ?? null;
}
