import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';

/** The three groups of spec 000 §3. */
export const categoryGroups = pgTable('category_groups', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon').notNull(),
  position: integer('position').notNull(),
});

/** Subcategories; the id is the display name, as the spec's /category/{categoryId} spells it. */
export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  groupId: text('group_id')
    .notNull()
    .references(() => categoryGroups.id),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  icon: text('icon').notNull(),
  image: text('image').notNull(),
  description: text('description').notNull(),
  subNames: text('sub_names').array().notNull(),
  position: integer('position').notNull(),
});

/**
 * Money is whole rupees in integers: Indian grocery prices are quoted in whole rupees,
 * and integers keep totals exact on both sides.
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    subName: text('sub_name').notNull(),
    kind: text('kind').notNull(),
    packSize: text('pack_size').notNull(),
    description: text('description').notNull(),
    features: jsonb('features').$type<string[]>().notNull(),
    specifications: jsonb('specifications').$type<Record<string, string>>().notNull(),
    mrp: integer('mrp').notNull(),
    price: integer('price').notNull(),
    rating: real('rating').notNull(),
    reviewCount: integer('review_count').notNull(),
    stock: integer('stock').notNull(),
    popularity: integer('popularity').notNull(),
    purchaseCount: integer('purchase_count').notNull(),
    colour: text('colour').notNull(),
    featured: boolean('featured').notNull().default(false),
    searchTerms: text('search_terms').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('products_category_idx').on(table.categoryId),
    index('products_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
  ],
);
