import { readEnv } from '../env';
import { type Shop, startShop } from '../start';

/**
 * A whole shop on a throwaway in-memory PGlite, migrated and seeded like a real first start.
 * Tests call `shop.app.request(...)`; nothing listens on a port.
 */
export function openTestShop(env: Record<string, string> = {}): Promise<Shop> {
  return startShop(readEnv({ NODE_ENV: 'test', STATIC_DIR: 'test-no-static', ...env }), { inMemory: true });
}
