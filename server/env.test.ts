import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvProblems, readEnv } from './env';
import { openedAt, startServerProcess } from './test/server-process';

/** The lines a start with `source` would print, one per problem (none: it starts). */
function problemsWith(source: Record<string, string>): readonly string[] {
  try {
    readEnv(source);
    return [];
  } catch (error) {
    if (error instanceof EnvProblems) return error.problems;
    throw error;
  }
}

const SECRET = 'x'.repeat(32);
/** What production needs besides PUBLIC_URL, so a test shows PUBLIC_URL's line alone. */
const PRODUCTION = { NODE_ENV: 'production', OTP_SECRET: SECRET, ALLOW_DEMO_SMS: 'true' };

describe('readEnv', () => {
  it('has working defaults for a fresh clone', () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: 'data',
      SMS_PROVIDER: 'outbox',
      SMS_OUTBOX: 'data/sms-outbox.jsonl',
      DEMO_MODE: true,
      DELIVERY_PROMISE_MINUTES: 30,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('names the variable that is wrong', () => {
    expect(() => readEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('takes a direct PostgreSQL URL only beside DATABASE_URL', () => {
    const pooled = 'postgres://kirana@pgbouncer:6432/kirana';
    const direct = 'postgres://kirana@db:5432/kirana';
    expect(readEnv({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: direct }).DATABASE_DIRECT_URL).toBe(direct);
    expect(() => readEnv({ DATABASE_DIRECT_URL: direct })).toThrow(/DATABASE_DIRECT_URL.*DATABASE_URL/);
    expect(() => readEnv({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: 'db:5432' })).toThrow(/DATABASE_DIRECT_URL/);
  });

  it('reads a list of replicas beside DATABASE_URL', () => {
    const primary = 'postgres://kirana@db:5432/kirana';
    expect(readEnv({}).DATABASE_REPLICA_URLS).toEqual([]);
    expect(readEnv({}).READ_YOUR_WRITES_SECONDS).toBe(5);
    const env = readEnv({ DATABASE_URL: primary, DATABASE_REPLICA_URLS: 'postgres://r1/k, postgres://r2/k' });
    expect(env.DATABASE_REPLICA_URLS).toEqual(['postgres://r1/k', 'postgres://r2/k']);
    expect(() => readEnv({ DATABASE_REPLICA_URLS: 'postgres://r1/k' })).toThrow(/DATABASE_REPLICA_URLS.*DATABASE_URL/);
    expect(() => readEnv({ DATABASE_URL: primary, DATABASE_REPLICA_URLS: 'r1:5432' })).toThrow(/DATABASE_REPLICA_URLS/);
    expect(() => readEnv({ READ_YOUR_WRITES_SECONDS: '0' })).toThrow(/READ_YOUR_WRITES_SECONDS/);
  });

  it('trusts no proxy by default, and one hop when told to trust one', () => {
    expect(readEnv({})).toMatchObject({ TRUST_PROXY: false, TRUST_PROXY_HOPS: 1 });
    expect(readEnv({ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '2' })).toMatchObject({
      TRUST_PROXY: true,
      TRUST_PROXY_HOPS: 2,
    });
    expect(() => readEnv({ TRUST_PROXY_HOPS: '0' })).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => readEnv({ TRUST_PROXY_HOPS: 'all' })).toThrow(/TRUST_PROXY_HOPS/);
  });

  it('runs one worker unless told more, up to 64, and more only on PostgreSQL', () => {
    const primary = 'postgres://kirana@db:5432/kirana';
    expect(readEnv({}).WORKERS).toBe(1);
    expect(readEnv({ WORKERS: '4', DATABASE_URL: primary }).WORKERS).toBe(4);
    for (const wrong of ['0', '2.5', 'many', '65']) expect(() => readEnv({ WORKERS: wrong })).toThrow(/WORKERS/);
    expect(problemsWith({ WORKERS: '2' })).toEqual([
      'WORKERS=2 needs PostgreSQL (DATABASE_URL): the embedded database (PGlite) has one writer, so it runs as one process (WORKERS=1).',
    ]);
  });

  it('refuses the demo SMS outbox and a missing OTP secret in production', () => {
    const address = { PUBLIC_URL: 'https://kirana.example' };
    expect(() => readEnv({ NODE_ENV: 'production', ...address })).toThrow(/OTP_SECRET/);
    expect(() => readEnv({ NODE_ENV: 'production', OTP_SECRET: SECRET, ...address })).toThrow(/outbox/);
    expect(readEnv({ ...PRODUCTION, ...address }).DEMO_MODE).toBe(true);
    const real = readEnv({
      NODE_ENV: 'production',
      OTP_SECRET: SECRET,
      SMS_PROVIDER: 'http',
      SMS_GATEWAY_URL: 'https://sms.example/send',
      ...address,
    });
    expect(real).toMatchObject({ DEMO_MODE: false });
  });

  it('requires PUBLIC_URL in production, saying what to set', () => {
    expect(problemsWith(PRODUCTION)).toEqual([
      "PUBLIC_URL is required in production: set the shop's address for the links in its mails, such as https://kirana.example",
    ]);
    expect(readEnv({ ...PRODUCTION, PUBLIC_URL: 'https://kirana.example/' }).PUBLIC_URL).toBe('https://kirana.example');
  });

  it('links to http://localhost:PORT outside production when PUBLIC_URL is unset', () => {
    expect(readEnv({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(readEnv({ NODE_ENV: 'test', PORT: '4310' }).PUBLIC_URL).toBe('http://localhost:4310');
    expect(readEnv({ PUBLIC_URL: 'http://192.168.1.20:3000' }).PUBLIC_URL).toBe('http://192.168.1.20:3000');
  });

  it('refuses a PUBLIC_URL that is not the shop address alone', () => {
    for (const wrong of [
      'kirana.example',
      '',
      'ftp://kirana.example',
      'https://kirana.example/shop',
      'https://k.example/?a=1',
    ]) {
      expect(problemsWith({ ...PRODUCTION, PUBLIC_URL: wrong }), wrong).toEqual([
        "PUBLIC_URL must be the shop's address alone (http or https, no path), such as https://kirana.example",
      ]);
    }
  });

  it('gives each bad setting one line that names it and says what to set', () => {
    const bad: Record<string, string> = {
      NODE_ENV: 'prod',
      PORT: 'eighty',
      DATA_DIR: '',
      DATABASE_URL: 'mysql://db/kirana',
      READ_YOUR_WRITES_SECONDS: '0',
      WORKERS: 'many',
      STATIC_DIR: '',
      OTP_SECRET: 'short',
      SMS_PROVIDER: 'pigeon',
      SMS_OUTBOX: '',
      SMS_GATEWAY_URL: 'sms gateway',
      ALLOW_DEMO_SMS: 'yes',
      DELIVERY_PROMISE_MINUTES: 'soon',
      TRUST_PROXY: 'yes',
      TRUST_PROXY_HOPS: '0',
      OTP_COUNTRY_CODES: '+91,india',
      PUBLIC_URL: 'kirana.example',
      UPLOAD_QUOTA_MB: 'lots',
      UPLOAD_MIN_FREE_MB: '-1',
    };
    for (const [name, value] of Object.entries(bad)) {
      const lines = problemsWith({ [name]: value });
      expect(lines, `${name}=${value}`).toHaveLength(1);
      expect(lines[0], `${name}=${value}`).toMatch(new RegExp(`^${name}( must|=| is)`));
      // Valibot's own wording ("Invalid type: Expected …") says neither the setting nor what to set.
      expect(lines[0]).not.toMatch(/Invalid|Expected|Received/);
    }
    // All of them at once: every line, not the first alone.
    expect(problemsWith(bad)).toHaveLength(Object.keys(bad).length);
  });

  it('says every requirement production misses at once', () => {
    expect(problemsWith({ NODE_ENV: 'production' }).map((line) => line.split(' ')[0])).toEqual([
      'OTP_SECRET',
      'PUBLIC_URL',
      'SMS_PROVIDER=outbox,',
    ]);
  });
});

describe('the start with a setting missing or wrong', () => {
  /** `node --import tsx server/index.ts` with `env`: its exit code (or 'opened') and its stderr's lines. */
  async function refusedStart(env: Record<string, string>) {
    const dataDir = mkdtempSync(join(tmpdir(), 'kirana-env-'));
    const server = startServerProcess({ DATA_DIR: dataDir, ...env });
    try {
      const code = await Promise.race([server.exited, openedAt(server).then(() => 'opened' as const)]);
      return { code, lines: server.errors().trimEnd().split('\n'), output: server.output() };
    } finally {
      server.child.kill();
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  it('stops in production without PUBLIC_URL: one line on stderr saying what to set, exit code 1', async () => {
    const start = await refusedStart(PRODUCTION);
    expect(start.code, start.output).toBe(1);
    expect(start.lines).toEqual([
      "Kirana did not start. PUBLIC_URL is required in production: set the shop's address for the links in its mails, such as https://kirana.example",
    ]);
  });

  it('says each problem on a line of its own, with no stack trace', async () => {
    const start = await refusedStart({ NODE_ENV: 'production', PORT: 'eighty' });
    expect(start.code, start.output).toBe(1);
    expect(start.lines.map((line) => line.split(' ').slice(0, 5).join(' '))).toEqual([
      'Kirana did not start. PORT',
      'Kirana did not start. OTP_SECRET',
      'Kirana did not start. PUBLIC_URL',
      'Kirana did not start. SMS_PROVIDER=outbox,',
    ]);
    expect(start.output).not.toMatch(/^\s+at /m);
  });
});
