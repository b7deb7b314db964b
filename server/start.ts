import { createApp } from './app';
import { seedCatalogIfEmpty } from './catalog-data/seed';
import { type Database, openDatabase } from './db/client';
import type { Env } from './env';
import { CatalogReadModel } from './modules/catalog/catalog.read-model';

export interface Shop {
  app: ReturnType<typeof createApp>;
  database: Database;
  catalog: CatalogReadModel;
}

/**
 * Opens the database (created and migrated as needed), seeds the demo catalog on first
 * run and builds the app. `inMemory` gives tests a throwaway PGlite.
 */
export async function startShop(env: Env, options?: { inMemory?: boolean }): Promise<Shop> {
  const database = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: options?.inMemory ? undefined : env.DATA_DIR },
  );
  await database.migrate();
  const seeded = await seedCatalogIfEmpty(database.db);
  if (seeded > 0) console.log(`Seeded the demo catalog: ${seeded} products`);
  const catalog = new CatalogReadModel(database.db);
  await catalog.rebuild();
  const app = createApp({ db: database.db, env, catalog });
  return { app, database, catalog };
}
