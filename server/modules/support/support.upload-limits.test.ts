import { existsSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { serve } from '@hono/node-server';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FailureEnvelopeSchema } from '../../../contract/envelope';
import { SUPPORT_TEXTS } from '../../../contract/support';
import { supportMessages } from '../../db/schema';
import { httpMessages } from '../../http/messages';
import { apiRequest } from '../../test/shopper';
import { openTestShop, type TestShop } from '../../test/test-shop';
import { randomIp } from '../auth/test-browser';
import { supportMessages as supportWords } from './messages';
import { storedAttachmentBytes } from './support.repo';

const MB = 1024 * 1024;
const PATH = '/api/support/messages';

let shop: TestShop;
let server: ReturnType<typeof serve>;
let port: number;
beforeAll(async () => {
  // Every request speaks from its own address, so the per-IP spam brake stays out of the way.
  shop = await openTestShop({ TRUST_PROXY: 'true' });
  server = serve({ fetch: shop.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await shop.close();
});
const defaults = { UPLOAD_QUOTA_MB: 0, UPLOAD_MIN_FREE_MB: 0 };
beforeEach(() => {
  defaults.UPLOAD_QUOTA_MB = shop.deps.env.UPLOAD_QUOTA_MB;
  defaults.UPLOAD_MIN_FREE_MB = shop.deps.env.UPLOAD_MIN_FREE_MB;
});
afterEach(() => {
  Object.assign(shop.deps.env, defaults);
  vi.restoreAllMocks();
});

/** A PDF of `bytes` bytes (a real PDF header, then padding), so it passes the content check. */
function pdf(bytes: number): Uint8Array {
  const file = new Uint8Array(bytes);
  file.set(new TextEncoder().encode('%PDF-1.4\n'));
  return file;
}

let sender = 0;
function supportForm(file?: File): FormData {
  const form = new FormData();
  form.append('email', `sender${++sender}@example.in`);
  form.append('subject', 'Other');
  form.append('message', `Please see message ${sender}.`);
  if (file) form.append('file', file);
  return form;
}

const send = (form: FormData) => apiRequest(shop, 'POST', PATH, form, { 'X-Forwarded-For': randomIp() });

function uploads(): string[] {
  const dir = shop.deps.env.UPLOAD_DIR;
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

async function messageCount() {
  return (await shop.deps.db.select({ id: supportMessages.id }).from(supportMessages)).length;
}

/** Sets the quota to what is stored now plus `spareBytes`. */
async function leaveQuota(spareBytes: number) {
  shop.deps.env.UPLOAD_QUOTA_MB = ((await storedAttachmentBytes(shop.deps.db)) + spareBytes) / MB;
}

async function expectNoRoom(response: Response) {
  expect(response.status).toBe(507);
  const body = v.parse(FailureEnvelopeSchema, await response.json());
  expect(body.message).toBe(SUPPORT_TEXTS.noRoom);
  return body;
}

// ---- A real client on a real socket -------------------------------------------------------------

const BOUNDARY = 'kirana-test-boundary';

/** The text parts and the head of a `file` part, as a browser would frame them. */
function multipartHead(): Buffer {
  const field = (name: string, value: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return Buffer.from(
    `${field('email', `socket${++sender}@example.in`)}${field('subject', 'Other')}${field('message', 'Socket test.')}` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
}
const multipartTail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

function requestHead(headers: Record<string, string | number>): string {
  const lines = Object.entries({
    Host: `127.0.0.1:${port}`,
    'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
    'X-Forwarded-For': randomIp(),
    ...headers,
  }).map(([name, value]) => `${name}: ${value}`);
  return `POST ${PATH} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

/** Opens a socket, lets `talk` write to it, and resolves with the first complete response (or null if none came). */
function exchange(talk: (socket: Socket, answered: () => boolean) => Promise<void>): Promise<RawAnswer | null> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let done = false;
    const finish = (answer: RawAnswer | null) => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve(answer);
    };
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      const text = received.toString('latin1');
      const headEnd = text.indexOf('\r\n\r\n');
      if (headEnd < 0) return;
      const length = Number(text.slice(0, headEnd).match(/content-length: (\d+)/i)?.[1] ?? 0);
      if (received.length < headEnd + 4 + length) return;
      const head = text.slice(0, headEnd);
      const body = received.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8');
      finish({ status: Number(text.slice(9, 12)), head, body });
    });
    socket.on('error', () => finish(null));
    socket.on('close', () => finish(null));
    socket.on('connect', () => {
      talk(socket, () => done).catch(() => finish(null));
    });
  });
}

/** Writes, waiting for the socket to drain, so the client never runs ahead of the server. */
function write(socket: Socket, data: Uint8Array | string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.destroyed) return reject(new Error('socket closed'));
    socket.write(data, (error) => (error ? reject(error) : resolve()));
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('uploads: a body too large is refused before it is read', () => {
  it('answers 413 to a Content-Length over the limit at once, without waiting for a byte of the body', async () => {
    const answer = await exchange(async (socket) => {
      await write(socket, requestHead({ 'Content-Length': 50 * MB }));
    });
    expect(answer?.status).toBe(413);
    expect(v.parse(FailureEnvelopeSchema, JSON.parse(answer?.body ?? '')).message).toBe('Request body is too large');
  });

  it('counts the bytes of a chunked body as they come and answers 413 once past the limit', async () => {
    let sentBytes = 0;
    const chunk = Buffer.alloc(MB, 0x20);
    const answer = await exchange(async (socket, answered) => {
      await write(socket, requestHead({ 'Transfer-Encoding': 'chunked' }));
      const head = multipartHead();
      await write(socket, `${head.length.toString(16)}\r\n`);
      await write(socket, head);
      await write(socket, '\r\n');
      // Up to 20 MB, but the server answers long before.
      for (let sent = 0; sent < 20 && !answered(); sent++) {
        await write(socket, `${chunk.length.toString(16)}\r\n`);
        await write(socket, chunk);
        await write(socket, '\r\n');
        sentBytes += chunk.length;
      }
    });
    expect(answer?.status).toBe(413);
    expect(sentBytes).toBeLessThan(20 * MB);
  });
});

describe('uploads: the disk quota and the free space', () => {
  it('takes attachments up to UPLOAD_QUOTA_MB in all, then answers 507; a message without a file still goes', async () => {
    await leaveQuota(1.5 * MB);
    expect((await send(supportForm(new File([pdf(MB)], 'first.pdf')))).status).toBe(201);
    const [filesBefore, countBefore] = [uploads(), await messageCount()];
    const body = await expectNoRoom(await send(supportForm(new File([pdf(MB)], 'second.pdf'))));
    expect(body.errors?.file).toBeTruthy();
    expect(uploads()).toEqual(filesBefore);
    expect(await messageCount()).toBe(countBefore);

    expect((await send(supportForm())).status).toBe(201);
    // What is left of the quota is still there for a smaller file.
    expect((await send(supportForm(new File([pdf(MB / 4)], 'small.pdf')))).status).toBe(201);
  });

  it('refuses by the declared Content-Length before reading the body when the quota could not hold it', async () => {
    await leaveQuota(MB);
    const countBefore = await messageCount();
    const answer = await exchange(async (socket) => {
      await write(socket, requestHead({ 'Content-Length': 5 * MB }));
    });
    expect(answer?.status).toBe(507);
    expect(v.parse(FailureEnvelopeSchema, JSON.parse(answer?.body ?? '')).message).toBe(SUPPORT_TEXTS.noRoom);
    expect(await messageCount()).toBe(countBefore);
  });

  it('keeps UPLOAD_MIN_FREE_MB of the disk free (fs.statfs): 507 when a file would eat into it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // More than any disk here has free.
    shop.deps.env.UPLOAD_MIN_FREE_MB = 1024 * 1024 * 1024;
    const filesBefore = uploads();
    await expectNoRoom(await send(supportForm(new File([pdf(1000)], 'receipt.pdf'))));
    expect(uploads()).toEqual(filesBefore);
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/disk is nearly full/));
    expect((await send(supportForm())).status).toBe(201);

    shop.deps.env.UPLOAD_MIN_FREE_MB = 0;
    expect((await send(supportForm(new File([pdf(1000)], 'receipt.pdf')))).status).toBe(201);
  });

  it('lets parallel uploads share the last of the quota, never exceed it', async () => {
    await leaveQuota(2.5 * MB);
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, index) => send(supportForm(new File([pdf(MB)], `parallel-${index}.pdf`)))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 507, 507]);
    expect(await storedAttachmentBytes(shop.deps.db)).toBeLessThanOrEqual(shop.deps.env.UPLOAD_QUOTA_MB * MB);
  });

  it('reads both settings from the environment, with sensible defaults', async () => {
    const { readEnv } = await import('../../env');
    expect(readEnv({})).toMatchObject({ UPLOAD_QUOTA_MB: 1024, UPLOAD_MIN_FREE_MB: 256 });
    expect(readEnv({ UPLOAD_QUOTA_MB: '50', UPLOAD_MIN_FREE_MB: '10' })).toMatchObject({
      UPLOAD_QUOTA_MB: 50,
      UPLOAD_MIN_FREE_MB: 10,
    });
    expect(() => readEnv({ UPLOAD_QUOTA_MB: 'lots' })).toThrow(/UPLOAD_QUOTA_MB/);
  });
});

describe('uploads: an interrupted upload leaves nothing behind', () => {
  it('stores neither file nor message when the client disconnects mid-body, and the server goes on', async () => {
    const [filesBefore, countBefore] = [uploads(), await messageCount()];
    const answer = await exchange(async (socket) => {
      await write(socket, requestHead({ 'Content-Length': 3 * MB }));
      await write(socket, multipartHead());
      await write(socket, pdf(MB));
      // A third of the way through: the phone lost its signal.
      socket.destroy();
    });
    expect(answer).toBeNull();
    await settle();
    expect(uploads()).toEqual(filesBefore);
    expect(await messageCount()).toBe(countBefore);

    // The same server takes the next, whole upload over a real socket.
    const file = pdf(MB);
    const whole = await exchange(async (socket) => {
      const head = multipartHead();
      await write(socket, requestHead({ 'Content-Length': head.length + file.length + multipartTail.length }));
      await write(socket, head);
      await write(socket, file);
      await write(socket, multipartTail);
    });
    expect(whole?.status).toBe(201);
    expect(uploads()).toHaveLength(filesBefore.length + 1);
  });

  it('removes the written file when storing its message fails', async () => {
    const [filesBefore, countBefore] = [uploads(), await messageCount()];
    const db = shop.deps.db;
    const insert = db.insert.bind(db);
    vi.spyOn(db, 'insert').mockImplementation(((table: Parameters<typeof db.insert>[0]) => {
      if (table === supportMessages) throw new Error('the database went away');
      return insert(table);
    }) as typeof db.insert);
    vi.spyOn(console, 'error').mockImplementation(() => {});

    const response = await send(supportForm(new File([pdf(MB)], 'lost.pdf')));
    expect(response.status).toBe(500);
    expect(uploads()).toEqual(filesBefore);
    expect(await messageCount()).toBe(countBefore);
  });
});

describe('limits before the form is read', () => {
  const emptyField = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\n\r\n`);
  const messageOf = (answer: RawAnswer | null) =>
    v.parse(FailureEnvelopeSchema, JSON.parse(answer?.body ?? '')).message;

  it('refuses 150,000 empty fields with 413 while the body is still arriving, without parsing the form', async () => {
    const parses = vi.spyOn(Request.prototype, 'formData');
    const fields = 150_000;
    const answer = await exchange(async (socket) => {
      await write(socket, requestHead({ 'Content-Length': emptyField.length * fields + multipartTail.length }));
      // A thousand of the fields, then nothing more: the rest of the 8 MB body never comes.
      await write(socket, Buffer.concat(Array.from({ length: 1000 }, () => emptyField)));
    });
    expect(answer?.status).toBe(413);
    expect(messageOf(answer)).toBe(httpMessages.en.formTooLarge);
    expect(parses).not.toHaveBeenCalled();
  });

  it('holds a form on any other endpoint to the same count, URL-encoded too, in both languages', async () => {
    const parses = vi.spyOn(Request.prototype, 'formData');
    const urlEncoded = await apiRequest(shop, 'POST', '/api/newsletter/subscribe', 'a=&'.repeat(20_000), {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(urlEncoded.status).toBe(413);
    expect(v.parse(FailureEnvelopeSchema, await urlEncoded.json()).message).toBe(httpMessages.en.formTooLarge);
    const form = new FormData();
    // 500 empty fields: about 42 KB, under the 64 KB limit of a JSON body.
    for (let field = 0; field < 500; field++) form.append('a', '');
    const multipart = await apiRequest(shop, 'POST', '/api/newsletter/subscribe', form, { 'Accept-Language': 'hi-IN' });
    expect(multipart.status).toBe(413);
    expect(v.parse(FailureEnvelopeSchema, await multipart.json()).message).toBe(httpMessages.hi.formTooLarge);
    expect(parses).not.toHaveBeenCalled();
  });

  it('gives one IP 30 tries in 10 minutes, then 429 with Retry-After before reading a byte, then again after', async () => {
    const ip = randomIp();
    for (let tried = 0; tried < 30; tried++) {
      // Refused forms: the brake on stored messages never counts them.
      expect((await apiRequest(shop, 'POST', PATH, new FormData(), { 'X-Forwarded-For': ip })).status).toBe(400);
    }
    const limited = await apiRequest(shop, 'POST', PATH, supportForm(), { 'X-Forwarded-For': ip });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('600');

    const unread = await exchange(async (socket) => {
      // The head alone: the body it announces never comes.
      await write(socket, requestHead({ 'Content-Length': 5 * MB, 'X-Forwarded-For': ip, 'Accept-Language': 'hi-IN' }));
    });
    expect(unread?.status).toBe(429);
    expect(unread?.head).toMatch(/^retry-after: \d+$/im);
    const refusal = supportWords.hi.tooManyTries;
    expect(messageOf(unread)).toBe(httpMessages.hi.tryAgainLater({ refusal, seconds: 600 }));

    shop.clock.advance(10 * 60 * 1000);
    expect((await apiRequest(shop, 'POST', PATH, supportForm(), { 'X-Forwarded-For': ip })).status).toBe(201);
  });

  it('still takes a real message with an attachment, parsing it once', async () => {
    const parses = vi.spyOn(Request.prototype, 'formData');
    const filesBefore = uploads();
    expect((await send(supportForm(new File([pdf(MB)], 'receipt.pdf')))).status).toBe(201);
    expect(uploads()).toHaveLength(filesBefore.length + 1);
    expect(parses).toHaveBeenCalled();
  });
});
