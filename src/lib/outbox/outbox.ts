import { onlineManager } from '@tanstack/react-query';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { ApiError } from '../api-client';
import { backoffDelay, browserSaysOnline, onRetryMoment } from '../online';
import { raceTimeout } from '../race-timeout';
import type {
  Change,
  ChangeKind,
  ChangeOf,
  Delivery,
  KindName,
  Kinds,
  Outcome,
  Refusal,
  RegisteredKinds,
} from './change';
import type { ChangeStore } from './change-store';
import { classify, type Sent } from './classify';

/**
 * The durable outbox (decision 009): every change the shopper makes (cart, wishlist, Buy again,
 * orders) is written to the phone *before* it is sent, and leaves only when the server has answered
 * it (2xx) or refused it for good (4xx, kept with its reason until the shopper discards or retries
 * it). It survives reloads, restarts, a request in flight at reload time, and a connection that is
 * "online" with nothing getting through.
 *
 * - Exactly once: a change's id, made here, is its Idempotency-Key; the server records applied keys
 *   with the change and answers a repeat with the first answer, so a lost reply is harmless.
 * - Order kept, one sender: changes go one at a time, oldest first, by one tab of the browser at a
 *   time (a Web Lock); every tab hears what happened (a BroadcastChannel).
 * - One refusal never blocks the rest; a change that did not get through waits, and the ones after
 *   it wait behind it (their order matters), retried with backoff, on `online`, on returning to the
 *   app and at start. No Background Sync: the next open delivers.
 */

type Message =
  | { type: 'changed' }
  | { type: 'sending'; id: string | null }
  | { type: 'settled'; change: Change; outcome: Outcome };

/** Retries while nothing gets through: 1 s, 2 s, 4 s, 8 s, then every 10 s. */
const RETRY_MAX_MS = 10_000;
const LOCK_NAME = 'kirana-outbox-sender';

export interface OutboxOptions {
  /** The signed-in shopper's id, or undefined: only their changes are sent. */
  shopperId: () => string | undefined;
  /** Told when a change is refused and no screen is waiting for its answer. */
  onRefused?: (change: Change, refusal: Refusal) => void;
  channelName?: string;
}

/** Sent, and not answered yet: the shop may have applied it (see Change.sentAt). */
export function mayHaveReachedShop(change: Change): boolean {
  return change.state === 'waiting' && change.sentAt !== undefined;
}

/** How many outcomes a tab remembers for screens that ask after the answer came (one per change made lately is plenty). */
const KEPT_OUTCOMES = 50;

/** How long a settled change stays on the phone at most while its answer is saved (a stuck IndexedDB must not stop the sender). */
const SAVE_WAIT_MS = 2000;

let seqCounter = 0;

/** A change's id and Idempotency-Key: a UUID, made on the phone. */
export function newChangeId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts; a phone trying the shop over plain http on a LAN has getRandomValues.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function newChange<P>(kind: string, userId: string, payload: P, id: string): Change<P> {
  return { id, kind, userId, payload, madeAt: Date.now(), seq: seqCounter++, state: 'waiting', attempts: 0 };
}

export class Outbox<K extends Kinds = RegisteredKinds> {
  /** Each kind's definition, typed by its name where it was defined. */
  private readonly kinds = new Map<string, ChangeKind<Change, unknown>>();
  private changes: Change[] = [];
  /** Added here and still being written: a reload in the meantime must not hide them. */
  private readonly writing = new Map<string, Change>();
  private sendingId: string | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly settledListeners = new Set<(change: Change, outcome: Outcome) => unknown>();
  private readonly waiters = new Map<string, Set<(outcome: Outcome) => void>>();
  /** The last outcomes this tab heard: an answer can come before the screen that asked starts listening for it. */
  private readonly outcomes = new Map<string, Outcome>();
  private channel: BroadcastChannel | undefined;
  private options: OutboxOptions = { shopperId: () => undefined };
  private drainRequested = false;
  private retryDue = false;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly stops: (() => void)[] = [];
  /** Once stopped, nothing more is sent: not a flush asked for, nor the rest of a run already under way. */
  private stopped = false;
  private loaded: Promise<void> | undefined;

  constructor(private readonly store: ChangeStore) {}

  /** Teaches the outbox how to send a kind of change (src/domain does this at start-up). */
  define<N extends KindName<K>>(kind: N, definition: ChangeKind<ChangeOf<K, N>, K[N]['answer']>) {
    // Methods take their parameters bivariantly, so a definition typed for its kind fits the map of all kinds.
    this.kinds.set(kind, definition);
  }

  /** Loads what the phone kept, listens to the other tabs and the connection, and starts sending. */
  start(options: OutboxOptions): Promise<void> {
    this.options = options;
    this.stopped = false;
    // A store only this tab can see (no IndexedDB) has nothing to share with other tabs.
    if (this.store.shared && typeof BroadcastChannel !== 'undefined') {
      this.channel = new BroadcastChannel(options.channelName ?? 'kirana-outbox');
      this.channel.onmessage = (event: MessageEvent<Message>) => void this.hear(event.data);
    }
    this.stops.push(onRetryMoment(() => this.flush()));
    this.stops.push(onlineManager.subscribe((online) => online && this.flush()));
    void this.ready().then(() => this.flush());
    return this.ready();
  }

  /** Settles once the changes kept on the phone are loaded (readers apply them on top of the server's state). */
  ready(): Promise<void> {
    this.loaded ??= this.reload().then(() => undefined);
    return this.loaded;
  }

  /** Shows every waiting change again over the screen's copies (after the persisted cache is restored). */
  async showWaiting() {
    await this.ready();
    for (const change of this.changes) {
      if (change.state === 'waiting') this.kinds.get(change.kind)?.show?.(change);
    }
  }

  stop() {
    this.stopped = true;
    for (const stop of this.stops.splice(0)) stop();
    this.channel?.close();
    this.channel = undefined;
    clearTimeout(this.retryTimer);
  }

  /**
   * Records a change on the phone, then sends it when it can. Resolves once it is written: from then
   * on nothing the network does can lose it.
   */
  async add<N extends KindName<K>>(kind: N, userId: string, payload: K[N]['payload'], id = newChangeId()) {
    const change = newChange(kind, userId, payload, id) as ChangeOf<K, N>;
    // The write is asked for first, so the re-render that showing the change causes never delays it;
    // the change is on screen in the same breath.
    this.outcomes.delete(id);
    const writeStarted = performance.now();
    const written = this.store.put(change);
    this.writing.set(id, change);
    this.changes = sorted([...this.changes.filter((c) => c.id !== id), change]);
    this.kinds.get(kind)?.show?.(change);
    this.notify();
    try {
      await written;
    } finally {
      this.writing.delete(id);
    }
    // Read by bench/sync.ts: from the tap to the change being on the phone, as the page sees it.
    performance.measure?.('kirana-outbox-write', { start: writeStarted });
    this.broadcast({ type: 'changed' });
    this.flush();
    return change;
  }

  /**
   * The server's answer to `change` if it arrives while the shopper is still looking (within
   * `withinMs`, and the connection holds), else `queued`. A refusal throws an ApiError and is taken
   * off the outbox: the screen that asked shows it.
   */
  delivery<N extends KindName<K>>(change: ChangeOf<K, N>, withinMs = 5000): Promise<Delivery<K[N]['answer']>> {
    return new Promise((resolve, reject) => {
      let done = false;
      const finish = (result: () => void) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        unsubscribe();
        this.waiters.get(change.id)?.delete(hear);
        result();
      };
      const hear = (outcome: Outcome) =>
        finish(() => {
          if (outcome.status === 'applied') resolve({ status: 'applied', data: outcome.data as K[N]['answer'] });
          else {
            void this.discard(change.id);
            const { status, message, payload } = outcome.refusal;
            reject(new ApiError(status, message, undefined, payload));
          }
        });
      const queued = () => finish(() => resolve({ status: 'queued' }));
      const timer = setTimeout(queued, withinMs);
      const unsubscribe = onlineManager.subscribe((online) => online || queued());
      if (!this.waiters.has(change.id)) this.waiters.set(change.id, new Set());
      this.waiters.get(change.id)?.add(hear);
      const known = this.outcomes.get(change.id);
      if (known) hear(known);
      else if (!onlineManager.isOnline()) queued();
    });
  }

  /** Every change on the phone, oldest first (all shoppers: filter by userId to show one). */
  list(): readonly ChangeOf<K>[] {
    return this.changes as ChangeOf<K>[];
  }

  /** The changes still to be sent for this shopper, oldest first: readers apply them on top of the server's state. */
  waiting<N extends KindName<K>>(userId: string, kinds?: readonly N[]): ChangeOf<K, N>[] {
    return this.changes.filter(
      (c): c is ChangeOf<K, N> =>
        c.state === 'waiting' && c.userId === userId && (!kinds || (kinds as readonly string[]).includes(c.kind)),
    );
  }

  /**
   * Reads the server's state and lays this shopper's waiting changes of `kinds` on top. The changes
   * answered while the read was on its way count too, even one made after it left: the read may have
   * left the server before the change was applied there, and once answered it no longer waits
   * (`apply` must be idempotent, as every kind's `show` is). Refused ones are left out.
   */
  async onTopOf<T, N extends KindName<K>>(
    userId: string,
    kinds: readonly N[],
    read: () => Promise<T>,
    apply: (state: T, changes: readonly ChangeOf<K, N>[]) => T,
  ): Promise<T> {
    await this.ready();
    const appliedMeanwhile: ChangeOf<K, N>[] = [];
    const ofKinds = (change: Change): change is ChangeOf<K, N> => (kinds as readonly string[]).includes(change.kind);
    const stopListening = this.onSettled((change, outcome) => {
      if (outcome.status === 'applied' && change.userId === userId && ofKinds(change)) appliedMeanwhile.push(change);
    });
    let state: T;
    try {
      state = await read();
    } finally {
      stopListening();
    }
    const after = this.waiting(userId, kinds);
    return apply(state, sorted([...appliedMeanwhile.filter((c) => !after.some((a) => a.id === c.id)), ...after]));
  }

  /** The change on its way to the server right now, in any tab. */
  sending(): string | null {
    return this.sendingId;
  }

  describe(change: Change): string {
    return this.kinds.get(change.kind)?.describe(change.payload) ?? m.lib_outbox_unknown_change();
  }

  /**
   * Told, in every tab, when the server has answered or refused a change. In the sending tab the change
   * stays on the phone until the listener's promise settles (say, until what it showed is saved).
   */
  onSettled(listener: (change: Change, outcome: Outcome) => unknown): () => void {
    this.settledListeners.add(listener);
    return () => this.settledListeners.delete(listener);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * A refused change goes again, now, behind the changes made since. As one never sent: a refusal, or a server
   * error, left nothing applied (decision 011), so until it is sent again it may still be taken off the phone.
   */
  async retry(id: string) {
    let retried = false;
    await this.store.edit(id, (change) => {
      if (change.state !== 'refused') return change;
      retried = true;
      return {
        ...change,
        state: 'waiting',
        refusal: undefined,
        serverErrors: 0,
        sentAt: undefined,
        madeAt: Date.now(),
        seq: seqCounter++,
      };
    });
    if (!retried) return;
    this.outcomes.delete(id);
    await this.changed();
    this.flush();
  }

  /**
   * Takes a change off the phone; false when it is not there, or may have reached the shop: on its way now, or sent
   * before with no answer yet. Its answer is due, and a change the server may have applied cannot be called back.
   */
  async discard(id: string): Promise<boolean> {
    if (this.sendingId === id) return false;
    const kept = await this.store.edit(id, (change) => (mayHaveReachedShop(change) ? change : null));
    if (kept !== null) return false;
    await this.changed();
    return true;
  }

  /** The shopper asks to try now, even though the last try got nothing through. */
  tryNow() {
    this.retryDue = true;
    this.flush();
  }

  /** Sends what is waiting, now (coalesced: one run at a time, and one more if asked meanwhile). */
  flush() {
    if (this.drainRequested || this.stopped) return;
    this.drainRequested = true;
    void this.exclusively(async () => {
      this.drainRequested = false;
      await this.drain();
    });
  }

  /** Holding the sender's turn: sends the waiting changes one at a time, oldest first, until one cannot go. */
  private async drain() {
    // This tab's turn: no other tab is sending now, so one heard of that never said it was done has gone.
    if (this.sendingId !== null && webLocks()) this.setSending(null);
    await this.reload();
    for (;;) {
      const change = await this.next();
      if (!change) return;
      const verdict = classify(await this.send(change), change.serverErrors ?? 0);
      if (verdict.status === 'retry') return this.sendLater(change, verdict.serverErrors);
      await this.conclude(change, verdict);
    }
  }

  /**
   * The shopper's oldest waiting change, marked as sent; none when nothing is to go, or cannot go now. The store is
   * read once a run: after that the list stays current through this tab's work and the other tabs' messages.
   */
  private async next(): Promise<Change | undefined> {
    for (;;) {
      if (this.stopped) return undefined;
      const userId = this.options.shopperId();
      const candidate = this.changes.find((c) => c.state === 'waiting' && c.userId === userId);
      if (!candidate) {
        this.attempt = 0;
        return undefined;
      }
      // Still being written by `add`, which flushes once it is: it goes then.
      if (this.writing.has(candidate.id)) return undefined;
      // While the shop counts as offline only the retry timer knocks (it is the probe); in airplane mode nothing does.
      if (!onlineManager.isOnline() && !(this.retryDue && browserSaysOnline())) {
        if (browserSaysOnline()) this.scheduleRetry();
        return undefined;
      }
      this.retryDue = false;
      // Marked in the same step that finds it still there, so a cancel in another tab comes either before (and it
      // does not go) or after (and is refused). Gone already (an order cancelled in another tab): look again.
      const sent = await this.store.edit(candidate.id, (change) =>
        change.sentAt ? change : { ...change, sentAt: Date.now() },
      );
      // Stopped while the phone marked it: it goes, with its key, at the next start.
      if (sent) return this.stopped ? undefined : sent;
      await this.reload();
    }
  }

  /** One send of one change, every other tab told it is on its way. */
  private async send(change: Change): Promise<Sent> {
    const kind = this.kinds.get(change.kind);
    this.setSending(change.id);
    try {
      if (!kind) throw new ApiError(400, m.lib_outbox_unknown_kind());
      return { ok: true, data: await kind.send(change) };
    } catch (error) {
      return { ok: false, error };
    }
  }

  /** It stays first in line and goes again at the backoff's next step. */
  private async sendLater(change: Change, serverErrors: number) {
    this.setSending(null);
    await this.store.edit(change.id, (kept) => ({ ...kept, attempts: kept.attempts + 1, serverErrors }));
    await this.changed();
    this.scheduleRetry();
  }

  /**
   * An answer reaches the screens, and their copy on the phone is saved, before the change leaves the phone: a page
   * left in between finds it still waiting (sent again, answered again by its key), never neither it nor its answer.
   */
  private async conclude(change: Change, outcome: Outcome) {
    this.attempt = 0;
    this.sendingId = null;
    // A refusal is kept first: the screen waiting for it may discard it at once.
    if (outcome.status === 'refused') {
      const { refusal } = outcome;
      await this.store.edit(change.id, (kept) => ({ ...kept, state: 'refused', refusal }));
    }
    await raceTimeout(this.settle(change, outcome), SAVE_WAIT_MS);
    if (outcome.status === 'applied') await this.store.remove(change.id);
    this.broadcast({ type: 'sending', id: null });
    this.broadcast({ type: 'settled', change, outcome });
  }

  /**
   * The phone's list shows the outcome first (quietly), so what the kind and the waiting screen do
   * next reads a list without the change; then every screen re-renders once.
   */
  private settle(change: Change, outcome: Outcome): Promise<unknown> {
    this.changes =
      outcome.status === 'applied'
        ? this.changes.filter((c) => c.id !== change.id)
        : this.changes.map((c) => (c.id === change.id ? { ...c, state: 'refused', refusal: outcome.refusal } : c));
    this.outcomes.set(change.id, outcome);
    if (this.outcomes.size > KEPT_OUTCOMES) this.outcomes.delete(this.outcomes.keys().next().value as string);
    this.kinds.get(change.kind)?.settled?.(change, outcome);
    const listened = [...this.settledListeners].map((listener) => listener(change, outcome));
    const waiters = this.waiters.get(change.id);
    if (waiters?.size) {
      for (const hear of [...waiters]) hear(outcome);
    } else if (outcome.status === 'refused' && change.userId === this.options.shopperId()) {
      this.options.onRefused?.(change, outcome.refusal);
    }
    this.notify();
    return Promise.allSettled(listened);
  }

  private scheduleRetry() {
    if (this.retryTimer !== undefined || this.stopped) return;
    this.retryTimer = setTimeout(
      () => {
        this.retryTimer = undefined;
        this.retryDue = true;
        this.flush();
      },
      backoffDelay(this.attempt++, RETRY_MAX_MS),
    );
  }

  private async hear(message: Message) {
    if (message.type === 'sending') {
      this.sendingId = message.id;
      this.notify();
      // Wait for the turn behind the tab that is sending. It comes when that tab is done, or gone with its lock
      // (a phone ends tabs in the background): this tab then sends what is left, with no signal change to prompt it.
      if (message.id !== null && webLocks()) this.flush();
      return;
    }
    if (message.type === 'settled') void this.settle(message.change, message.outcome);
    else {
      await this.reload();
      // A change made in another tab shows here too, before it is sent.
      await this.showWaiting();
    }
  }

  /** Re-reads the phone's copy (another tab may have changed it) and tells the screens. */
  private async reload(): Promise<Change[]> {
    const stored = await this.store.all();
    const unsaved = [...this.writing.values()].filter((change) => !stored.some((c) => c.id === change.id));
    this.changes = sorted([...stored, ...unsaved]);
    this.notify();
    return this.changes;
  }

  private async changed() {
    await this.reload();
    this.broadcast({ type: 'changed' });
  }

  private setSending(id: string | null) {
    this.sendingId = id;
    this.notify();
    this.broadcast({ type: 'sending', id });
  }

  private broadcast(message: Message) {
    this.channel?.postMessage(message);
  }

  private notify() {
    for (const listener of this.listeners) listener();
  }

  /** One sender per browser: a Web Lock across tabs where there is one, else one run at a time in this tab. */
  private localTurn: Promise<void> = Promise.resolve();
  private exclusively(work: () => Promise<void>): Promise<void> {
    const locks = webLocks();
    if (locks) return locks.request(LOCK_NAME, work).then(() => undefined);
    this.localTurn = this.localTurn.then(work, work);
    return this.localTurn;
  }
}

/** The browser's Web Locks, which it releases when a tab ends however it ends. */
const webLocks = (): LockManager | undefined => (typeof navigator === 'undefined' ? undefined : navigator.locks);

function sorted<C extends Change>(changes: C[]): C[] {
  return [...changes].sort((a, b) => a.madeAt - b.madeAt || a.seq - b.seq || a.id.localeCompare(b.id));
}
