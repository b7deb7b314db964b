/**
 * How the demo catalog scales: generating it, seeding it into an in-memory PGlite and building
 * the catalog read model, at the demo size and at 100,000 products (the benchmark catalog).
 * Prints figures; asserts nothing. `node --import tsx bench/catalog-scale.ts [total]`
 */
import { generateCatalog } from '../server/catalog-data/generate';
import { seedCatalogIfEmpty } from '../server/catalog-data/seed';
import { openDatabase } from '../server/db/client';
import { CatalogReadModel } from '../server/modules/catalog/catalog.read-model';

const sizes = process.argv[2] ? [Number(process.argv[2])] : [2940, 100_000];

for (const total of sizes) {
  let started = performance.now();
  const products = generateCatalog({ total });
  const generateMs = performance.now() - started;

  const database = await openDatabase({ dataDir: undefined });
  await database.migrate();
  started = performance.now();
  await seedCatalogIfEmpty(database.db, { total });
  const seedMs = performance.now() - started;

  started = performance.now();
  const catalog = new CatalogReadModel(database.db);
  await catalog.rebuild();
  const rebuildMs = performance.now() - started;
  await database.close();

  console.log(
    `${products.length.toLocaleString('en-IN')} products: generate ${generateMs.toFixed(0)} ms, ` +
      `seed PGlite ${(seedMs / 1000).toFixed(1)} s, read model ${rebuildMs.toFixed(0)} ms, ` +
      `heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`,
  );
}
