import { type ConversionConfig, type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { IDEMPOTENCY_KEY_HEADER, IdempotencyKeySchema, REPLAYED_HEADER } from '../../contract/changes';
import { type Endpoint, endpoints } from '../../contract/endpoints';
import { type Description, descriptions, type Refusal } from '../../contract/endpoints/descriptions';
import { type LiveStream, liveStreams } from '../../contract/endpoints/streams';
import { FailureEnvelopeSchema } from '../../contract/envelope';

/** Where the document is served; it describes the table, so it is not listed in it. */
export const OPENAPI_PATH = '/api/openapi.json';

/**
 * OpenAPI 3.1 schemas are JSON Schema 2020-12. A request is described as the client sends it
 * (`input`: "5" before it becomes a number), an answer as the server sends it. What JSON Schema
 * cannot say (a transform, a custom check) is left out rather than refused: the server still
 * checks it.
 */
const REQUEST: ConversionConfig = { target: 'draft-2020-12', typeMode: 'input', errorMode: 'ignore' };
const RESPONSE: ConversionConfig = { target: 'draft-2020-12', typeMode: 'output', errorMode: 'ignore' };

const schemaOf = (schema: v.GenericSchema, config: ConversionConfig): JsonSchema => {
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, config);
  return rest;
};

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

/** The query's fields as OpenAPI parameters. */
function queryParameters(query: v.GenericSchema) {
  const { properties = {}, required = [] } = schemaOf(query, REQUEST);
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    schema,
  }));
}

function requestBody(endpoint: Endpoint) {
  if (endpoint.body) return { required: true, content: json(schemaOf(endpoint.body, REQUEST)) };
  if (endpoint.form) {
    const fields = schemaOf(endpoint.form, REQUEST);
    const file = { type: 'string', contentMediaType: 'application/octet-stream' };
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { ...fields, properties: { ...fields.properties, [endpoint.file ?? 'file']: file } },
        },
      },
    };
  }
  if (endpoint.upload) return { required: true, content: { [endpoint.upload]: { schema: { type: 'string' } } } };
  return undefined;
}

/** A call of the table with what contract/endpoints/descriptions.ts says of it. */
export type Described = Endpoint & Description & { operationId: string; area: keyof typeof endpoints };

/** Every call of the table, described, in the table's order. */
export function describedEndpoints(): Described[] {
  return Object.entries(endpoints).flatMap(([area, calls]) =>
    Object.entries<Endpoint>(calls).map(([name, endpoint]) => ({
      ...endpoint,
      ...descriptionOf(area, name),
      operationId: `${area}.${name}`,
      area: area as keyof typeof endpoints,
    })),
  );
}

function descriptionOf(area: string, name: string): Description {
  // descriptions.ts's own type lists every call of the table; the loop above only knows strings.
  const found = (descriptions as Record<string, Record<string, Description>>)[area]?.[name];
  if (!found) throw new Error(`contract/endpoints/descriptions.ts does not describe ${area}.${name}`);
  return found;
}

/** The session cookie (server/http/session.ts); over https it is `__Host-kirana_session`. */
const SESSION_SCHEME = 'session';
/** The staff's own session cookie (server/http/staff-session.ts, decision 106). */
const STAFF_SCHEME = 'staffSession';

/** What each refusal means, whichever call gives it: the answers every operation points to. */
const REFUSALS: Record<Refusal | 422, string> = {
  400: 'Refused as sent: a field that fails its schema (`errors` names it; the input is never repeated), text with a control character, a malformed Idempotency-Key, or a wrong code',
  401: "Not signed in (the session cookie is missing or has ended; the shop's calls need the staff's own), or, signing in, the phone not checked first",
  403: "Not allowed: a change sent from another site's page, another shopper's userId, a phone checked for another number, or a staff role that may not",
  404: 'Not there, or not yours (which answers the same)',
  409: "Refused by how things stand: not enough stock, already there, too late, the last of its kind, or past a shopper's cap on open orders",
  413: 'The body is too large (64 KB of JSON; 10 MB for an attachment; 20 MB for a CSV file)',
  415: 'The body is not multipart/form-data, or for a file not of its type (text/csv)',
  422: 'This Idempotency-Key was used before for a different request, or the change breaks a rule of the shop (a price above the MRP, a category the shop does not have)',
  429: 'Too many tries: the Retry-After header and the message say when to try again',
  502: 'The SMS or mail provider failed; try again',
  507: 'No room to keep the attachment now; send it later',
};

const UNSAFE = new Set(['POST', 'PUT', 'DELETE']);

/**
 * Every refusal a call can give: the handler's own (`refuses` in descriptions.ts) and the guards' in front of
 * it (app.ts): every query string and body is checked for control characters (400), every change
 * must come from the shop's own pages (403), a body has a size limit (413), sign-in is checked by
 * requireUser (401), and exactlyOnce refuses a malformed (400) or reused (422) key.
 */
function refusalsOf(endpoint: Described): (Refusal | 422)[] {
  const all = new Set<Refusal | 422>([400, ...(endpoint.refuses ?? [])]);
  if (endpoint.session === 'required') all.add(401);
  if (endpoint.staff) {
    all.add(401);
    all.add(403);
  }
  if (UNSAFE.has(endpoint.method)) all.add(403);
  if (endpoint.body || endpoint.form || endpoint.upload) all.add(413);
  if (endpoint.idempotencyKey === 'change') all.add(422);
  return [...all].sort((a, b) => a - b);
}

const SECURITY = {
  required: [{ [SESSION_SCHEME]: [] }],
  // The empty requirement first: the call works without the cookie, and answers for whoever it names.
  optional: [{}, { [SESSION_SCHEME]: [] }],
  none: [],
  staff: [{ [STAFF_SCHEME]: [] }],
};

const IDEMPOTENCY_KEYS = {
  change: 'IdempotencyKey',
  'sign-in': 'SignInKey',
} as const;

function successAnswers(endpoint: Described) {
  const content = endpoint.download
    ? { [endpoint.download]: { schema: { type: 'string' } } }
    : json(schemaOf(endpoint.response, RESPONSE));
  const headers =
    endpoint.idempotencyKey === 'change'
      ? {
          headers: {
            [REPLAYED_HEADER]: {
              description: 'true when this answers a change already applied with this key (nothing was done again)',
              schema: { type: 'string', const: 'true' },
            },
          },
        }
      : {};
  const statuses = endpoint.succeeds ?? [200];
  return Object.fromEntries(
    statuses.map((status) => [String(status), { description: status === 201 ? 'Made' : 'Done', ...headers, content }]),
  );
}

function refusalAnswers(endpoint: Described) {
  return Object.fromEntries(
    refusalsOf(endpoint).map((status) => {
      if (status === 409 && endpoint.conflict) {
        const failure = { $ref: '#/components/schemas/Failure' };
        return [
          '409',
          {
            description: `${REFUSALS[409]}; when prices moved, \`data\` has today's`,
            content: json({ anyOf: [schemaOf(endpoint.conflict, RESPONSE), failure] }),
          },
        ];
      }
      return [String(status), { $ref: `#/components/responses/${status}` }];
    }),
  );
}

function operation(endpoint: Described) {
  const parameters = [
    ...(endpoint.query ? queryParameters(endpoint.query) : []),
    ...(endpoint.idempotencyKey
      ? [{ $ref: `#/components/parameters/${IDEMPOTENCY_KEYS[endpoint.idempotencyKey]}` }]
      : []),
  ];
  return {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    tags: [endpoint.area],
    security: SECURITY[endpoint.staff ? 'staff' : (endpoint.session ?? 'none')],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(endpoint.body || endpoint.form || endpoint.upload ? { requestBody: requestBody(endpoint) } : {}),
    responses: {
      ...successAnswers(endpoint),
      ...refusalAnswers(endpoint),
      default: {
        description: 'Something failed on the server (500); the message says so in words',
        content: json({ $ref: '#/components/schemas/Failure' }),
      },
    },
  };
}

/** One line for each area (tag) of the table. */
const AREAS: Record<keyof typeof endpoints | 'live', string> = {
  auth: 'Signing in with a phone number and a one-time code, and the phones signed in',
  catalog: 'Products and categories, the same for everybody, and what a shopper looked at',
  search: 'Searching the products, in English or Hindi',
  reviews: "Products' reviews, and writing one",
  cart: "The shopper's cart",
  wishlist: "The shopper's wishlist",
  addresses: "The shopper's delivery addresses",
  orders: 'Placing orders, following and cancelling them',
  users: "The shopper's profile, language, data and account",
  support: 'Writing to the shop',
  newsletter: 'The newsletter, with a confirmation mail',
  shop: "The shop's own side: staff sign-in, the staff list, the order board and each step of an order",
  shopCatalog: "The owner's catalog editor (packers: stock only), the low-stock list and the activity log",
  shopCsv: "The owner's catalog as a CSV file: exported, and imported back after a dry run",
  shopHours: "Opening hours, holidays and a pause: the owner's settings, and whether the shop takes orders now",
  push: "Web Push: the shop's key and this phone's subscription to its order news",
  live: 'Live streams (Server-Sent Events) of order events, kept open',
};

const idempotencyKey = (description: string) => ({
  name: IDEMPOTENCY_KEY_HEADER,
  in: 'header',
  required: false,
  description,
  schema: schemaOf(IdempotencyKeySchema, REQUEST),
});

/**
 * A live stream: a GET answered `text/event-stream` and kept open; each message's `data:` is one event (and on
 * the order streams its `id:` the event's id). Not an endpoint of the table (no envelope), so described here
 * (decisions 109, 114).
 */
function streamOperation(name: string, stream: LiveStream) {
  const heartbeat = 'A comment every 25 s keeps it open.';
  return {
    operationId: `live.${name}`,
    summary: stream.summary,
    description: stream.replays
      ? 'Server-Sent Events. Each message: `id:` the event id, `data:` one event as JSON. Reconnecting with ' +
        'Last-Event-ID (or `?lastEventId=`) first replays the events after it, and those committed late (up to a ' +
        `minute before it): skip an id already seen. ${heartbeat}`
      : 'Server-Sent Events. Each message: `data:` one change as JSON. Nothing is replayed: on (re)connecting, ' +
        `read again what is shown. ${heartbeat} Without a session; a process holds a limited number.`,
    tags: ['live'],
    security: stream.session === 'none' ? [] : [{ [stream.session === 'staff' ? STAFF_SCHEME : SESSION_SCHEME]: [] }],
    parameters: stream.replays
      ? [
          {
            name: 'Last-Event-ID',
            in: 'header',
            required: false,
            description: 'The last event id the client received; sent by the browser on a reconnect',
            schema: { type: 'string', pattern: '^[0-9]{1,15}$' },
          },
          {
            name: 'lastEventId',
            in: 'query',
            required: false,
            description: 'The same, for the first connection (the board answer’s lastEventId)',
            schema: { type: 'string', pattern: '^[0-9]{1,15}$' },
          },
        ]
      : [],
    responses: {
      '200': {
        description: 'The stream; each `data:` is this event',
        content: { 'text/event-stream': { schema: schemaOf(stream.event, RESPONSE) } },
      },
      ...(stream.session === 'none' ? {} : { '401': { $ref: '#/components/responses/401' } }),
      '429': { $ref: '#/components/responses/429' },
      default: {
        description: 'Something failed on the server (500); the message says so in words',
        content: json({ $ref: '#/components/schemas/Failure' }),
      },
    },
  };
}

/** The whole API as an OpenAPI 3.1 document, generated from the contract's table of endpoints. */
export function openApiDocument() {
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {};
  const used = new Set<Refusal | 422>();
  for (const endpoint of describedEndpoints()) {
    for (const status of refusalsOf(endpoint)) used.add(status);
    paths[endpoint.path] = {
      ...paths[endpoint.path],
      [endpoint.method.toLowerCase()]: operation(endpoint),
    };
  }
  for (const [name, stream] of Object.entries(liveStreams)) {
    paths[stream.path] = { get: streamOperation(name, stream) as unknown as ReturnType<typeof operation> };
  }
  used.add(401);
  used.add(429);
  const failure = { content: json({ $ref: '#/components/schemas/Failure' }) };
  const responses = Object.fromEntries(
    [...used]
      .sort((a, b) => a - b)
      .map((status) => [
        String(status),
        status === 429
          ? {
              description: REFUSALS[429],
              headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'string' } } },
              ...failure,
            }
          : { description: REFUSALS[status], ...failure },
      ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kirana API',
      version: '1',
      description:
        'The offline-first grocery shop. Every JSON answer is an envelope: { success: true, data, message? } or ' +
        '{ success: false, message, errors? }. Sessions are an HttpOnly cookie; unsafe requests must come from the ' +
        "shop's own origin; changes accept an Idempotency-Key header and are applied once. sendOtp, verifyOtp, " +
        'login and register accept one too: the same sign-in sent again with it after a lost answer gets what it missed.',
    },
    servers: [{ url: '/' }],
    tags: Object.keys(AREAS).map((name) => ({ name, description: AREAS[name as keyof typeof AREAS] })),
    paths,
    components: {
      schemas: { Failure: schemaOf(FailureEnvelopeSchema, RESPONSE) },
      responses,
      parameters: {
        IdempotencyKey: idempotencyKey(
          'Makes the change happen once: the same request sent again with the same key gets the first answer, ' +
            `or the cart, list or order as it is now where that was the answer (${REPLAYED_HEADER}: true); a refusal ` +
            'is not kept, so the key can be sent again. Kept for 30 days, at most 2,000 keys per shopper.',
        ),
        SignInKey: idempotencyKey(
          'One per sign-in form, sent with each of its tries: the same sign-in, sent again after a lost answer, ' +
            'gets what it missed (the code already sent, the phone already checked, the session already started).',
        ),
      },
      securitySchemes: {
        [SESSION_SCHEME]: {
          type: 'apiKey',
          in: 'cookie',
          name: 'kirana_session',
          description:
            'The HttpOnly session cookie that verifyOtp then login or register set (`__Host-kirana_session` over ' +
            'https); logout ends it.',
        },
        [STAFF_SCHEME]: {
          type: 'apiKey',
          in: 'cookie',
          name: 'kirana_staff',
          description:
            "The shop staff's HttpOnly session cookie, apart from the shopper's: staffVerifyOtp sets it " +
            '(`__Host-kirana_staff` over https), staffLogout ends it, and removing the member ends it at once.',
        },
      },
    },
  };
}
