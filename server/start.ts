import { createApp } from './app';
import { addDemoCatalogWords, seedCatalogIfEmpty, seedCategoriesIfEmpty } from './catalog-data/seed';
import { type Database, openDatabase } from './db/client';
import { type Clock, type Deps, systemClock } from './deps';
import type { Env } from './env';
import { startPruningAppliedChanges } from './http/exactly-once';
import { createMailProvider } from './mail/create-mail-provider';
import { followCatalogChanges, keepTrendingFresh } from './modules/catalog/catalog.changes';
import { CatalogReadModel } from './modules/catalog/catalog.read-model';
import { startLive } from './modules/live/live';
import { createSmsProvider } from './sms/create-sms-provider';

export interface Shop {
  app: ReturnType<typeof createApp>;
  deps: Deps;
  database: Database;
  /** Stops background work and closes the database. */
  close(): Promise<void>;
}

export interface ShopOptions {
  /** An already opened database (tests: in-memory PGlite or a throwaway PostgreSQL database). */
  database?: Database;
  clock?: Clock;
}

/**
 * Migrates the database and gives it the categories if it has none, and the demo catalog if it has no products
 * and `demoCatalog` (DEMO_CATALOG: off in production, where the owner starts empty); safe on every start.
 */
export async function migrateAndSeed(database: Database, { demoCatalog }: { demoCatalog: boolean }): Promise<void> {
  // Processes starting together on one PostgreSQL (WORKERS=N) migrate and seed one at a time.
  await database.whileStarting(async () => {
    await database.migrate();
    await seedCategoriesIfEmpty(database.db);
    if (!demoCatalog) return;
    const seeded = await seedCatalogIfEmpty(database.db);
    if (seeded > 0) console.log(`Seeded the demo catalog: ${seeded} products`);
    const worded = await addDemoCatalogWords(database.db);
    if (worded > 0) console.log(`Gave the demo catalog its Hindi: ${worded} products`);
  });
}

/**
 * Opens the database (created and migrated as needed), seeds the categories (and the demo catalog,
 * DEMO_CATALOG) on first run, builds the app and starts the background work.
 */
export async function startShop(env: Env, options: ShopOptions = {}): Promise<Shop> {
  const database =
    options.database ??
    (await openDatabase(
      env.DATABASE_URL
        ? {
            databaseUrl: env.DATABASE_URL,
            directUrl: env.DATABASE_DIRECT_URL,
            replicaUrls: env.DATABASE_REPLICA_URLS,
          }
        : { dataDir: env.DATA_DIR },
    ));
  await migrateAndSeed(database, { demoCatalog: env.DEMO_CATALOG });
  // The catalog reads replicas only once they hold every change it was told of (decision 052).
  const catalog = new CatalogReadModel(database.readsCaughtUp);
  // PostgreSQL: other processes and plain SQL change the catalog too; listening before the first load
  // lets no change fall between the two. PGlite: this process is the only writer (decision 020).
  const following = database.engine === 'postgres' ? await followCatalogChanges(catalog, database.listen) : undefined;
  await catalog.rebuild();

  const clock = options.clock ?? systemClock;
  const sms = createSmsProvider(env, clock);
  const deps: Deps = {
    db: database.db,
    reads: database.reads,
    env,
    catalog,
    clock,
    sms,
    mail: createMailProvider(env, clock),
    live: await startLive(database, { env, clock, sms, catalog }),
  };
  const stopPruning = startPruningAppliedChanges(deps);
  // Purchase counts move no catalog version (decision 114): the best sellers are ranked again now and then.
  const stopTrending = keepTrendingFresh(catalog);
  return {
    app: createApp(deps),
    deps,
    database,
    async close() {
      await stopPruning();
      await stopTrending();
      await following?.close();
      await deps.live.close();
      await database.close();
    },
  };
}
