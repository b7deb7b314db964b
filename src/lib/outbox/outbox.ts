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

// The durable outbox (decision 009): a change is written to the phone before it is sent and leaves once answered.
// Its id is its Idempotency-Key, so a repeat is applied once; one tab sends (a Web Lock), one at a time, oldest
// first, and a change that did not get through holds back the ones after it.

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

/** Outcomes kept for screens that start listening after the answer came. */
const KEPT_OUTCOMES = 50;

/** Longest wait for a settled change's answer to be saved: a stuck IndexedDB must not stop the sender. */
const SAVE_WAIT_MS = 2000;

let seqCounter = 0;

/** A change's id and Idempotency-Key: a UUID, made on the phone. */
export function newChangeId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues also works over plain http on a LAN.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function newChange<P>(kind: string, userId: string, payload: P, id: string): Change<P> {
  return { id, kind, userId, payload, madeAt: Date.now(), seq: seqCounter++, state: 'waiting', attempts: 0 };
}

export class Outbox<K extends Kinds = RegisteredKinds> {
  private readonly kinds = new Map<string, ChangeKind<Change, unknown>>();
  private changes: Change[] = [];
  /** Added here and still being written: a reload in the meantime must not hide them. */
  private readonly writing = new Map<string, Change>();
  private sendingId: string | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly settledListeners = new Set<(change: Change, outcome: Outcome) => unknown>();
  private readonly waiters = new Map<string, Set<(outcome: Outcome) => void>>();
  /** Recent outcomes: an answer can come before the screen that asked listens for it. */
  private readonly outcomes = new Map<string, Outcome>();
  private channel: BroadcastChannel | undefined;
  private options: OutboxOptions = { shopperId: () => undefined };
  private drainRequested = false;
  private retryDue = false;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly stops: (() => void)[] = [];
  /** Stopped: nothing more is sent, not even the rest of a run under way. */
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

  /** Settles once the changes kept on the phone are loaded. */
  ready(): Promise<void> {
    this.loaded ??= this.reload().then(() => undefined);
    return this.loaded;
  }

  /** Shows every waiting change again over the screens' copies (after the persisted cache is restored). */
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

  /** Records a change on the phone, then sends it; resolves once written, when the network can no longer lose it. */
  async add<N extends KindName<K>>(kind: N, userId: string, payload: K[N]['payload'], id = newChangeId()) {
    const change = newChange(kind, userId, payload, id) as ChangeOf<K, N>;
    // The write is asked for first, so the re-render of showing the change never delays it.
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
    // For bench/sync.ts.
    performance.measure?.('kirana-outbox-write', { start: writeStarted });
    this.broadcast({ type: 'changed' });
    this.flush();
    return change;
  }

  /** The server's answer within `withinMs` while online, else `queued`; a refusal throws ApiError and is discarded. */
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

  /** Every change on the phone, oldest first, of every shopper. */
  list(): readonly ChangeOf<K>[] {
    return this.changes as ChangeOf<K>[];
  }

  /** This shopper's changes still to be sent, oldest first. */
  waiting<N extends KindName<K>>(userId: string, kinds?: readonly N[]): ChangeOf<K, N>[] {
    return this.changes.filter(
      (c): c is ChangeOf<K, N> =>
        c.state === 'waiting' && c.userId === userId && (!kinds || (kinds as readonly string[]).includes(c.kind)),
    );
  }

  /** Server state with this shopper's waiting changes on top, plus any answered mid-read; `apply` must be idempotent. */
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

  /** Told in every tab of each answer; the sending tab keeps the change until the listener's promise settles. */
  onSettled(listener: (change: Change, outcome: Outcome) => unknown): () => void {
    this.settledListeners.add(listener);
    return () => this.settledListeners.delete(listener);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Sends a refused change again, behind newer ones; a refusal applied nothing (decision 011), so it stays discardable. */
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

  /** Takes a change off the phone; false if absent or it may have reached the shop (sent, not answered). */
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

  /** Sends what is waiting, now: one run at a time, and one more if asked meanwhile. */
  flush() {
    if (this.drainRequested || this.stopped) return;
    this.drainRequested = true;
    void this.exclusively(async () => {
      this.drainRequested = false;
      await this.drain();
    });
  }

  private async drain() {
    // Our turn means no other tab is sending: one heard of that never said it was done has gone.
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

  /** The oldest waiting change, marked sent, or none; the store is read once a run, messages keep the list current. */
  private async next(): Promise<Change | undefined> {
    for (;;) {
      if (this.stopped) return undefined;
      const userId = this.options.shopperId();
      const candidate = this.changes.find((c) => c.state === 'waiting' && c.userId === userId);
      if (!candidate) {
        this.attempt = 0;
        return undefined;
      }
      // Still being written: `add` flushes once it is.
      if (this.writing.has(candidate.id)) return undefined;
      // While the shop counts as offline only the retry timer (the probe) knocks; in airplane mode nothing does.
      if (!onlineManager.isOnline() && !(this.retryDue && browserSaysOnline())) {
        if (browserSaysOnline()) this.scheduleRetry();
        return undefined;
      }
      this.retryDue = false;
      // Marked in the step that finds it, so another tab's cancel comes before or after; gone already: look again.
      const sent = await this.store.edit(candidate.id, (change) =>
        change.sentAt ? change : { ...change, sentAt: Date.now() },
      );
      // Stopped meanwhile: it goes, with its key, at the next start.
      if (sent) return this.stopped ? undefined : sent;
      await this.reload();
    }
  }

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

  /** It stays first in line and goes again at the next backoff step. */
  private async sendLater(change: Change, serverErrors: number) {
    this.setSending(null);
    await this.store.edit(change.id, (kept) => ({ ...kept, attempts: kept.attempts + 1, serverErrors }));
    await this.changed();
    this.scheduleRetry();
  }

  /** Screens hear the answer and save their copy before the change leaves: a reload in between sends it again. */
  private async conclude(change: Change, outcome: Outcome) {
    this.attempt = 0;
    this.sendingId = null;
    // A refusal is kept first: the waiting screen may discard it at once.
    if (outcome.status === 'refused') {
      const { refusal } = outcome;
      await this.store.edit(change.id, (kept) => ({ ...kept, state: 'refused', refusal }));
    }
    await raceTimeout(this.settle(change, outcome), SAVE_WAIT_MS);
    if (outcome.status === 'applied') await this.store.remove(change.id);
    this.broadcast({ type: 'sending', id: null });
    this.broadcast({ type: 'settled', change, outcome });
  }

  /** Updates the list quietly first, so the kind and the waiters see it without the change; then one re-render. */
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
      // Queue behind the sender: the turn comes once it is done, or its tab is gone with the lock.
      if (message.id !== null && webLocks()) this.flush();
      return;
    }
    if (message.type === 'settled') void this.settle(message.change, message.outcome);
    else {
      await this.reload();
      await this.showWaiting();
    }
  }

  /** Re-reads the phone's copy (another tab may have changed it). */
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

  /** One sender: a Web Lock across tabs where there is one, else one run at a time in this tab. */
  private localTurn: Promise<void> = Promise.resolve();
  private exclusively(work: () => Promise<void>): Promise<void> {
    const locks = webLocks();
    if (locks) return locks.request(LOCK_NAME, work).then(() => undefined);
    this.localTurn = this.localTurn.then(work, work);
    return this.localTurn;
  }
}

/** Released by the browser however a tab ends. */
const webLocks = (): LockManager | undefined => (typeof navigator === 'undefined' ? undefined : navigator.locks);

function sorted<C extends Change>(changes: C[]): C[] {
  return [...changes].sort((a, b) => a.madeAt - b.madeAt || a.seq - b.seq || a.id.localeCompare(b.id));
}
