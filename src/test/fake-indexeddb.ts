import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, beforeAll } from 'vitest';

/**
 * IndexedDB (fake-indexeddb) for the calling test file: empty when the file starts, gone when it ends. The
 * app's test files share one module graph and global scope per worker (vitest.config.ts), so a database
 * another file left, say an outbox holding a refused change, would otherwise be read here. Called, not
 * merely imported: an imported module runs once per worker, a call once per file.
 */
export function withFakeIndexedDb() {
  beforeAll(() => {
    globalThis.indexedDB = new IDBFactory();
  });
  afterAll(() => {
    // As happy-dom has it, without IndexedDB: the app then keeps its changes and cache in memory.
    Reflect.deleteProperty(globalThis, 'indexedDB');
  });
}
