import { is } from 'drizzle-orm';
import { foreignKey, getTableConfig, integer, PgTable, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';

// Decision 023 (docs/decisions/023-every-table-classified-for-citus-no-new-violations.md) in code: how each table would be laid out under Citus.
// A new table must be added to one of these lists, and to the record's table.

/** Distributed by the shopper's id, co-located with users: table → distribution column. */
const SHOPPER_OWNED: Record<string, string> = {
  users: 'id',
  sessions: 'user_id',
  applied_changes: 'user_id',
  recently_viewed: 'user_id',
  searches: 'user_id',
  reviews: 'user_id',
  cart_items: 'user_id',
  wishlist_items: 'user_id',
  addresses: 'user_id',
  orders: 'user_id',
  order_items: 'user_id',
  order_events: 'user_id',
  push_subscriptions: 'user_id',
};
/** Distributed by a key of their own (not a shopper's), each in a colocation group of its own. */
const OWN_KEY: Record<string, string> = {
  otp_challenges: 'phone',
  phone_verifications: 'token_hash',
  rate_limits: 'key',
  newsletter_subscribers: 'email',
  support_messages: 'id',
};
/** Reference tables: the catalog, copied to every node. */
/** And the shop's own few rows: its staff, their sessions and keys, its settings (decision 106). */
const REFERENCE = [
  'category_groups',
  'categories',
  'products',
  'staff',
  'staff_sessions',
  'staff_applied_changes',
  'shop_settings',
  'shop_holidays',
  'product_pictures',
  'activity_log',
];

/**
 * What Citus would refuse in today's schema, exactly as the record lists it ("Need changes"). Fixing one
 * fails the test as surely as adding one: then update the record and this list together.
 */
const KNOWN_VIOLATIONS = [
  'addresses: primary key (id) lacks user_id',
  'newsletter_subscribers: unique (confirm_token_hash) lacks email',
  'order_items: has no user_id',
  'order_items: primary key (order_id, product_id) lacks user_id',
  'order_items_order_id_orders_id_fk: order_items (order_id) → orders (id) must pair user_id with user_id',
  'order_events: has no user_id',
  'order_events: primary key (id) lacks user_id',
  'order_events_order_id_orders_id_fk: order_events (order_id) → orders (id) must pair user_id with user_id',
  'orders: unique (number) lacks user_id',
  'push_subscriptions: primary key (endpoint) lacks user_id',
  'orders: primary key (id) lacks user_id',
  'orders: user_id may be null',
  'orders_address_id_addresses_id_fk: orders (address_id) → addresses (id) must pair user_id with user_id',
  'orders_user_id_users_id_fk: orders (user_id) → users (id) sets the distribution column on delete (set null)',
  'reviews: primary key (id) lacks user_id',
  'sessions: primary key (token_hash) lacks user_id',
  'sessions: unique (id) lacks user_id',
  'support_messages_user_id_users_id_fk: support_messages (user_id) → users (id) crosses colocation groups',
  'users: unique (phone) lacks id',
].sort();

const tables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table));

type Kind = { kind: 'shopper'; column: string } | { kind: 'own'; column: string } | { kind: 'reference' };

function kindOf(name: string): Kind | undefined {
  if (name in SHOPPER_OWNED) return { kind: 'shopper', column: SHOPPER_OWNED[name] as string };
  if (name in OWN_KEY) return { kind: 'own', column: OWN_KEY[name] as string };
  if (REFERENCE.includes(name)) return { kind: 'reference' };
  return undefined;
}

/** Two distributed tables are co-located when both are shopper-owned; each own-key table is a group alone. */
function group(name: string, kind: Kind): string {
  return kind.kind === 'shopper' ? 'shopper' : name;
}

const list = (columns: string[]) => `(${columns.join(', ')})`;

type TableConfig = ReturnType<typeof getTableConfig>;

function violations(configs: TableConfig[], classify: (name: string) => Kind | undefined = kindOf): string[] {
  const found: string[] = [];
  for (const table of configs) {
    const kind = classify(table.name);
    if (!kind || kind.kind === 'reference') continue;
    const distribution = kind.column;

    const column = table.columns.find((c) => c.name === distribution);
    if (!column) found.push(`${table.name}: has no ${distribution}`);
    else if (!column.notNull) found.push(`${table.name}: ${distribution} may be null`);

    // Every primary key and unique constraint or index must include the distribution column.
    const keys: [string, string[]][] = [
      ...table.columns.filter((c) => c.primary).map((c): [string, string[]] => ['primary key', [c.name]]),
      ...table.primaryKeys.map((pk): [string, string[]] => ['primary key', pk.columns.map((c) => c.name)]),
      ...table.columns.filter((c) => c.isUnique).map((c): [string, string[]] => ['unique', [c.name]]),
      ...table.uniqueConstraints.map((u): [string, string[]] => ['unique', u.columns.map((c) => c.name)]),
      ...table.indexes
        .filter((index) => index.config.unique)
        // An expression in a unique index counts as a column that is not the distribution column.
        .map((index): [string, string[]] => [
          'unique',
          index.config.columns.map((c) => ('name' in c && typeof c.name === 'string' ? c.name : '<expression>')),
        ]),
    ];
    for (const [what, columns] of keys) {
      if (!columns.includes(distribution)) found.push(`${table.name}: ${what} ${list(columns)} lacks ${distribution}`);
    }
  }

  for (const table of configs) {
    for (const fk of table.foreignKeys) {
      const reference = fk.reference();
      const target = getTableConfig(reference.foreignTable);
      const from = reference.columns.map((c) => c.name);
      const to = reference.foreignColumns.map((c) => c.name);
      const name = `${fk.getName()}: ${table.name} ${list(from)} → ${target.name} ${list(to)}`;
      const source = classify(table.name);
      const referenced = classify(target.name);
      // Unclassified tables fail the classification test; nothing to judge here.
      if (!source || !referenced) continue;

      if (source.kind === 'reference') {
        if (referenced.kind !== 'reference') found.push(`${name} goes from a reference table to a distributed one`);
        continue;
      }
      const position = from.indexOf(source.column);
      if (position >= 0) {
        if (fk.onDelete === 'set null' || fk.onDelete === 'set default') {
          found.push(`${name} sets the distribution column on delete (${fk.onDelete})`);
        }
        if (fk.onUpdate === 'cascade' || fk.onUpdate === 'set null' || fk.onUpdate === 'set default') {
          found.push(`${name} changes the distribution column on update (${fk.onUpdate})`);
        }
      }
      if (referenced.kind === 'reference') continue;
      if (group(table.name, source) !== group(target.name, referenced)) {
        found.push(`${name} crosses colocation groups`);
      } else if (position < 0 || to[position] !== referenced.column) {
        found.push(`${name} must pair ${source.column} with ${referenced.column}`);
      }
    }
  }
  return found.sort();
}

describe('Citus-ready (decision 023)', () => {
  it('classifies every table of the schema, once', () => {
    const classified = [...Object.keys(SHOPPER_OWNED), ...Object.keys(OWN_KEY), ...REFERENCE];
    expect(new Set(classified).size, 'a table is in two lists').toBe(classified.length);
    const unclassified = tables.map((t) => t.name).filter((name) => !kindOf(name));
    expect(
      unclassified,
      'new tables: classify them in docs/decisions/023-every-table-classified-for-citus-no-new-violations.md and here',
    ).toEqual([]);
    const gone = classified.filter((name) => !tables.some((t) => t.name === name));
    expect(gone, 'classified tables missing from the schema: update the record and this test').toEqual([]);
  });

  it('finds exactly the known violations: no new cross-shopper foreign key, no new key without user_id', () => {
    expect(violations(tables)).toEqual(KNOWN_VIOLATIONS);
  });

  it('would catch a new shopper table whose foreign keys leave out user_id or cross groups', () => {
    const notes = pgTable(
      'order_notes',
      {
        userId: uuid('user_id').notNull(),
        orderId: uuid('order_id').notNull(),
        /** Wrong: a link to another order, by its id alone. */
        previousOrderId: uuid('previous_order_id').references(() => schema.orders.id),
        /** Wrong: to a table distributed by a key of its own. */
        phone: text('phone').references(() => schema.otpChallenges.phone),
        /** Fine: to a reference table. */
        productId: integer('product_id').references(() => schema.products.id),
      },
      (t) => [
        primaryKey({ columns: [t.userId, t.orderId] }),
        // Fine: through user_id, as the record asks.
        foreignKey({ columns: [t.userId, t.orderId], foreignColumns: [schema.orders.userId, schema.orders.id] }),
      ],
    );
    const classify = (name: string): Kind | undefined =>
      name === 'order_notes' ? { kind: 'shopper', column: 'user_id' } : kindOf(name);
    const added = violations([...tables, getTableConfig(notes)], classify).filter((v) => !KNOWN_VIOLATIONS.includes(v));
    expect(added).toEqual([
      'order_notes_phone_otp_challenges_phone_fk: order_notes (phone) → otp_challenges (phone) crosses colocation groups',
      'order_notes_previous_order_id_orders_id_fk: order_notes (previous_order_id) → orders (id) must pair user_id with user_id',
    ]);
  });
});
