export type ChangeState = 'waiting' | 'refused';

export interface Refusal {
  status: number;
  message: string;
  /** The whole refusal body, for refusals that carry data. */
  payload?: unknown;
}

export interface Change<P = unknown> {
  /** Made on the phone; also the change's Idempotency-Key. */
  id: string;
  kind: string;
  /** Only sent while this shopper is signed in. */
  userId: string;
  payload: P;
  madeAt: number;
  /** Tie-break within a millisecond. */
  seq: number;
  state: ChangeState;
  /** Sends that did not go through: no answer, or a server error. */
  attempts: number;
  /** How many of those were server errors (absent on changes stored by an earlier version). */
  serverErrors?: number;
  /** When first sent: from then on it may have been applied, so it never leaves the phone unanswered. */
  sentAt?: number;
  refusal?: Refusal;
}

export type Outcome<R = unknown> = { status: 'applied'; data: R } | { status: 'refused'; refusal: Refusal };

/** What a screen learns: the server's answer if it came quickly, else that it waits. */
export type Delivery<R = unknown> = { status: 'applied'; data: R } | { status: 'queued' };

export interface Kind<P = unknown, A = unknown> {
  payload: P;
  answer: A;
}

export type Kinds = Record<string, Kind>;

/** The app's kinds, registered once as TanStack Router's `Register` is (src/domain/changes.ts). */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the app's declaration
export interface Register {}
export type RegisteredKinds = Register extends { kinds: infer K extends Kinds } ? K : Kinds;

export type KindName<K extends Kinds = RegisteredKinds> = keyof K & string;

/** A change of kind N, payload typed by its kind; of any of K's kinds, a union narrowed by `kind`. */
export type ChangeOf<K extends Kinds = RegisteredKinds, N extends KindName<K> = KindName<K>> = N extends string
  ? Change<K[N]['payload']> & { kind: N }
  : never;

export interface ChangeKind<C extends Change, A> {
  /** Sends with the change's id as Idempotency-Key; resolves with the answer, throws ApiError. */
  send(change: C): Promise<A>;
  /** Puts the change on the screen's cached copy; idempotent, as it runs again after a reload. */
  show?(change: C): void;
  /** One line for the sync centre. */
  describe(payload: C['payload']): string;
  /** Runs in every tab once the change is answered or refused. */
  settled?(change: C, outcome: Outcome<A>): void;
}
