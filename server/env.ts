import * as v from 'valibot';

/**
 * The only reader of process.env. Everything the server can be told from outside is
 * named, typed and validated here once, so a typo in a deployment fails at start-up
 * with a clear message instead of somewhere deep in a request.
 */
const flag = (fallback: 'true' | 'false') =>
  v.pipe(
    v.optional(v.picklist(['true', 'false', '1', '0', 'on', 'off']), fallback),
    v.transform((value) => value === 'true' || value === '1' || value === 'on'),
  );

/** A whole number from `min` to `max`, `fallback` when unset; the messages name the setting. */
const wholeNumber = (name: string, fallback: string, min: number, max: number) =>
  v.pipe(
    v.optional(v.string(), fallback),
    v.toNumber(),
    v.integer(`${name} must be a whole number`),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );

const postgresUrl = (name: string) =>
  v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, `${name} must start with postgres:// or postgresql://`)),
  );

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: v.pipe(v.optional(v.string(), '3000'), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(65535)),
  /** Where the embedded database, uploads and the demo SMS outbox live. */
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), 'data'),
  /** postgres://... switches from embedded PGlite to a PostgreSQL server. */
  DATABASE_URL: postgresUrl('DATABASE_URL'),
  /**
   * A connection straight to PostgreSQL, for the two things that need a session of their own: LISTEN
   * and the start-up advisory lock. Set it when DATABASE_URL goes through a pooler in transaction mode
   * (PgBouncer); DATABASE_URL when unset.
   */
  DATABASE_DIRECT_URL: postgresUrl('DATABASE_DIRECT_URL'),
  /**
   * Streaming replicas (comma-separated postgres:// URLs) for reads that may lag a moment: order history
   * and search. The catalog reads them only once they have replayed what it was told of (decision 052).
   */
  DATABASE_REPLICA_URLS: v.pipe(
    v.optional(v.string(), ''),
    v.transform((list) =>
      list
        .split(',')
        .map((url) => url.trim())
        .filter((url) => url !== ''),
    ),
    v.array(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_REPLICA_URLS must list postgres:// URLs'))),
  ),
  /** After a change, this browser's lagging reads go to the primary for this many seconds (read your writes). */
  READ_YOUR_WRITES_SECONDS: wholeNumber('READ_YOUR_WRITES_SECONDS', '5', 1, 300),
  /**
   * Server processes (node:cluster workers sharing PORT). More than one needs DATABASE_URL: PGlite,
   * the embedded database, has one writer (server/index.ts refuses).
   */
  WORKERS: wholeNumber('WORKERS', '1', 1, 64),
  /** The built app (vite build output) the server hands to browsers. */
  STATIC_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), 'dist'),
  /** Key of the HMAC that one-time codes are stored as. Required in production; random per process otherwise. */
  OTP_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'OTP_SECRET must be at least 32 characters'))),
  /** outbox: write codes to SMS_OUTBOX (demo, tests); http: send through the SMS gateway. */
  SMS_PROVIDER: v.optional(v.picklist(['outbox', 'http']), 'outbox'),
  SMS_OUTBOX: v.optional(v.pipe(v.string(), v.nonEmpty())),
  SMS_GATEWAY_URL: v.optional(v.pipe(v.string(), v.url('SMS_GATEWAY_URL must be a URL'))),
  SMS_GATEWAY_TOKEN: v.optional(v.string()),
  /** Lets the demo outbox run with NODE_ENV=production (a public demo); never for a real shop. */
  ALLOW_DEMO_SMS: flag('false'),
  /** Moves orders along confirmed -> ... -> delivered, since no staff role exists. */
  FULFILMENT_SIMULATOR: v.optional(v.picklist(['on', 'off'])),
  /** Seconds between two steps of the simulator. */
  FULFILMENT_STEP_SECONDS: v.pipe(v.optional(v.string(), '60'), v.toNumber(), v.minValue(0.01)),
  /** Behind a reverse proxy: take the client IP and protocol from X-Forwarded-* headers. */
  TRUST_PROXY: flag('false'),
  /**
   * How many proxies in front of the server append to X-Forwarded-For: the client is that many
   * entries from the end. Entries further left were written by the client and prove nothing.
   */
  TRUST_PROXY_HOPS: wholeNumber('TRUST_PROXY_HOPS', '1', 1, 10),
  /** Country calling codes (comma-separated, e.g. "91,977") whose mobile numbers get one-time codes. */
  OTP_COUNTRY_CODES: v.pipe(
    v.optional(v.string(), '91'),
    v.transform((list) => list.split(',').map((code) => code.trim().replace(/^\+/, ''))),
    v.array(v.pipe(v.string(), v.regex(/^[1-9]\d{0,2}$/, 'OTP_COUNTRY_CODES must list calling codes such as 91,977'))),
  ),
  /** The shop's public address (https://…), for links in mails; without it, the address a request came to. */
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url('PUBLIC_URL must be a URL'))),
  /** Total size all support attachments together may take, and the free disk space always left for the database. */
  UPLOAD_QUOTA_MB: v.pipe(v.optional(v.string(), '1024'), v.toNumber(), v.minValue(0)),
  UPLOAD_MIN_FREE_MB: v.pipe(v.optional(v.string(), '256'), v.toNumber(), v.minValue(0)),
});

type RawEnv = v.InferOutput<typeof EnvSchema>;

export interface Env extends Omit<RawEnv, 'SMS_OUTBOX' | 'FULFILMENT_SIMULATOR'> {
  SMS_OUTBOX: string;
  UPLOAD_DIR: string;
  FULFILMENT_SIMULATOR: boolean;
  /** Demo conveniences (the code echoed in sendOtp's answer) are on: the outbox provider is in use. */
  DEMO_MODE: boolean;
}

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = v.safeParse(EnvSchema, source);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? 'env'}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const raw = result.output;
  const production = raw.NODE_ENV === 'production';
  if (production && !raw.OTP_SECRET) throw new Error('Invalid environment:\n  OTP_SECRET is required in production');
  if (production && raw.SMS_PROVIDER === 'outbox' && !raw.ALLOW_DEMO_SMS) {
    throw new Error(
      'Invalid environment:\n  the demo SMS outbox sends no real messages; set SMS_PROVIDER=http (with SMS_GATEWAY_URL) in production, or ALLOW_DEMO_SMS=true for a public demo',
    );
  }
  const besidePrimary = {
    DATABASE_DIRECT_URL: !!raw.DATABASE_DIRECT_URL,
    DATABASE_REPLICA_URLS: raw.DATABASE_REPLICA_URLS.length > 0,
  };
  for (const [name, given] of Object.entries(besidePrimary)) {
    if (given && !raw.DATABASE_URL) {
      throw new Error(`Invalid environment:\n  ${name} is for use beside DATABASE_URL; set DATABASE_URL too`);
    }
  }
  if (raw.SMS_PROVIDER === 'http' && !raw.SMS_GATEWAY_URL) {
    throw new Error('Invalid environment:\n  SMS_PROVIDER=http needs SMS_GATEWAY_URL');
  }
  return {
    ...raw,
    SMS_OUTBOX: raw.SMS_OUTBOX ?? `${raw.DATA_DIR}/sms-outbox.jsonl`,
    UPLOAD_DIR: `${raw.DATA_DIR}/uploads`,
    FULFILMENT_SIMULATOR: (raw.FULFILMENT_SIMULATOR ?? (production ? 'off' : 'on')) === 'on',
    DEMO_MODE: raw.SMS_PROVIDER === 'outbox',
  };
}
