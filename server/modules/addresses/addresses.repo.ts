import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Address, AddressFields, AddressType } from '../../../contract/address';
import type { Db } from '../../db/client';
import { addresses, users } from '../../db/schema';

export type AddressRow = typeof addresses.$inferSelect;

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    phone: row.phone,
    phoneNumber: row.phone,
    alternatePhone: row.alternatePhone,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    landmark: row.landmark,
    district: row.district,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    country: row.country,
    type: row.type === 'billing' ? 'billing' : 'shipping',
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}

export function listAddresses(db: Db, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.createdAt), asc(addresses.id));
}

export function findAddress(db: Db, userId: string, id: string): Promise<AddressRow | undefined> {
  return db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .then((rows) => rows[0]);
}

/**
 * Every change to a shopper's address book runs in a transaction that first locks the
 * shopper's row, so two concurrent changes cannot both decide they are "the first address
 * of its type" and leave two defaults, or none.
 */
function lockAddressBook(tx: Db, userId: string) {
  return tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

function unsetDefault(tx: Db, userId: string, type: AddressType, exceptId?: string) {
  const conditions = [eq(addresses.userId, userId), eq(addresses.type, type), eq(addresses.isDefault, true)];
  if (exceptId) conditions.push(ne(addresses.id, exceptId));
  return tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(...conditions));
}

/** After the default of a type went away, its oldest remaining address of that type takes over. */
async function promoteOldest(tx: Db, userId: string, type: string) {
  const [next] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.type, type)))
    .orderBy(asc(addresses.createdAt), asc(addresses.id))
    .limit(1);
  if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
}

async function hasDefault(tx: Db, userId: string, type: string, exceptId?: string): Promise<boolean> {
  const conditions = [eq(addresses.userId, userId), eq(addresses.type, type), eq(addresses.isDefault, true)];
  if (exceptId) conditions.push(ne(addresses.id, exceptId));
  const [row] = await tx
    .select({ n: count() })
    .from(addresses)
    .where(and(...conditions));
  return (row?.n ?? 0) > 0;
}

function sameAddress(row: AddressRow, fields: AddressFields): boolean {
  return (
    row.name === fields.name &&
    row.phone === fields.phone &&
    row.alternatePhone === fields.alternatePhone &&
    row.addressLine1 === fields.addressLine1 &&
    row.addressLine2 === fields.addressLine2 &&
    row.landmark === fields.landmark &&
    row.district === fields.district &&
    row.city === fields.city &&
    row.state === fields.state &&
    row.postalCode === fields.postalCode &&
    row.country === fields.country &&
    row.type === fields.type
  );
}

export type AddResult =
  | { kind: 'created'; row: AddressRow }
  /** The same address was already in the book (a retried submission): nothing new was stored. */
  | { kind: 'existing'; row: AddressRow }
  | { kind: 'full' };

export function addAddress(db: Db, userId: string, fields: AddressFields, now: Date, max: number): Promise<AddResult> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const book = await listAddresses(tx, userId);
    const same = book.find((row) => sameAddress(row, fields));
    if (same) {
      if (fields.isDefault && !same.isDefault) {
        await unsetDefault(tx, userId, fields.type);
        const [row] = await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, same.id)).returning();
        return { kind: 'existing', row: row ?? same };
      }
      return { kind: 'existing', row: same };
    }
    if (book.length >= max) return { kind: 'full' };

    const typeHasDefault = book.some((row) => row.type === fields.type && row.isDefault);
    const isDefault = fields.isDefault === true || !typeHasDefault;
    if (isDefault && typeHasDefault) await unsetDefault(tx, userId, fields.type);
    const [row] = await tx
      .insert(addresses)
      .values({ ...fields, userId, isDefault, createdAt: now })
      .returning();
    if (!row) throw new Error('address insert returned no row');
    return { kind: 'created', row };
  });
}

export type EditResult =
  | { kind: 'updated'; row: AddressRow }
  | { kind: 'not-found' }
  /** Unchecking the default of a type would leave that type without one. */
  | { kind: 'last-default'; type: AddressType };

export function editAddress(db: Db, userId: string, id: string, fields: AddressFields): Promise<EditResult> {
  return db.transaction(async (tx): Promise<EditResult> => {
    await lockAddressBook(tx, userId);
    const current = await findAddress(tx, userId, id);
    if (!current) return { kind: 'not-found' };

    let isDefault: boolean;
    if (fields.type === current.type) {
      isDefault = fields.isDefault ?? current.isDefault;
      if (current.isDefault && !isDefault) return { kind: 'last-default', type: fields.type };
    } else {
      // Moving to another type: it becomes that type's default when asked to, or when it is the first of it.
      isDefault = fields.isDefault === true || !(await hasDefault(tx, userId, fields.type, id));
    }
    if (isDefault) await unsetDefault(tx, userId, fields.type, id);

    const [row] = await tx
      .update(addresses)
      .set({ ...fields, isDefault })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    if (!row) throw new Error('address update returned no row');
    if (fields.type !== current.type && current.isDefault) await promoteOldest(tx, userId, current.type);
    return { kind: 'updated', row };
  });
}

/** False when the shopper has no such address. */
export function deleteAddress(db: Db, userId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const [removed] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    if (!removed) return false;
    if (removed.isDefault) await promoteOldest(tx, userId, removed.type);
    return true;
  });
}
