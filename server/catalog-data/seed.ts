import { count, eq, inArray, sql } from 'drizzle-orm';
import { CATEGORY_GROUPS, subcategoryPictureUrl } from '../../contract/categories';
import type { Db } from '../db/client';
import { categories, categoryGroups, productIdSeq, products, reviews, users } from '../db/schema';
import { recountReviews } from '../modules/reviews/reviews.repo';
import { DEMO_REVIEWERS, generateDemoReviews } from './demo-reviews';
import { generateCatalog } from './generate';

const BATCH = 500;

/**
 * Gives a database with no categories the shop's category groups and categories: always, demo catalog or
 * not, since the owner files every product under one. A shop's own categories are never touched again.
 */
export async function seedCategoriesIfEmpty(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(categories);
  if ((existing?.n ?? 0) > 0) return;
  await db.transaction((tx) => seedCategories(tx));
}

async function seedCategories(db: Db) {
  await db
    .insert(categoryGroups)
    .values(CATEGORY_GROUPS.map((group, position) => ({ id: group.id, name: group.name, icon: group.icon, position })))
    .onConflictDoNothing();
  await db
    .insert(categories)
    .values(
      CATEGORY_GROUPS.flatMap((group) => group.subcategories.map((sub) => ({ group, sub }))).map(
        ({ group, sub }, position) => ({
          id: sub.id,
          groupId: group.id,
          slug: sub.slug,
          name: sub.name,
          icon: sub.icon,
          image: subcategoryPictureUrl(sub.slug),
          description: sub.description,
          subNames: [...sub.subNames],
          position,
        }),
      ),
    )
    .onConflictDoNothing();
}

/**
 * Fills a database with no products with the demo catalog and its demo reviews (and the categories, if
 * missing); a database that already has products is left alone, so a shop's own data is never overwritten
 * on restart. Every product's rating and review count are then counted from its reviews, never invented.
 * Returns the number of products inserted.
 */
export async function seedCatalogIfEmpty(db: Db, options?: { total?: number }): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(products);
  if ((existing?.n ?? 0) > 0) return 0;

  const catalog = generateCatalog(options);
  await db.transaction(async (tx) => {
    await seedCategories(tx);
    for (let start = 0; start < catalog.length; start += BATCH) {
      await tx.insert(products).values(
        catalog.slice(start, start + BATCH).map((p) => ({
          id: p.id,
          name: p.name,
          brand: p.brand,
          categoryId: p.category,
          subName: p.subName,
          kind: p.kind,
          packSize: p.packSize,
          description: p.description,
          features: p.features,
          specifications: p.specifications,
          translations: p.translations,
          mrp: p.mrp,
          price: p.price,
          // Counted from the reviews below.
          rating: 0,
          reviewCount: 0,
          stock: p.stock,
          popularity: p.popularity,
          purchaseCount: p.purchaseCount,
          colour: p.colour,
          featured: p.featured,
          searchTerms: p.searchTerms,
          createdAt: new Date(p.createdAt),
        })),
      );
    }
    // Products the owner adds later take ids after the demo's.
    await tx.execute(sql`SELECT setval(${productIdSeq.seqName}, (SELECT max(${products.id}) FROM ${products}))`);
    await seedDemoReviews(tx, generateDemoReviews(catalog));
    await recountReviews(tx);
  });
  // PGlite never vacuums on its own: without this, searches after a bulk load walk the GIN indexes'
  // pending lists with no planner statistics (p95 600 ms instead of 22 ms at 100,000 products).
  await db.execute(sql`VACUUM ANALYZE products`);
  return catalog.length;
}

/**
 * Gives a demo catalog seeded before the catalog had other languages (migration 0010) its words (decision
 * 025): each product still exactly as the demo made it (same id, name and English description) and with no
 * words of its own. A shop's own products, and demo products it has since renamed or described anew, are
 * left alone. Returns the number of products given their words; 0 once done.
 */
export async function addDemoCatalogWords(db: Db): Promise<number> {
  const bare = await db
    .select({ id: products.id, name: products.name, description: products.description })
    .from(products)
    .where(eq(products.translations, {}));
  if (bare.length === 0) return 0;
  const demo = new Map(generateCatalog().map((product) => [product.id, product]));
  const untouched = bare.flatMap((row) => {
    const made = demo.get(row.id);
    return made && made.name === row.name && made.description === row.description ? [made] : [];
  });
  await db.transaction(async (tx) => {
    for (let start = 0; start < untouched.length; start += BATCH) {
      const words = untouched
        .slice(start, start + BATCH)
        .map((product) => sql`(${product.id}::integer, ${JSON.stringify(product.translations)}::jsonb)`);
      await tx.execute(sql`
        UPDATE ${products} SET translations = words.translations
        FROM (VALUES ${sql.join(words, sql`, `)}) AS words (id, translations)
        WHERE ${products.id} = words.id AND ${products.translations} = '{}'::jsonb`);
    }
  });
  return untouched.length;
}

async function seedDemoReviews(db: Db, demoReviews: ReturnType<typeof generateDemoReviews>) {
  if (demoReviews.length === 0) return;
  // The reviewers are accounts nobody can sign in to (see DemoReviewer.phone).
  await db
    .insert(users)
    .values(DEMO_REVIEWERS.map((reviewer) => ({ name: reviewer.name, email: '', phone: reviewer.phone })))
    .onConflictDoNothing();
  const accounts = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(
      inArray(
        users.phone,
        DEMO_REVIEWERS.map((reviewer) => reviewer.phone),
      ),
    );
  const idOf = new Map(accounts.map((account) => [account.phone, account.id]));
  for (let start = 0; start < demoReviews.length; start += BATCH) {
    await db.insert(reviews).values(
      demoReviews.slice(start, start + BATCH).map((review) => {
        const reviewer = DEMO_REVIEWERS[review.reviewer];
        const userId = reviewer && idOf.get(reviewer.phone);
        if (!reviewer || !userId) throw new Error(`demo reviewer ${review.reviewer} was not created`);
        return {
          productId: review.productId,
          userId,
          name: reviewer.name,
          rating: review.rating,
          comment: review.comment,
          createdAt: new Date(review.createdAt),
        };
      }),
    );
  }
}
