import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('readEnv', () => {
  it('has working defaults for a fresh clone', () => {
    const env = readEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: 'data',
      SMS_PROVIDER: 'outbox',
      SMS_OUTBOX: 'data/sms-outbox.jsonl',
      DEMO_MODE: true,
      FULFILMENT_SIMULATOR: true,
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

  it('runs one worker unless told more, up to 64', () => {
    expect(readEnv({}).WORKERS).toBe(1);
    expect(readEnv({ WORKERS: '4' }).WORKERS).toBe(4);
    for (const wrong of ['0', '2.5', 'many', '65']) expect(() => readEnv({ WORKERS: wrong })).toThrow(/WORKERS/);
  });

  it('refuses the demo SMS outbox and a missing OTP secret in production', () => {
    const secret = 'x'.repeat(32);
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(/OTP_SECRET/);
    expect(() => readEnv({ NODE_ENV: 'production', OTP_SECRET: secret })).toThrow(/outbox/);
    expect(readEnv({ NODE_ENV: 'production', OTP_SECRET: secret, ALLOW_DEMO_SMS: 'true' }).DEMO_MODE).toBe(true);
    const real = readEnv({
      NODE_ENV: 'production',
      OTP_SECRET: secret,
      SMS_PROVIDER: 'http',
      SMS_GATEWAY_URL: 'https://sms.example/send',
    });
    expect(real).toMatchObject({ DEMO_MODE: false, FULFILMENT_SIMULATOR: false });
  });
});
