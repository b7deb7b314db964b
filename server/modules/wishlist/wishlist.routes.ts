import { Hono } from 'hono';
import type { Deps } from '../../deps';
import type { AppEnv } from '../../http/session';

export function wishlistRoutes(_deps: Deps) {
  return new Hono<AppEnv>();
}
