import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FailureEnvelopeSchema } from '../../../contract/envelope';
import { EditUserResponseSchema, GetUserResponseSchema } from '../../../contract/user';
import { users } from '../../db/schema';
import { apiRequest, type Shopper, signedInShopper } from '../../test/shopper';
import { openTestShop, type TestShop } from '../../test/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(async () => {
  await shop.close();
});

async function expectFailure(response: Response, status: number, secrets: string[] = []) {
  expect(response.status).toBe(status);
  const text = await response.text();
  for (const secret of secrets) expect(text).not.toContain(secret);
  const body = v.parse(FailureEnvelopeSchema, JSON.parse(text));
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

async function storedUser(id: string) {
  const [row] = await shop.deps.db.select().from(users).where(eq(users.id, id));
  return row;
}

function profileBody(shopper: Shopper, changes: Record<string, unknown> = {}) {
  return {
    id: shopper.user.id,
    name: 'Ravi Kumar',
    email: 'Ravi.Kumar@Example.in',
    phone: shopper.user.phone,
    alternatePhone: '+91 98450 12345',
    ...changes,
  };
}

describe('GET /api/user/getUser', () => {
  it("answers with the signed-in shopper's profile and when the account was made, uncached", async () => {
    const shopper = await signedInShopper(shop, { alternatePhone: '+919845012345' });
    const response = await shopper.request('GET', '/api/user/getUser');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const stored = await storedUser(shopper.user.id);
    expect(v.parse(GetUserResponseSchema, await response.json()).data).toEqual({
      ...shopper.user,
      createdAt: stored?.createdAt.toISOString(),
    });
  });

  it('answers 401 without a session', async () => {
    await expectFailure(await apiRequest(shop, 'GET', '/api/user/getUser'), 401);
  });
});

describe('PUT /api/user/editUser', () => {
  it('updates name, e-mail and the alternate number, and answers with the profile', async () => {
    const shopper = await signedInShopper(shop);
    const response = await shopper.request('PUT', `/api/user/editUser?userId=${shopper.user.id}`, profileBody(shopper));
    expect(response.status).toBe(200);
    const body = v.parse(EditUserResponseSchema, await response.json());
    const expected = {
      id: shopper.user.id,
      name: 'Ravi Kumar',
      email: 'ravi.kumar@example.in',
      phone: shopper.user.phone,
      alternatePhone: '+919845012345',
      language: null,
    };
    expect(body.data).toEqual(expected);
    expect(body.message).toBe('Profile updated successfully!');
    const again = await shopper.request('GET', '/api/user/getUser');
    expect(v.parse(GetUserResponseSchema, await again.json()).data).toEqual({
      ...expected,
      createdAt: expect.any(String),
    });
    const session = await shopper.request('GET', '/api/auth/getSession');
    expect(((await session.json()) as { data: unknown }).data).toEqual(expected);
  });

  it('gives the same end state when the same edit is sent twice', async () => {
    const shopper = await signedInShopper(shop);
    const first = await shopper.request('PUT', '/api/user/editUser', profileBody(shopper));
    const second = await shopper.request('PUT', '/api/user/editUser', profileBody(shopper));
    expect(second.status).toBe(200);
    expect(((await second.json()) as { data: unknown }).data).toEqual(((await first.json()) as { data: unknown }).data);
  });

  it('works without userId, id and phone (the session says who)', async () => {
    const shopper = await signedInShopper(shop);
    const response = await shopper.request('PUT', '/api/user/editUser', { name: 'Only Name', email: 'o@example.in' });
    expect(v.parse(EditUserResponseSchema, await response.json()).data.name).toBe('Only Name');
  });

  it('keeps the alternate number when it is left out, and removes it for null or an empty string', async () => {
    const shopper = await signedInShopper(shop, { alternatePhone: '+919845012345' });
    const body = { name: 'A', email: 'a@example.in' };
    await shopper.request('PUT', '/api/user/editUser', body);
    expect((await storedUser(shopper.user.id))?.alternatePhone).toBe('+919845012345');
    await shopper.request('PUT', '/api/user/editUser', { ...body, alternatePhone: '' });
    expect((await storedUser(shopper.user.id))?.alternatePhone).toBeNull();
    await shopper.request('PUT', '/api/user/editUser', { ...body, alternatePhone: '9845012345' });
    expect((await storedUser(shopper.user.id))?.alternatePhone).toBe('+919845012345');
    await shopper.request('PUT', '/api/user/editUser', { ...body, alternatePhone: null });
    expect((await storedUser(shopper.user.id))?.alternatePhone).toBeNull();
  });

  it('refuses to change the phone number: it needs a new verification', async () => {
    const shopper = await signedInShopper(shop, { name: 'Unchanged' });
    const newPhone = '+919900112233';
    const response = await shopper.request('PUT', '/api/user/editUser', profileBody(shopper, { phone: newPhone }));
    const body = await expectFailure(response, 400, [newPhone, newPhone.slice(3)]);
    expect(body.message).toMatch(/verification/);
    expect(body.errors).toHaveProperty('phone');
    expect(await storedUser(shopper.user.id)).toMatchObject({ name: 'Unchanged', phone: shopper.user.phone });
    // The same number written another way is the same number.
    const national = shopper.user.phone.slice(3);
    const same = await shopper.request('PUT', '/api/user/editUser', profileBody(shopper, { phone: national }));
    expect(same.status).toBe(200);
  });

  it("refuses another shopper's userId or id with 403, changing nothing", async () => {
    const shopper = await signedInShopper(shop, { name: 'Mine' });
    const other = await signedInShopper(shop, { name: 'Theirs' });
    const viaQuery = await shopper.request(
      'PUT',
      `/api/user/editUser?userId=${other.user.id}`,
      profileBody(shopper, { id: undefined }),
    );
    await expectFailure(viaQuery, 403);
    const viaBody = await shopper.request('PUT', '/api/user/editUser', profileBody(shopper, { id: other.user.id }));
    await expectFailure(viaBody, 403);
    const unknownId = await shopper.request('PUT', `/api/user/editUser?userId=${randomUUID()}`, profileBody(shopper));
    await expectFailure(unknownId, 403);
    expect((await storedUser(shopper.user.id))?.name).toBe('Mine');
    expect((await storedUser(other.user.id))?.name).toBe('Theirs');
  });

  it('answers 401 without a session', async () => {
    const response = await apiRequest(shop, 'PUT', '/api/user/editUser', { name: 'X', email: 'x@example.in' });
    await expectFailure(response, 401);
  });

  it('refuses bad input with 400 naming the field, changing nothing', async () => {
    const shopper = await signedInShopper(shop, { name: 'Before' });
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'n'.repeat(101) }, 'name'],
      [{ name: 7 }, 'name'],
      [{ email: 'nope' }, 'email'],
      [{ email: `${'e'.repeat(250)}@example.in` }, 'email'],
      [{ alternatePhone: '123' }, 'alternatePhone'],
      [{ alternatePhone: 9845012345 }, 'alternatePhone'],
      [{ phone: 'not a phone' }, 'phone'],
      [{ id: 'not-a-uuid' }, 'id'],
    ];
    for (const [change, field] of cases) {
      const response = await shopper.request('PUT', '/api/user/editUser', profileBody(shopper, change));
      const body = await expectFailure(response, 400, ['not a phone', '9845012345']);
      expect(body.errors, JSON.stringify(change)).toHaveProperty(field);
    }
    await expectFailure(await shopper.request('PUT', '/api/user/editUser?userId=42', profileBody(shopper)), 400);
    await expectFailure(await shopper.request('PUT', '/api/user/editUser', '{"name":'), 400);
    expect((await storedUser(shopper.user.id))?.name).toBe('Before');
  });
});

describe('PUT /api/user/setLanguage', () => {
  it('keeps the chosen language on the account, and the session then carries it to the shopper’s other phones', async () => {
    const shopper = await signedInShopper(shop);
    expect((await storedUser(shopper.user.id))?.language).toBeNull();
    const response = await shopper.request('PUT', '/api/user/setLanguage', { language: 'hi' });
    expect(response.status).toBe(200);
    expect((await storedUser(shopper.user.id))?.language).toBe('hi');

    const session = await shopper.request('GET', '/api/auth/getSession');
    expect(((await session.json()) as { data: { language: string } }).data.language).toBe('hi');
  });

  it('refuses a language the shop does not speak, and answers 401 without a session', async () => {
    const shopper = await signedInShopper(shop);
    const refused = await expectFailure(await shopper.request('PUT', '/api/user/setLanguage', { language: 'fr' }), 400);
    expect(refused.errors?.language).toBeDefined();
    expect((await storedUser(shopper.user.id))?.language).toBeNull();
    await expectFailure(await apiRequest(shop, 'PUT', '/api/user/setLanguage', { language: 'hi' }), 401);
  });
});
