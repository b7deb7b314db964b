import { type ConversionConfig, type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { type Endpoint, endpoints } from '../../contract/endpoints';
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
        'multipart/form-data': { schema: { ...fields, properties: { ...fields.properties, file } } },
      },
    };
  }
  return undefined;
}

function operation(operationId: string, tag: string, endpoint: Endpoint) {
  return {
    operationId,
    tags: [tag],
    ...(endpoint.query ? { parameters: queryParameters(endpoint.query) } : {}),
    ...(endpoint.body || endpoint.form ? { requestBody: requestBody(endpoint) } : {}),
    responses: {
      '200': { description: 'Success', content: json(schemaOf(endpoint.response, RESPONSE)) },
      default: {
        description: 'Refused: the status says why, the message says it in words',
        content: json(schemaOf(FailureEnvelopeSchema, RESPONSE)),
      },
    },
  };
}

/** The whole API as an OpenAPI 3.1 document, generated from the contract's table of endpoints. */
export function openApiDocument() {
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {};
  for (const [area, calls] of Object.entries(endpoints)) {
    for (const [name, endpoint] of Object.entries<Endpoint>(calls)) {
      paths[endpoint.path] = {
        ...paths[endpoint.path],
        [endpoint.method.toLowerCase()]: operation(`${area}.${name}`, area, endpoint),
      };
    }
  }
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
    tags: Object.keys(endpoints).map((name) => ({ name })),
    paths,
  };
}
