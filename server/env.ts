import * as v from 'valibot';

/**
 * The only reader of process.env. Everything the server can be told from outside is named, typed and
 * validated here once, so a typo in a deployment stops the start with a line that names the setting and
 * what to set, instead of failing somewhere deep in a request.
 */
const flag = (name: string, fallback: 'true' | 'false') =>
  v.pipe(
    v.optional(v.picklist(['true', 'false', '1', '0', 'on', 'off'], `${name} must be true or false`), fallback),
    v.transform((value) => value === 'true' || value === '1' || value === 'on'),
  );

/** A flag whose default depends on other settings (readEnv decides it): undefined when unset. */
const flagOrUnset = (name: string) =>
  v.optional(
    v.pipe(
      v.picklist(['true', 'false', '1', '0', 'on', 'off'], `${name} must be true or false`),
      v.transform((value) => value === 'true' || value === '1' || value === 'on'),
    ),
  );

/** A whole number from `min` to `max`, `fallback` when unset; one message names the setting and the range. */
const wholeNumber = (name: string, fallback: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return v.pipe(
    v.optional(v.string(), fallback),
    v.toNumber(message),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
};

/** A number of `unit` of at least `min`, `fallback` when unset. */
const amount = (name: string, fallback: string, min: number, unit: string) => {
  const message = `${name} must be a number of ${unit}, at least ${min}`;
  return v.pipe(v.optional(v.string(), fallback), v.toNumber(message), v.minValue(min, message));
};

const nonEmpty = (name: string, what: string) => v.pipe(v.string(), v.nonEmpty(`${name} must not be empty: ${what}`));

const postgresUrl = (name: string) =>
  v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, `${name} must start with postgres:// or postgresql://`)),
  );

/** The shop's address as a browser reaches it: http(s), a host, nothing after it. */
function isShopAddress(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.pathname === '/' && !url.search && !url.hash;
}

const SHOP_ADDRESS_EXAMPLE = 'https://kirana.example';

const EnvSchema = v.object({
  NODE_ENV: v.optional(
    v.picklist(['development', 'production', 'test'], 'NODE_ENV must be development, production or test'),
    'development',
  ),
  PORT: wholeNumber('PORT', '3000', 0, 65535),
  /** Where the embedded database, uploads and the demo SMS outbox live. */
  DATA_DIR: v.optional(nonEmpty('DATA_DIR', 'set a folder, or leave it unset for ./data'), 'data'),
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
    v.array(
      v.pipe(
        v.string(),
        v.regex(/^postgres(ql)?:\/\//, 'DATABASE_REPLICA_URLS must list postgres:// URLs, separated by commas'),
      ),
    ),
  ),
  /** After a change, this browser's lagging reads go to the primary for this many seconds (read your writes). */
  READ_YOUR_WRITES_SECONDS: wholeNumber('READ_YOUR_WRITES_SECONDS', '5', 1, 300),
  /**
   * Server processes (node:cluster workers sharing PORT). More than one needs DATABASE_URL: PGlite,
   * the embedded database, has one writer.
   */
  WORKERS: wholeNumber('WORKERS', '1', 1, 64),
  /** The built app (vite build output) the server hands to browsers. */
  STATIC_DIR: v.optional(nonEmpty('STATIC_DIR', 'set the built app’s folder, or leave it unset for ./dist'), 'dist'),
  /** Key of the HMAC that one-time codes are stored as. Required in production; random per process otherwise. */
  OTP_SECRET: v.optional(
    v.pipe(
      v.string(),
      v.minLength(32, 'OTP_SECRET must be at least 32 characters: set a random one (openssl rand -hex 32)'),
    ),
  ),
  /** outbox: write codes to SMS_OUTBOX (demo, tests); http: send through the SMS gateway. */
  SMS_PROVIDER: v.optional(v.picklist(['outbox', 'http'], 'SMS_PROVIDER must be outbox or http'), 'outbox'),
  SMS_OUTBOX: v.optional(nonEmpty('SMS_OUTBOX', 'set a file, or leave it unset for DATA_DIR/sms-outbox.jsonl')),
  SMS_GATEWAY_URL: v.optional(
    v.pipe(v.string(), v.url('SMS_GATEWAY_URL must be a URL, such as https://sms.example/send')),
  ),
  SMS_GATEWAY_TOKEN: v.optional(v.string()),
  /** Lets the demo outbox run with NODE_ENV=production (a public demo); never for a real shop. */
  ALLOW_DEMO_SMS: flag('ALLOW_DEMO_SMS', 'false'),
  /** The delivery promise each order gets, in minutes after the shop takes it (decision 012); at most 5 days. */
  DELIVERY_PROMISE_MINUTES: wholeNumber('DELIVERY_PROMISE_MINUTES', '30', 5, 7200),
  /** Behind a reverse proxy: take the client IP and protocol from X-Forwarded-* headers. */
  TRUST_PROXY: flag('TRUST_PROXY', 'false'),
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
  /**
   * The shop's public address, the only base of links in mails (decision 102): required in production,
   * http://localhost:PORT otherwise. Never the address a request names, which its sender chooses.
   */
  PUBLIC_URL: v.optional(
    v.pipe(
      v.string(),
      v.check(
        isShopAddress,
        `PUBLIC_URL must be the shop's address alone (http or https, no path), such as ${SHOP_ADDRESS_EXAMPLE}`,
      ),
      v.transform((address) => new URL(address).origin),
    ),
  ),
  /**
   * Web Push (decision 109): the shop's VAPID key pair, base64url as `npx web-push generate-vapid-keys` prints it.
   * Unset: outside production one pair is made and kept in DATA_DIR; in production Web Push is off (SMS only).
   */
  VAPID_PUBLIC_KEY: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY must be the 87-character base64url public key'),
    ),
  ),
  VAPID_PRIVATE_KEY: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be the 43-character base64url private key'),
    ),
  ),
  /** Who push services may write to about this shop's messages: mailto: or https:; PUBLIC_URL when that is https. */
  VAPID_SUBJECT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'VAPID_SUBJECT must be a mailto: address or an https: URL'),
    ),
  ),
  /** Total size all support attachments together may take, and the free disk space always left for the database. */
  UPLOAD_QUOTA_MB: amount('UPLOAD_QUOTA_MB', '1024', 0, 'megabytes'),
  UPLOAD_MIN_FREE_MB: amount('UPLOAD_MIN_FREE_MB', '256', 0, 'megabytes'),
  /** The 2,940 demo products and their reviews on a first start: on by default, off in production (a real shop starts empty). */
  DEMO_CATALOG: flagOrUnset('DEMO_CATALOG'),
  /** Where backups go (`npm run backup` and the scheduled ones, decision 115); DATA_DIR/backups when unset. */
  BACKUP_DIR: v.optional(nonEmpty('BACKUP_DIR', 'set a folder, or leave it unset for DATA_DIR/backups')),
  /** Hours between the server's own backups; 0 turns them off. At most a week. */
  BACKUP_EVERY_HOURS: wholeNumber('BACKUP_EVERY_HOURS', '6', 0, 168),
  /** How many backups BACKUP_DIR keeps: the oldest beyond them are removed after each backup. */
  BACKUP_KEEP: wholeNumber('BACKUP_KEEP', '7', 1, 1000),
});

type RawEnv = v.InferOutput<typeof EnvSchema>;

export interface Env extends Omit<RawEnv, 'SMS_OUTBOX' | 'PUBLIC_URL' | 'DEMO_CATALOG' | 'BACKUP_DIR'> {
  SMS_OUTBOX: string;
  /** DEMO_CATALOG, or on unless NODE_ENV=production. */
  DEMO_CATALOG: boolean;
  BACKUP_DIR: string;
  UPLOAD_DIR: string;
  /** Where links in mails point: PUBLIC_URL, or http://localhost:PORT outside production. */
  PUBLIC_URL: string;
  /** Demo conveniences (the code echoed in sendOtp's answer) are on: the outbox provider is in use. */
  DEMO_MODE: boolean;
}

/** Every setting that stops the start, one line each: the setting, what is wrong and what to set. */
export class EnvProblems extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
}

/** Each setting read on its own, so one start lists every problem, not just the first. */
function readSettings(source: Record<string, string | undefined>) {
  const read: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, schema] of Object.entries(EnvSchema.entries)) {
    const result = v.safeParse(schema, source[name]);
    if (result.success) read[name] = result.output;
    else problems.push(...new Set(result.issues.map((issue) => issue.message)));
  }
  return { read: read as Partial<RawEnv>, problems };
}

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const { read, problems } = readSettings(source);
  const given = (name: keyof RawEnv) => source[name] !== undefined;
  const production = read.NODE_ENV === 'production';
  if (production && !given('OTP_SECRET')) {
    problems.push('OTP_SECRET is required in production: set 32 or more random characters (openssl rand -hex 32)');
  }
  if (production && !given('PUBLIC_URL')) {
    problems.push(
      `PUBLIC_URL is required in production: set the shop's address for the links in its mails, such as ${SHOP_ADDRESS_EXAMPLE}`,
    );
  }
  if (production && read.SMS_PROVIDER === 'outbox' && read.ALLOW_DEMO_SMS === false) {
    problems.push(
      'SMS_PROVIDER=outbox, the demo outbox, sends no real SMS: set SMS_PROVIDER=http (with SMS_GATEWAY_URL) in production, or ALLOW_DEMO_SMS=true for a public demo',
    );
  }
  const besidePrimary = {
    DATABASE_DIRECT_URL: given('DATABASE_DIRECT_URL'),
    DATABASE_REPLICA_URLS: (read.DATABASE_REPLICA_URLS?.length ?? 0) > 0,
  };
  for (const [name, set] of Object.entries(besidePrimary)) {
    if (set && !given('DATABASE_URL')) problems.push(`${name} is for use beside DATABASE_URL; set DATABASE_URL too`);
  }
  if (given('VAPID_PUBLIC_KEY') !== given('VAPID_PRIVATE_KEY')) {
    problems.push(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both (npx web-push generate-vapid-keys), or neither',
    );
  }
  if (read.SMS_PROVIDER === 'http' && !given('SMS_GATEWAY_URL')) {
    problems.push("SMS_PROVIDER=http needs SMS_GATEWAY_URL: set the gateway's URL");
  }
  if (read.WORKERS !== undefined && read.WORKERS > 1 && !given('DATABASE_URL')) {
    problems.push(
      `WORKERS=${read.WORKERS} needs PostgreSQL (DATABASE_URL): the embedded database (PGlite) has one writer, so it runs as one process (WORKERS=1).`,
    );
  }
  if (problems.length > 0) throw new EnvProblems(problems);

  const raw = read as RawEnv;
  return {
    ...raw,
    SMS_OUTBOX: raw.SMS_OUTBOX ?? `${raw.DATA_DIR}/sms-outbox.jsonl`,
    UPLOAD_DIR: `${raw.DATA_DIR}/uploads`,
    PUBLIC_URL: raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`,
    DEMO_MODE: raw.SMS_PROVIDER === 'outbox',
    DEMO_CATALOG: raw.DEMO_CATALOG ?? !production,
    BACKUP_DIR: raw.BACKUP_DIR ?? `${raw.DATA_DIR}/backups`,
  };
}
