import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One message a push service would have been handed. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  /** The payload, decrypted as the phone would (RFC 8291). */
  text: string;
}

/**
 * A stand-in for a browser's push service and the phone behind it, on 127.0.0.1: it hands out subscriptions
 * whose keys it holds (a P-256 key pair and an auth secret, as a browser makes), takes each push the shop
 * sends, and decrypts it per RFC 8291 (aes128gcm, RFC 8188) with node:crypto alone, so a test reads what
 * the shopper's phone would show. `answer` sets the status it replies with (410: the phone unsubscribed).
 */
export class PushReceiver {
  readonly received: ReceivedPush[] = [];
  answer = 201;
  private readonly keys = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  private server: Server | undefined;
  private base = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '';
        const keys = this.keys.get(path);
        try {
          if (!keys) throw new Error(`no subscription at ${path}`);
          if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
          const text = decrypt(Buffer.concat(chunks), keys.ecdh, keys.auth);
          this.received.push({ path, headers: request.headers, text });
          response.writeHead(this.answer).end();
        } catch (error) {
          response.writeHead(400).end(String(error));
        }
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** A new subscription, as the browser's PushSubscription.toJSON() gives it. */
  subscription(): { endpoint: string; keys: { p256dh: string; auth: string } } {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const path = `/push/${randomBytes(8).toString('hex')}`;
    this.keys.set(path, { ecdh, auth });
    return {
      endpoint: `${this.base}${path}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    };
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** RFC 8291 §3.4 / RFC 8188 §2: one record, as Web Push sends it. */
export function decrypt(body: Buffer, ecdh: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20] ?? 0;
  const senderPublic = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (record.length > recordSize) throw new Error('more than one record');

  const shared = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderPublic]);
  const ikm = hkdf(authSecret, shared, keyInfo, 32);
  const key = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);

  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with 0x02 and then zeros (padding).
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('not the last record');
  return padded.subarray(0, end).toString('utf8');
}
