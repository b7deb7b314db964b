import { createHash } from 'node:crypto';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import {
  APPLIED_CHANGE_RETENTION_DAYS,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  REPLAYED_HEADER,
} from '../../contract/changes';
import type { Db } from '../db/client';
import { appliedChanges, staffAppliedChanges } from '../db/schema';
import type { Clock, Deps } from '../deps';
import { varyOnLanguage } from '../i18n/locale';
import { say } from '../i18n/say';
import { describeErrorForLog } from './error-log';
import { httpMessages } from './messages';
import { fail } from './respond';
import { type AppEnv, currentUser } from './session';
import { currentStaff } from './staff-session';

export const APPLIED_CHANGE_RETENTION_MS = APPLIED_CHANGE_RETENTION_DAYS * 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Keys kept per shopper, the oldest dropped first (decision 099): a busy shopper makes a few hundred changes
 * in 30 days, from all their devices; only changes made on other devices while one phone's lost answer waits
 * come between that answer and its repeat.
 */
export const APPLIED_CHANGE_KEYS_PER_SHOPPER = 2000;

/**
 * The largest answer kept as it is (JSON bytes). A cart line with its Hindi is about 1 KB; an answer that is
 * the shopper's whole cart or list is rebuilt instead (`answerAgain`), so what a key costs never grows with it.
 */
export const KEPT_ANSWER_MAX_BYTES = 8 * 1024;

/**
 * How a repeat of this change is answered when its first answer is the shopper's current state (the cart,
 * the wishlist, the order): that state now, read through `c.var.db`, as the answer's `data`. Without it the
 * first answer is kept (up to KEPT_ANSWER_MAX_BYTES), for answers that are small and specific (an order's id).
 */
export interface ExactlyOnceOptions {
  answerAgain?: (c: Context<AppEnv>) => Promise<unknown>;
}

/** Thrown inside the transaction to roll back a change the handler refused or failed. */
class NotApplied extends Error {}

/**
 * Exactly once for a change endpoint (draft-ietf-httpapi-idempotency-key-header). Use it after
 * `requireUser` and the validators; the handler must do all its database work through `c.var.db`
 * and defer anything that reads through `deps.db` (or is not to happen on a refusal) to
 * `c.var.afterCommit`.
 *
 * With an `Idempotency-Key` the handler runs inside one transaction that first claims the key
 * (INSERT … ON CONFLICT DO NOTHING on the primary key (user, key)):
 * - a 2xx answer's status is stored with the key and committed together with the change, and its body
 *   too unless `answerAgain` rebuilds it (or it is over KEPT_ANSWER_MAX_BYTES); the shopper's oldest keys
 *   beyond APPLIED_CHANGE_KEYS_PER_SHOPPER go in the same transaction;
 * - any other answer, or a thrown error, rolls everything back, key included: a refusal had no
 *   effect, so the same key is evaluated afresh when sent again;
 * - a key already applied answers with the stored status and body, or the rebuilt state
 *   (`Idempotent-Replayed: true`) when the request is the same (method, path, query, body), 422 when it is not.
 * Concurrent requests with the same key cannot both apply: on PostgreSQL the second INSERT waits
 * on the unique index until the first transaction ends, then sees its row (or claims the key if
 * it rolled back); PGlite is one connection whose transactions run one at a time.
 *
 * Without the header the handler runs on `deps.db`, without a transaction.
 */
export function exactlyOnce(deps: Pick<Deps, 'db' | 'clock'>, options: ExactlyOnceOptions = {}) {
  return exactlyOnceFor(deps, options, (c) => shopperRecord(currentUser(c).id));
}

/**
 * The same for a staff change (decision 107): used after `requireStaff`, the record is kept per member in
 * staff_applied_changes, apart from the shoppers'. Staff are few and named by the owner: their keys are
 * bounded by the 30-day retention alone.
 */
export function staffExactlyOnce(deps: Pick<Deps, 'db' | 'clock'>, options: ExactlyOnceOptions = {}) {
  return exactlyOnceFor(deps, options, (c) => staffRecord(currentStaff(c).id));
}

/** Where one person's applied changes are recorded: a shopper's in applied_changes, a member's in staff_applied_changes. */
interface ChangeRecord {
  /** Claims the key (INSERT … ON CONFLICT DO NOTHING); false when it was applied before. */
  claim(tx: Db, key: string, fingerprint: string, now: Date): Promise<boolean>;
  prior(tx: Db, key: string): Promise<{ fingerprint: string; status: number; body: unknown } | undefined>;
  settle(tx: Db, key: string, status: number, body: unknown): Promise<void>;
  /** Drops what is beyond this person's cap, in the change's transaction. */
  trim(tx: Db): Promise<void>;
}

function shopperRecord(userId: string): ChangeRecord {
  const thisChange = (key: string) => and(eq(appliedChanges.userId, userId), eq(appliedChanges.key, key));
  return {
    async claim(tx, key, fingerprint, now) {
      const claimed = await tx
        .insert(appliedChanges)
        .values({ userId, key, fingerprint, status: 0, body: null, createdAt: now })
        .onConflictDoNothing()
        .returning({ key: appliedChanges.key });
      return claimed.length > 0;
    },
    async prior(tx, key) {
      const [row] = await tx
        .select({ fingerprint: appliedChanges.fingerprint, status: appliedChanges.status, body: appliedChanges.body })
        .from(appliedChanges)
        .where(thisChange(key));
      return row;
    },
    async settle(tx, key, status, body) {
      await tx.update(appliedChanges).set({ status, body }).where(thisChange(key));
    },
    trim: (tx) => dropOldestKeys(tx, userId),
  };
}

function staffRecord(staffId: string): ChangeRecord {
  const thisChange = (key: string) => and(eq(staffAppliedChanges.staffId, staffId), eq(staffAppliedChanges.key, key));
  return {
    async claim(tx, key, fingerprint, now) {
      const claimed = await tx
        .insert(staffAppliedChanges)
        .values({ staffId, key, fingerprint, status: 0, body: null, createdAt: now })
        .onConflictDoNothing()
        .returning({ key: staffAppliedChanges.key });
      return claimed.length > 0;
    },
    async prior(tx, key) {
      const [row] = await tx
        .select({
          fingerprint: staffAppliedChanges.fingerprint,
          status: staffAppliedChanges.status,
          body: staffAppliedChanges.body,
        })
        .from(staffAppliedChanges)
        .where(thisChange(key));
      return row;
    },
    async settle(tx, key, status, body) {
      await tx.update(staffAppliedChanges).set({ status, body }).where(thisChange(key));
    },
    trim: async () => {},
  };
}

function exactlyOnceFor(
  deps: Pick<Deps, 'db' | 'clock'>,
  { answerAgain }: ExactlyOnceOptions,
  recordOf: (c: Context<AppEnv>) => ChangeRecord,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    const pending: AfterCommitTask[] = [];
    c.set('afterCommit', (task) => {
      pending.push(task);
    });

    if (key === undefined) {
      c.set('db', deps.db);
      await next();
      // No transaction: the change (if any) is already committed.
      await runAll(pending);
      return;
    }
    if (!v.is(IdempotencyKeySchema, key)) {
      const words = say(c, httpMessages);
      return fail(c, 400, words.invalidIdempotencyKey, { [IDEMPOTENCY_KEY_HEADER]: words.idempotencyKeyField });
    }

    const record = recordOf(c);
    const fingerprint = await requestFingerprint(c);
    let outcome: { applied: true } | { applied: false; fingerprint: string; status: number; body: unknown };
    try {
      outcome = await deps.db.transaction(async (tx) => {
        if (!(await record.claim(tx, key, fingerprint, deps.clock.now()))) {
          // Applied before, and committed: an uncommitted claim is invisible here, and on
          // PostgreSQL the INSERT above waited for it to end.
          const prior = await record.prior(tx, key);
          if (!prior) throw new Error('applied change vanished between INSERT and SELECT');
          return { applied: false, ...prior };
        }

        c.set('db', tx);
        await next();
        // A thrown error reaches here as the app's 500 answer (Hono's onError), so one check covers both.
        if (c.res.status < 200 || c.res.status > 299) throw new NotApplied();
        await record.settle(tx, key, c.res.status, answerAgain ? null : await keptAnswer(c.res));
        await record.trim(tx);
        return { applied: true };
      });
    } catch (error) {
      if (!(error instanceof NotApplied)) throw error;
      // Rolled back: the handler's refusal (c.res) goes out as it is, and its deferred work is dropped.
      return;
    }

    if (!outcome.applied) {
      if (outcome.fingerprint !== fingerprint) return fail(c, 422, say(c, httpMessages).idempotencyKeyReused);
      const status = outcome.status as ContentfulStatusCode;
      if (answerAgain) {
        c.set('db', deps.db);
        const data = await answerAgain(c);
        c.header(REPLAYED_HEADER, 'true');
        return c.json({ success: true, data }, status);
      }
      // Too large to keep: applied, and not again; the shopper's screen refreshes from the server.
      if (outcome.body === null) return fail(c, 409, say(c, httpMessages).changeAlreadyApplied);
      c.header(REPLAYED_HEADER, 'true');
      // The first answer's words, in the language it was asked in.
      if (hasMessage(outcome.body)) varyOnLanguage(c);
      return c.json(outcome.body, status);
    }
    await runAll(pending);
  };
}

export type AfterCommitTask = () => Promise<unknown>;

/** The answer's JSON to keep, or null when it is over KEPT_ANSWER_MAX_BYTES (logged: such an answer wants `answerAgain`). */
async function keptAnswer(response: Response): Promise<unknown> {
  const text = await response.clone().text();
  if (Buffer.byteLength(text) > KEPT_ANSWER_MAX_BYTES) {
    console.error(
      `An exactly-once answer of ${Buffer.byteLength(text)} bytes was not kept: give its route answerAgain.`,
    );
    return null;
  }
  // These endpoints answer JSON; anything else is a bug and rolls back as a 500.
  return JSON.parse(text);
}

/**
 * Drops the shopper's keys beyond the newest APPLIED_CHANGE_KEYS_PER_SHOPPER: one DELETE that walks at most
 * that many entries of applied_changes_user_created_idx.
 */
async function dropOldestKeys(db: Db, userId: string): Promise<void> {
  const newestDropped = db
    .select({ createdAt: appliedChanges.createdAt, key: appliedChanges.key })
    .from(appliedChanges)
    .where(eq(appliedChanges.userId, userId))
    .orderBy(desc(appliedChanges.createdAt), desc(appliedChanges.key))
    .offset(APPLIED_CHANGE_KEYS_PER_SHOPPER)
    .limit(1);
  await db
    .delete(appliedChanges)
    .where(
      and(
        eq(appliedChanges.userId, userId),
        sql`(${appliedChanges.createdAt}, ${appliedChanges.key}) <= (${newestDropped})`,
      ),
    );
}

function hasMessage(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'message' in body;
}

async function runAll(tasks: AfterCommitTask[]) {
  for (const task of tasks) await task();
}

/**
 * sha256 of method, path, query (sorted) and the body (JSON with sorted keys, else the text),
 * so the same change sent again matches whatever order a client writes its fields in.
 */
export async function requestFingerprint(c: Context): Promise<string> {
  const url = new URL(c.req.url);
  const query = [...url.searchParams].sort(([a, x], [b, y]) => compare(a, b) || compare(x, y));
  const text = await c.req.text();
  let body: unknown = text;
  if (text !== '') {
    try {
      body = canonical(JSON.parse(text));
    } catch {
      // Not JSON: the text itself is the body.
    }
  }
  return createHash('sha256')
    .update(JSON.stringify([c.req.method, url.pathname, query, body]))
    .digest('base64url');
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The value with every object's keys sorted, so JSON.stringify gives one spelling per value. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort(compare)
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** Forgets keys (shoppers' and staff's) applied more than the retention ago (30 days: a phone may stay offline that long). */
export async function pruneAppliedChanges(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - APPLIED_CHANGE_RETENTION_MS);
  const gone = await db
    .delete(appliedChanges)
    .where(lt(appliedChanges.createdAt, before))
    .returning({ key: appliedChanges.key });
  const staffGone = await db
    .delete(staffAppliedChanges)
    .where(lt(staffAppliedChanges.createdAt, before))
    .returning({ key: staffAppliedChanges.key });
  return gone.length + staffGone.length;
}

/**
 * Prunes at start and then every hour (one indexed DELETE; any number of processes may do it).
 * The returned stop function waits for a prune in flight, so the database can be closed after it.
 */
export function startPruningAppliedChanges(
  deps: { db: Db; clock: Clock },
  everyMs = PRUNE_EVERY_MS,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const prune = () => {
    running = pruneAppliedChanges(deps.db, deps.clock.now()).catch((error: unknown) => {
      console.error(`Could not prune applied changes:\n${describeErrorForLog(error)}`);
    });
  };
  prune();
  const timer = setInterval(prune, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
