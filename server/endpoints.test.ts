import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../contract/endpoints';
import { openTestShop, type TestShop } from './test/test-shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await openTestShop();
});
afterAll(async () => {
  await shop.close();
});

/** The document describing the table is served beside it, not listed in it. */
const ABOUT_THE_TABLE = ['GET /api/openapi.json'];

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
    expect([...served].filter((route) => !ABOUT_THE_TABLE.includes(route)).sort()).toEqual([...listed].sort());
  });

  it('is published as an OpenAPI 3.1 document at /api/openapi.json, every endpoint with its schemas', async () => {
    const response = await shop.app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as OpenApiDocument;
    expect(document.openapi).toBe('3.1.0');

    const described = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(described.sort()).toEqual(allEndpoints.map((e) => `${e.method} ${e.path}`).sort());

    for (const endpoint of allEndpoints) {
      const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      const answer = operation?.responses['200']?.content['application/json']?.schema;
      expect(answer?.properties, endpoint.path).toHaveProperty('data');
      expect(answer?.properties?.success, endpoint.path).toEqual({ const: true });
      const body = operation?.requestBody?.content;
      if (endpoint.body) expect(body?.['application/json']?.schema.type, endpoint.path).toBe('object');
      else if (endpoint.form)
        expect(body?.['multipart/form-data']?.schema.properties, endpoint.path).toHaveProperty('file');
      else expect(body, endpoint.path).toBeUndefined();
      expect((operation?.parameters ?? []).length > 0, endpoint.path).toBe(endpoint.query !== undefined);
    }
    // A query's fields become parameters, with what the server requires.
    const listing = document.paths['/api/user/product/getProductsByCategory']?.get;
    expect(listing?.parameters).toContainEqual(
      expect.objectContaining({ name: 'category', in: 'query', required: true }),
    );
  });
});

interface JsonSchemaLike {
  type?: string;
  const?: unknown;
  properties?: Record<string, JsonSchemaLike>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string; required: boolean }[];
        requestBody?: { content: Record<string, { schema: JsonSchemaLike }> };
        responses: Record<string, { content: Record<string, { schema: JsonSchemaLike }> }>;
      }
    >
  >;
}
