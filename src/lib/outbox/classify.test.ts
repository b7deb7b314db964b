import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_STATUS } from '../api-client';
import { classify, MAX_SERVER_ERRORS, type Sent, type Verdict } from './classify';

const failed = (status: number, payload?: unknown): Sent => ({
  ok: false,
  error: new ApiError(status, `answered ${status}`, undefined, payload),
});
const refused = (status: number, payload?: unknown): Verdict => ({
  status: 'refused',
  refusal: { status, message: `answered ${status}`, payload },
});
const retry = (serverErrors: number): Verdict => ({ status: 'retry', serverErrors });

describe('what the outbox does with a change after a send', () => {
  it.each<[string, Sent, number, Verdict]>([
    ['an answer: applied', { ok: true, data: { id: 7 } }, 0, { status: 'applied', data: { id: 7 } }],
    ['an empty answer: applied', { ok: true, data: undefined }, 2, { status: 'applied', data: undefined }],
    ['no answer: retry, server errors untouched', failed(NETWORK_ERROR_STATUS), 1, retry(1)],
    ['not an ApiError (a bug in a send): retry', { ok: false, error: new TypeError('x') }, 0, retry(0)],
    ['a 3xx: retry', failed(304), 0, retry(0)],
    ['400: refused', failed(400), 0, refused(400)],
    ['404: refused', failed(404), 0, refused(404)],
    ['409 with data: refused, the data kept', failed(409, { prices: [1] }), 0, refused(409, { prices: [1] })],
    ['422: refused', failed(422), 0, refused(422)],
    ['401, signed out: retry', failed(401), 0, retry(0)],
    ['408, still in flight: retry', failed(408), 0, retry(0)],
    ['425, too early: retry', failed(425), 0, retry(0)],
    ['429, too many requests: retry', failed(429), 2, retry(2)],
    ['a first 500: retry, one server error', failed(500), 0, retry(1)],
    ['a second 503: retry, two server errors', failed(503), 1, retry(2)],
    ['the third 500: refused (set aside)', failed(500), MAX_SERVER_ERRORS - 1, refused(500)],
  ])('%s', (_, sent, serverErrorsBefore, verdict) => {
    expect(classify(sent, serverErrorsBefore)).toEqual(verdict);
  });
});
