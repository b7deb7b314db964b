import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Address,
  AddressListResponseSchema,
  AddressResponseSchema,
  DeleteAddressResponseSchema,
  lastDefaultMessage,
  MAX_ADDRESSES,
} from '../../../contract/address';
import { FailureEnvelopeSchema } from '../../../contract/envelope';
import { addresses } from '../../db/schema';
import { apiRequest, type Shopper, signedInShopper } from '../../test/shopper';
import { openTestShop, type TestShop } from '../../test/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(async () => {
  await shop.close();
});

const BASE = '/api/user/address';

const home = {
  name: 'Home',
  phone: '98765 43210',
  addressLine1: '12 MG Road',
  addressLine2: 'Flat 4B',
  landmark: 'Near the metro',
  district: 'Bengaluru Urban',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
};

async function expectFailure(response: Response, status: number) {
  expect(response.status).toBe(status);
  const body = v.parse(FailureEnvelopeSchema, await response.json());
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

async function add(shopper: Shopper, body: Record<string, unknown>): Promise<Address> {
  // Distinct creation times keep "oldest" and list order deterministic.
  shop.clock.advance(1000);
  const response = await shopper.request('POST', `${BASE}/addAddress`, body);
  expect(response.status).toBe(201);
  return v.parse(AddressResponseSchema, await response.json()).data;
}

async function list(shopper: Shopper): Promise<Address[]> {
  const response = await shopper.request('GET', `${BASE}/getUserAddresses?userId=${shopper.user.id}`);
  expect(response.status).toBe(200);
  return v.parse(AddressListResponseSchema, await response.json()).data;
}

function rowsOf(userId: string) {
  return shop.deps.db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.createdAt));
}

function defaultsOf(book: Address[], type: string) {
  return book.filter((a) => a.type === type && a.isDefault).map((a) => a.id);
}

describe('without a session', () => {
  it('answers 401 to every address call and stores nothing', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls: [string, string, unknown?][] = [
      ['GET', `${BASE}/getUserAddresses`],
      ['POST', `${BASE}/addAddress`, home],
      ['PUT', `${BASE}/editAddress`, { ...home, id }],
      ['DELETE', `${BASE}/deleteAddress?id=${id}`],
    ];
    for (const [method, path, body] of calls) {
      await expectFailure(await apiRequest(shop, method, path, body), 401);
    }
    expect(await shop.deps.db.select().from(addresses)).toHaveLength(0);
  });
});

describe('POST /api/user/address/addAddress', () => {
  it('stores the address, normalises the phone, defaults country and type, and makes the first one default', async () => {
    const shopper = await signedInShopper(shop);
    shop.clock.advance(1000);
    const response = await shopper.request('POST', `${BASE}/addAddress`, { ...home, userId: shopper.user.id });
    expect(response.status).toBe(201);
    const body = v.parse(AddressResponseSchema, await response.json());
    expect(body.message).toBe('Address added successfully!');
    expect(body.data).toMatchObject({
      userId: shopper.user.id,
      name: 'Home',
      phone: '+919876543210',
      phoneNumber: '+919876543210',
      alternatePhone: null,
      addressLine1: '12 MG Road',
      addressLine2: 'Flat 4B',
      landmark: 'Near the metro',
      district: 'Bengaluru Urban',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
      country: 'India',
      type: 'shipping',
      isDefault: true,
    });
    expect(body.data.createdAt).toBe(shop.clock.now().toISOString());
    const [row] = await rowsOf(shopper.user.id);
    expect(row?.id).toBe(body.data.id);
  });

  it('accepts phoneNumber for phone, an alternate phone and the address book countries', async () => {
    const shopper = await signedInShopper(shop);
    const { phone: _phone, ...withoutPhone } = home;
    const saved = await add(shopper, {
      ...withoutPhone,
      phoneNumber: '+1 (415) 555-0100',
      alternatePhone: '9123456780',
      country: 'United States',
      postalCode: '94103',
      state: 'California',
      city: 'San Francisco',
    });
    expect(saved.phone).toBe('+14155550100');
    expect(saved.alternatePhone).toBe('+919123456780');
    expect(saved.country).toBe('United States');
  });

  it("stores the checkout form's Home/Work type as a shipping address labelled Home/Work", async () => {
    const shopper = await signedInShopper(shop);
    const { name: _name, ...unnamed } = home;
    const saved = await add(shopper, { ...unnamed, type: 'Work' });
    expect(saved).toMatchObject({ name: 'Work', type: 'shipping', isDefault: true });
    const named = await add(shopper, { ...home, name: 'Ravi Kumar', addressLine1: '7 Park Street', type: 'Home' });
    expect(named).toMatchObject({ name: 'Ravi Kumar', type: 'shipping', isDefault: false });
  });

  it('keeps one default per type: a new default replaces the old one, and billing has its own', async () => {
    const shopper = await signedInShopper(shop);
    const first = await add(shopper, home);
    const second = await add(shopper, { ...home, name: 'Work', addressLine1: '1 Residency Road' });
    expect(second.isDefault).toBe(false);
    const billing = await add(shopper, { ...home, name: 'Billing', type: 'billing' });
    expect(billing.isDefault).toBe(true);
    let book = await list(shopper);
    expect(defaultsOf(book, 'shipping')).toEqual([first.id]);

    const third = await add(shopper, { ...home, name: 'Parents', addressLine1: '3 Lake View', isDefault: true });
    expect(third.isDefault).toBe(true);
    book = await list(shopper);
    expect(defaultsOf(book, 'shipping')).toEqual([third.id]);
    expect(defaultsOf(book, 'billing')).toEqual([billing.id]);
    expect(book.map((a) => a.id)).toEqual([first.id, second.id, billing.id, third.id]);
  });

  it('does not duplicate a replayed submission: the same address comes back with 200', async () => {
    const shopper = await signedInShopper(shop);
    const first = await add(shopper, home);
    const again = await shopper.request('POST', `${BASE}/addAddress`, home);
    expect(again.status).toBe(200);
    expect(v.parse(AddressResponseSchema, await again.json()).data.id).toBe(first.id);
    expect(await rowsOf(shopper.user.id)).toHaveLength(1);
  });

  it('names each missing required field with 400 and stores nothing', async () => {
    const shopper = await signedInShopper(shop);
    const required: [keyof typeof home, string][] = [
      ['name', 'name'],
      ['phone', 'phone'],
      ['addressLine1', 'addressLine1'],
      ['city', 'city'],
      ['state', 'state'],
      ['postalCode', 'postalCode'],
    ];
    for (const [field, named] of required) {
      const { [field]: _omitted, ...rest } = home;
      const body = await expectFailure(await shopper.request('POST', `${BASE}/addAddress`, rest), 400);
      expect(body.message).toContain(named);
      expect(body.errors?.[named]).toBeDefined();
      const blank = await expectFailure(
        await shopper.request('POST', `${BASE}/addAddress`, { ...home, [field]: '  ' }),
        400,
      );
      expect(blank.errors?.[named]).toBeDefined();
    }
    expect(await rowsOf(shopper.user.id)).toHaveLength(0);
  });

  it('refuses wrong types, over-long text, unknown countries and types, bad postal codes and phones', async () => {
    const shopper = await signedInShopper(shop);
    const bad: [Record<string, unknown>, string][] = [
      [{ ...home, phone: 9876543210 }, 'phone'],
      [{ ...home, phone: '12345' }, 'phone'],
      [{ ...home, alternatePhone: 'call me' }, 'alternatePhone'],
      [{ ...home, isDefault: 'yes' }, 'isDefault'],
      [{ ...home, city: 'x'.repeat(101) }, 'city'],
      [{ ...home, addressLine1: 'x'.repeat(201) }, 'addressLine1'],
      [{ ...home, name: 'x'.repeat(101) }, 'name'],
      [{ ...home, country: 'Narnia' }, 'country'],
      [{ ...home, type: 'secret' }, 'type'],
      [{ ...home, postalCode: '56001' }, 'postalCode'],
      [{ ...home, postalCode: '<script>' }, 'postalCode'],
      [{ ...home, userId: 'not-a-uuid' }, 'userId'],
      [{ ...home, landmark: ['a'] }, 'landmark'],
    ];
    for (const [body, field] of bad) {
      const failure = await expectFailure(await shopper.request('POST', `${BASE}/addAddress`, body), 400);
      expect(failure.errors?.[field]).toBeDefined();
      expect(JSON.stringify(failure)).not.toContain('98765');
    }
    expect(await rowsOf(shopper.user.id)).toHaveLength(0);
  });

  it('refuses malformed JSON with 400', async () => {
    const shopper = await signedInShopper(shop);
    await expectFailure(await shopper.request('POST', `${BASE}/addAddress`, '{"name":'), 400);
    await expectFailure(await shopper.request('POST', `${BASE}/addAddress`, '[]'), 400);
    expect(await rowsOf(shopper.user.id)).toHaveLength(0);
  });

  it("refuses another shopper's userId with 403 and stores nothing", async () => {
    const shopper = await signedInShopper(shop);
    const other = await signedInShopper(shop);
    await expectFailure(await shopper.request('POST', `${BASE}/addAddress`, { ...home, userId: other.user.id }), 403);
    expect(await rowsOf(shopper.user.id)).toHaveLength(0);
    expect(await rowsOf(other.user.id)).toHaveLength(0);
  });

  it(`keeps the book to ${MAX_ADDRESSES} addresses`, async () => {
    const shopper = await signedInShopper(shop);
    for (let i = 0; i < MAX_ADDRESSES; i++) await add(shopper, { ...home, addressLine1: `${i} MG Road` });
    await expectFailure(
      await shopper.request('POST', `${BASE}/addAddress`, { ...home, addressLine1: 'One too many' }),
      409,
    );
    expect(await rowsOf(shopper.user.id)).toHaveLength(MAX_ADDRESSES);
  });
});

describe('GET /api/user/address/getUserAddresses', () => {
  it("lists only the shopper's own addresses, oldest first; an empty book is an empty list", async () => {
    const shopper = await signedInShopper(shop);
    const other = await signedInShopper(shop);
    expect(await list(shopper)).toEqual([]);
    const a = await add(shopper, home);
    const b = await add(shopper, { ...home, name: 'Work', addressLine1: '9 Brigade Road' });
    await add(other, home);
    expect((await list(shopper)).map((x) => x.id)).toEqual([a.id, b.id]);
    // userId is optional: the session decides whose book it is.
    const response = await shopper.request('GET', `${BASE}/getUserAddresses`);
    expect(v.parse(AddressListResponseSchema, await response.json()).data).toHaveLength(2);
  });

  it("refuses another shopper's userId with 403 and a malformed one with 400", async () => {
    const shopper = await signedInShopper(shop);
    const other = await signedInShopper(shop);
    await add(other, home);
    await expectFailure(await shopper.request('GET', `${BASE}/getUserAddresses?userId=${other.user.id}`), 403);
    await expectFailure(await shopper.request('GET', `${BASE}/getUserAddresses?userId=42`), 400);
  });
});

describe('PUT /api/user/address/editAddress', () => {
  it('replaces the fields of the address and keeps its default flag when none is sent', async () => {
    const shopper = await signedInShopper(shop);
    const saved = await add(shopper, home);
    const response = await shopper.request('PUT', `${BASE}/editAddress?userId=${shopper.user.id}`, {
      ...saved,
      isDefault: undefined,
      addressLine1: '14 MG Road',
      city: 'Mysuru',
      postalCode: '570001',
    });
    expect(response.status).toBe(200);
    const body = v.parse(AddressResponseSchema, await response.json());
    expect(body.message).toBe('Address updated successfully!');
    expect(body.data).toMatchObject({ id: saved.id, addressLine1: '14 MG Road', city: 'Mysuru', isDefault: true });
    const [row] = await rowsOf(shopper.user.id);
    expect(row).toMatchObject({ addressLine1: '14 MG Road', city: 'Mysuru', postalCode: '570001', isDefault: true });
  });

  it('moves the default when another address is made default, in one step', async () => {
    const shopper = await signedInShopper(shop);
    const first = await add(shopper, home);
    const second = await add(shopper, { ...home, name: 'Work', addressLine1: '1 Residency Road' });
    const response = await shopper.request('PUT', `${BASE}/editAddress`, { ...second, isDefault: true });
    expect(response.status).toBe(200);
    const book = await list(shopper);
    expect(defaultsOf(book, 'shipping')).toEqual([second.id]);
    expect(book.find((a) => a.id === first.id)?.isDefault).toBe(false);
  });

  it('blocks unchecking the only default of its type with the exact message, changing nothing', async () => {
    const shopper = await signedInShopper(shop);
    const first = await add(shopper, home);
    await add(shopper, { ...home, name: 'Work', addressLine1: '1 Residency Road' });
    const response = await shopper.request('PUT', `${BASE}/editAddress`, {
      ...first,
      isDefault: false,
      city: 'Changed',
    });
    const body = await expectFailure(response, 409);
    expect(body.message).toBe(
      'At least one default shipping address is required. Set another address as default before unchecking this one.',
    );
    const billing = await add(shopper, { ...home, type: 'billing' });
    const billingRefusal = await expectFailure(
      await shopper.request('PUT', `${BASE}/editAddress`, { ...billing, isDefault: false }),
      409,
    );
    expect(billingRefusal.message).toBe(lastDefaultMessage('billing'));
    const book = await list(shopper);
    expect(book.find((a) => a.id === first.id)).toMatchObject({ city: 'Bengaluru', isDefault: true });
    expect(defaultsOf(book, 'billing')).toEqual([billing.id]);
  });

  it('moving the default to another type hands its old type to the oldest remaining address', async () => {
    const shopper = await signedInShopper(shop);
    const first = await add(shopper, home);
    const second = await add(shopper, { ...home, name: 'Work', addressLine1: '1 Residency Road' });
    const third = await add(shopper, { ...home, name: 'Other', addressLine1: '5 Church Street' });
    const response = await shopper.request('PUT', `${BASE}/editAddress`, { ...first, type: 'billing' });
    expect(response.status).toBe(200);
    const book = await list(shopper);
    expect(defaultsOf(book, 'shipping')).toEqual([second.id]);
    expect(defaultsOf(book, 'billing')).toEqual([first.id]);
    expect(book.find((a) => a.id === third.id)?.isDefault).toBe(false);
  });

  it('is idempotent: the same edit twice lands on the same address book', async () => {
    const shopper = await signedInShopper(shop);
    const saved = await add(shopper, home);
    const edit = { ...saved, landmark: 'Opposite the park' };
    await shopper.request('PUT', `${BASE}/editAddress`, edit);
    const before = await rowsOf(shopper.user.id);
    const again = await shopper.request('PUT', `${BASE}/editAddress`, edit);
    expect(again.status).toBe(200);
    expect(await rowsOf(shopper.user.id)).toEqual(before);
  });

  it("answers 404 for another shopper's address and for an unknown id, changing nothing", async () => {
    const shopper = await signedInShopper(shop);
    const other = await signedInShopper(shop);
    const theirs = await add(other, home);
    const before = await rowsOf(other.user.id);
    const { userId: _theirId, ...theirFields } = theirs;
    await expectFailure(await shopper.request('PUT', `${BASE}/editAddress`, { ...theirFields, city: 'Hijacked' }), 404);
    await expectFailure(await shopper.request('PUT', `${BASE}/editAddress`, { ...theirs, city: 'Hijacked' }), 403);
    await expectFailure(
      await shopper.request('PUT', `${BASE}/editAddress`, { ...home, id: '00000000-0000-4000-8000-000000000000' }),
      404,
    );
    expect(await rowsOf(other.user.id)).toEqual(before);
    expect(await rowsOf(shopper.user.id)).toHaveLength(0);
  });

  it("refuses another shopper's userId (query or body) with 403, and a missing or malformed id with 400", async () => {
    const shopper = await signedInShopper(shop);
    const other = await signedInShopper(shop);
    const saved = await add(shopper, home);
    const change = { ...saved, city: 'Changed' };
    await expectFailure(await shopper.request('PUT', `${BASE}/editAddress?userId=${other.user.id}`, change), 403);
    await expectFailure(await shopper.request('PUT', `${BASE}/editAddress`, { ...change, userId: other.user.id }), 403);
    const { id: _id, ...withoutId } = change;
    const missing = await expectFailure(await shopper.request('PUT', `${BASE}/editAddress`, withoutId), 400);
    expect(missing.errors?.id).toBeDefined();
    await expectFailure(await shopper.request('PUT', `${BASE}/editAddress`, { ...change, id: 'abc' }), 400);
    await expectFailure(await shopper.request('PUT', `${BASE}/editAddress`, '{"id":'), 400);
    await expectFailure(await shopper.request('PUT', `${BASE}/editAddress`, { ...change, city: '' }), 400);
    const [row] = await rowsOf(shopper.user.id);
    expect(row?.city).toBe('Bengaluru');
  });
});

describe('DELETE /api/user/address/deleteAddress', () => {
  it('deletes the address; deleting the default promotes the oldest remaining one of its type', async () => {
    const shopper = await signedInShopper(shop);
    const first = await add(shopper, home);
    const billing = await add(shopper, { ...home, type: 'billing' });
    const second = await add(shopper, { ...home, name: 'Work', addressLine1: '1 Residency Road' });
    const third = await add(shopper, { ...home, name: 'Other', addressLine1: '5 Church Street' });
    const response = await shopper.request('DELETE', `${BASE}/deleteAddress?id=${first.id}&userId=${shopper.user.id}`);
    expect(response.status).toBe(200);
    const body = v.parse(DeleteAddressResponseSchema, await response.json());
    expect(body.message).toBe('Address deleted successfully.');
    const book = await list(shopper);
    expect(book.map((a) => a.id)).toEqual([billing.id, second.id, third.id]);
    expect(defaultsOf(book, 'shipping')).toEqual([second.id]);
    expect(defaultsOf(book, 'billing')).toEqual([billing.id]);

    // A replay finds nothing to delete and changes nothing more.
    await expectFailure(await shopper.request('DELETE', `${BASE}/deleteAddress?id=${first.id}`), 404);
    expect(await list(shopper)).toEqual(book);
  });

  it('deleting a non-default address leaves the default alone; the last one can go', async () => {
    const shopper = await signedInShopper(shop);
    const first = await add(shopper, home);
    const second = await add(shopper, { ...home, name: 'Work', addressLine1: '1 Residency Road' });
    expect((await shopper.request('DELETE', `${BASE}/deleteAddress?id=${second.id}`)).status).toBe(200);
    expect(defaultsOf(await list(shopper), 'shipping')).toEqual([first.id]);
    expect((await shopper.request('DELETE', `${BASE}/deleteAddress?id=${first.id}`)).status).toBe(200);
    expect(await list(shopper)).toEqual([]);
  });

  it("answers 404 for another shopper's address, 403 for their userId, 400 for a malformed id, changing nothing", async () => {
    const shopper = await signedInShopper(shop);
    const other = await signedInShopper(shop);
    const theirs = await add(other, home);
    await expectFailure(await shopper.request('DELETE', `${BASE}/deleteAddress?id=${theirs.id}`), 404);
    await expectFailure(
      await shopper.request('DELETE', `${BASE}/deleteAddress?id=${theirs.id}&userId=${other.user.id}`),
      403,
    );
    await expectFailure(await shopper.request('DELETE', `${BASE}/deleteAddress?id=1`), 400);
    await expectFailure(await shopper.request('DELETE', `${BASE}/deleteAddress`), 400);
    expect(await rowsOf(other.user.id)).toHaveLength(1);
  });
});
