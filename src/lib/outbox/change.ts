/** What the outbox keeps of each change, and the kinds of change an app teaches it (src/lib/outbox/outbox.ts). */

export type ChangeState = 'waiting' | 'refused';

export interface Refusal {
  status: number;
  message: string;
  /** The whole refusal body, for refusals that carry data (an order's new prices). */
  payload?: unknown;
}

export interface Change<P = unknown> {
  /** Made on the phone; also the change's Idempotency-Key. */
  id: string;
  kind: string;
  /** The shopper who made it: only sent while that shopper is signed in. */
  userId: string;
  payload: P;
  madeAt: number;
  /** Tie-break for changes made in the same millisecond. */
  seq: number;
  state: ChangeState;
  /** How often it was sent and did not go through: no answer, or a server error. */
  attempts: number;
  /** How many of those were the shop's own server errors (absent on changes an earlier version stored). */
  serverErrors?: number;
  /**
   * When it was first sent, written before the request went: from then on the shop may have applied it, even if no
   * answer came (a reply lost, a page reloaded mid-flight), so it is never taken off the phone unanswered.
   */
  sentAt?: number;
  refusal?: Refusal;
}

export type Outcome<R = unknown> = { status: 'applied'; data: R } | { status: 'refused'; refusal: Refusal };

/** What a screen learns when it asks for a change: the server's answer if it came quickly, else that it waits. */
export type Delivery<R = unknown> = { status: 'applied'; data: R } | { status: 'queued' };

/** A kind of change: what it carries to the server, and what the server answers. */
export interface Kind<P = unknown, A = unknown> {
  payload: P;
  answer: A;
}

/** The kinds an outbox sends, by name. */
export type Kinds = Record<string, Kind>;

/**
 * The app's kinds, named once for every outbox it makes, as TanStack Router's `Register` does:
 * `declare module '#src/lib/outbox/change' { interface Register { kinds: ShopChanges } }` (src/domain/changes.ts).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the app's declaration
export interface Register {}
export type RegisteredKinds = Register extends { kinds: infer K extends Kinds } ? K : Kinds;

export type KindName<K extends Kinds = RegisteredKinds> = keyof K & string;

/** A change of kind N, its payload typed by its kind; of any of K's kinds, a union narrowed by `kind`. */
export type ChangeOf<K extends Kinds = RegisteredKinds, N extends KindName<K> = KindName<K>> = N extends string
  ? Change<K[N]['payload']> & { kind: N }
  : never;

/** How the outbox sends a kind of change, and what the screens do with it. */
export interface ChangeKind<C extends Change, A> {
  /**
   * Sends the change with its id as the Idempotency-Key; resolves with the answer, throws ApiError. Through the
   * API client, whose limit (NO_ANSWER_MS) ends a send that has had no whole answer: it then waits and goes again.
   */
  send(change: C): Promise<A>;
  /**
   * Puts the change on the screen's copy of the server's state (e.g. the cached cart). Must be
   * idempotent: it runs when the change is made and again over a copy restored after a reload.
   */
  show?(change: C): void;
  /** One line for the sync centre, e.g. "Add Amul Butter 500g to the cart". */
  describe(payload: C['payload']): string;
  /** Runs in every tab once the server has answered or refused it (e.g. fetch the list again). */
  settled?(change: C, outcome: Outcome<A>): void;
}
