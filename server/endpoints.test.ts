import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBCATEGORY_IDS } from '../contract/categories';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH } from '../contract/changes';
import { allEndpoints, endpoints } from '../contract/endpoints';
import { liveStreams } from '../contract/endpoints/streams';
import { type Described, describedEndpoints } from './http/openapi';
import { firstCodOrder } from './test/http-browser';
import { apiRequest, signedInShopper } from './test/shopper';
import { signedInStaff } from './test/staff';
import { openTestShop, type TestShop } from './test/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(async () => {
  await shop.close();
});

/** Every call with what contract/endpoints/descriptions.ts says of it. */
const calls = describedEndpoints();

/** The document describing the table is served beside it, not listed in it. */
const ABOUT_THE_TABLE = ['GET /api/openapi.json'];
/** The live streams answer text/event-stream, not an envelope: listed apart (contract/endpoints/streams.ts). */
const STREAMS = Object.values(liveStreams).map((stream) => `GET ${stream.path}`);

describe("the contract's table of endpoints", () => {
  it('lists every route the app serves under /api, and the app serves every endpoint it lists', () => {
    const served = new Set(
      shop.app.routes
        // Middleware (use, and the catch-all 404) is registered for every method.
        .filter((route) => route.path.startsWith('/api/') && route.method !== 'ALL')
        .map((route) => `${route.method} ${route.path}`),
    );
    const listed = allEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);

    expect(new Set(listed).size).toBe(listed.length);
    expect([...served].filter((route) => !ABOUT_THE_TABLE.includes(route)).sort()).toEqual(
      [...listed, ...STREAMS].sort(),
    );
  });

  it('is published as an OpenAPI 3.1 document at /api/openapi.json, every endpoint with its schemas', async () => {
    const response = await shop.app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as OpenApiDocument;
    expect(document.openapi).toBe('3.1.0');

    const described = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(described.sort()).toEqual([...allEndpoints.map((e) => `${e.method} ${e.path}`), ...STREAMS].sort());
    for (const stream of Object.values(liveStreams)) {
      const answer = document.paths[stream.path]?.get?.responses['200']?.content;
      expect(Object.keys(answer ?? {}), stream.path).toEqual(['text/event-stream']);
      expect(answer?.['text/event-stream']?.schema.properties, stream.path).toHaveProperty(
        stream.path === liveStreams.catalogEvents.path ? 'ids' : 'number',
      );
    }

    for (const endpoint of calls) {
      const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      const content = operation?.responses[String(endpoint.succeeds?.[0] ?? 200)]?.content;
      if (endpoint.download) {
        // A file to save (the owner's CSV, decision 116): its type, no envelope.
        expect(Object.keys(content ?? {}), endpoint.path).toEqual([endpoint.download]);
      } else {
        const answer = content?.['application/json']?.schema;
        expect(answer?.properties, endpoint.path).toHaveProperty('data');
        expect(answer?.properties?.success, endpoint.path).toEqual({ const: true });
      }
      const body = operation?.requestBody?.content;
      if (endpoint.body) expect(body?.['application/json']?.schema.type, endpoint.path).toBe('object');
      else if (endpoint.form)
        expect(body?.['multipart/form-data']?.schema.properties, endpoint.path).toHaveProperty(endpoint.file ?? 'file');
      else if (endpoint.upload) expect(body?.[endpoint.upload]?.schema.type, endpoint.path).toBe('string');
      else expect(body, endpoint.path).toBeUndefined();
      const inQuery = (operation?.parameters ?? []).filter((parameter) => parameter.in === 'query');
      expect(inQuery.length > 0, endpoint.path).toBe(endpoint.query !== undefined);
    }
    // A query's fields become parameters, with what the server requires.
    const listing = document.paths['/api/user/product/getProductsByCategory']?.get;
    expect(listing?.parameters).toContainEqual(
      expect.objectContaining({ name: 'category', in: 'query', required: true }),
    );
  });

  it('says which calls need the session cookie, and the server asks for it on exactly those', async () => {
    for (const endpoint of calls) {
      // No cookie, and an empty request: behind sign-in that is a 401 before anything else is read.
      const response = await apiRequest(shop, endpoint.method, endpoint.path, endpoint.body ? {} : undefined);
      const label = `${endpoint.method} ${endpoint.path}`;
      if (endpoint.session === 'required' || endpoint.staff) expect(response.status, label).toBe(401);
      else expect(response.status, label).not.toBe(401);
    }
  });

  it('says which calls apply a change once by its Idempotency-Key, and those check the key', async () => {
    const { cart, wishlist, orders, shop: staffCalls, shopCatalog, shopHours } = endpoints;
    const orderId = randomUUID();
    const riderId = randomUUID();
    // A request each that passes its schema, so the key is what is looked at next.
    const samples = new Map<Described, { path?: string; body?: unknown }>([
      [call(cart.add), { body: { productId: 1 } }],
      [call(cart.updateCart), { body: { productId: 1, quantity: 1 } }],
      [call(wishlist.add), { body: { productId: 1 } }],
      [call(wishlist.deleteWishlistItem), { path: `${wishlist.deleteWishlistItem.path}?productId=1` }],
      [call(wishlist.moveToCart), { body: { productId: 1 } }],
      [call(orders.confirmOrder), { body: firstCodOrder(randomUUID(), [{ productId: 1, quantity: 1, price: 10 }]) }],
      [call(orders.cancelOrder), { body: { orderId: randomUUID() } }],
      [call(staffCalls.acceptOrder), { body: { orderId } }],
      [call(staffCalls.cancelOrderByShop), { body: { orderId, reason: 'out_of_stock' } }],
      [call(staffCalls.changeLine), { body: { orderId, productId: 1, quantity: 0 } }],
      [call(staffCalls.packOrder), { body: { orderId } }],
      [call(staffCalls.handToRider), { body: { orderId, riderId } }],
      [call(staffCalls.deliverOrder), { body: { orderId, paidBy: 'cash' } }],
      [call(staffCalls.cashReceived), { body: { riderId } }],
      [call(shopCatalog.updateProduct), { body: { productId: 1, stock: 5 } }],
      [
        call(shopCatalog.addProduct),
        {
          body: {
            name: 'Pickle',
            brand: 'Ghar',
            category: SUBCATEGORY_IDS[0],
            packSize: '1 kg',
            price: 10,
            mrp: 10,
            stock: 1,
            description: 'Sour',
          },
        },
      ],
      [call(shopHours.pauseOrders), { body: { minutes: 15, reason: 'Stock arriving' } }],
      [call(shopHours.resumeOrders), {}],
    ]);
    expect([...samples.keys()]).toEqual(calls.filter((e) => e.idempotencyKey === 'change'));

    const shopper = await signedInShopper(shop);
    const owner = await signedInStaff(shop, 'owner');
    const tooLong = 'k'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH + 1);
    for (const [endpoint, sample] of samples) {
      const caller = endpoint.staff ? owner : shopper;
      const response = await caller.request(endpoint.method, sample.path ?? endpoint.path, sample.body, {
        [IDEMPOTENCY_KEY_HEADER]: tooLong,
      });
      expect(response.status, endpoint.path).toBe(400);
      expect(((await response.json()) as { errors?: object }).errors, endpoint.path).toHaveProperty([
        IDEMPOTENCY_KEY_HEADER,
      ]);
    }
  });

  it("describes each call's summary, session, key and every refusal it can give, with the failure envelope", async () => {
    const document = (await (await shop.app.request('/api/openapi.json')).json()) as OpenApiDocument;
    const scheme = document.components.securitySchemes.session;
    expect(scheme).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'kirana_session' });

    for (const endpoint of calls) {
      const label = `${endpoint.method} ${endpoint.path}`;
      const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      expect(operation?.summary, label).toBe(endpoint.summary);
      const security = { required: [{ session: [] }], optional: [{}, { session: [] }], none: [] };
      expect(operation?.security, label).toEqual(
        endpoint.staff ? [{ staffSession: [] }] : security[endpoint.session ?? 'none'],
      );

      const statuses = Object.keys(operation?.responses ?? {});
      expect(statuses.includes('401'), label).toBe(
        endpoint.session === 'required' || !!endpoint.staff || !!endpoint.refuses?.includes(401),
      );
      expect(statuses.includes('422'), label).toBe(endpoint.idempotencyKey === 'change');
      expect(statuses.includes('403'), label).toBe(
        endpoint.method !== 'GET' || !!endpoint.staff || !!endpoint.refuses?.includes(403),
      );
      for (const status of [400, ...(endpoint.refuses ?? [])]) expect(statuses, label).toContain(String(status));
      for (const status of endpoint.succeeds ?? [200]) expect(statuses, label).toContain(String(status));

      const keyed = (operation?.parameters ?? []).some((p) => p.$ref?.endsWith('Key'));
      expect(keyed, label).toBe(endpoint.idempotencyKey !== undefined);
    }
    // Each refusal is the failure envelope (confirmOrder's 409 may also carry today's prices).
    for (const [status, answer] of Object.entries(document.components.responses)) {
      expect(Number(status)).toBeGreaterThanOrEqual(400);
      expect(answer.content['application/json']?.schema).toEqual({ $ref: '#/components/schemas/Failure' });
    }
    expect(document.components.schemas.Failure?.properties?.success).toEqual({ const: false });
    const priceConflict = document.paths[endpoints.orders.confirmOrder.path]?.post?.responses['409'];
    expect(priceConflict?.content?.['application/json']?.schema.anyOf).toHaveLength(2);
  });
});

/** The described call of an entry of the table. */
function call(entry: { method: string; path: string }): Described {
  const found = calls.find((c) => c.method === entry.method && c.path === entry.path);
  if (!found) throw new Error(`${entry.method} ${entry.path} is not in the table`);
  return found;
}

interface JsonSchemaLike {
  type?: string;
  const?: unknown;
  $ref?: string;
  anyOf?: JsonSchemaLike[];
  properties?: Record<string, JsonSchemaLike>;
}
type Content = Record<string, { schema: JsonSchemaLike }>;
interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        summary?: string;
        security?: Record<string, string[]>[];
        parameters?: { name: string; in: string; required: boolean; $ref?: string }[];
        requestBody?: { content: Content };
        responses: Record<string, { content: Content }>;
      }
    >
  >;
  components: {
    schemas: Record<string, JsonSchemaLike>;
    responses: Record<string, { content: Content }>;
    securitySchemes: Record<string, object>;
  };
}
