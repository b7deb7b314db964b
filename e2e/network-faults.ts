import type { APIResponse, BrowserContext, Request, Route } from '@playwright/test';

/**
 * The faults a village phone's network really has, injected between the browser and the shop's
 * API (GUIDE §4): nothing gets through while the browser says "online", nothing comes back and nothing
 * says so, the server acts but its reply is lost, a reply takes ages, and airplane mode.
 *
 * One `context.route('**\/api/**')` handler runs the faults that are on as a chain, in the order
 * they were added: each handles the requests its filter accepts and hands the others on, so faults
 * compose (`replyLost({ only: isChange })` then `slow(2000)`: changes lose their reply, every read
 * is slow). Context routes also see the service worker's own fetches (checked: Chromium reports
 * them with `request.serviceWorker()`), so a network-first read through the service worker meets
 * the same fault as the page's POSTs and the app's fallback to its copies is exercised, not
 * bypassed; what the service worker answers itself (precache, its cached copies) never reaches
 * the network, as on a phone. Routing turns Chromium's HTTP cache off: a fault the HTTP cache takes part in
 * needs the link itself cut below the browser (phone-link.ts).
 *
 * Every request carrying an Idempotency-Key (a shopper's change) is logged with what became of
 * it, so a test can count how often the server applied each change.
 */

/** What became of one keyed request (a shopper's change on its way to the server). */
export interface ChangeRequest {
  key: string;
  method: string;
  /** Path and query, e.g. /api/user/cart/add. */
  path: string;
  body: unknown;
  /**
   * blocked: never reached the server; delivered: the phone got the answer; lost: the server
   * answered but the answer never reached the phone (cut, or the page had gone).
   */
  fate: 'blocked' | 'delivered' | 'lost';
  /** The server's status, when it was reached. */
  status?: number;
  /** The server answered a repeat of an applied key with the first answer (nothing done again). */
  replayed?: boolean;
}

type Recorder = (request: Request, what: Pick<ChangeRequest, 'fate' | 'status' | 'replayed'>) => void;

/** What a fault does with a request it accepts; `next()` hands it on (to the next fault, or the network). */
type Step = (route: Route, request: Request, next: () => Promise<void>, record: Recorder) => Promise<void>;

export interface Fault {
  readonly name: string;
  /** Handles routed API requests; absent for faults that are not about single requests (airplane). */
  readonly step?: Step;
  /** Runs when the fault is turned on and off (airplane mode flips the context). */
  readonly toggle?: (context: BrowserContext, on: boolean) => Promise<void>;
}

export interface Filter {
  /** Only requests this accepts meet the fault (default: all API requests). */
  only?: (request: Request) => boolean;
  /** The fault hits this many requests, then hands the rest on (default: no limit). */
  times?: number;
}

const keyOf = (request: Request) => request.headers()['idempotency-key'];

/** A request carrying an Idempotency-Key: a shopper's change (cart, wishlist, order), or a try of a sign-in. */
export const isChange = (request: Request) => keyOf(request) !== undefined;

/** The order submission (Complete Order). */
export const isOrder = (request: Request) => request.url().includes('/api/user/order/confirmOrder');

/** Accepts the first send of each change and none of its resends (for "the first reply is lost"). */
export function firstSendOfEachChange(): (request: Request) => boolean {
  const seen = new Set<string>();
  return (request) => {
    const key = keyOf(request);
    if (key === undefined || seen.has(key)) return false;
    seen.add(key);
    return true;
  };
}

function filtered(filter: Filter, step: Step): Step {
  let hits = 0;
  return async (route, request, next, record) => {
    // A live stream never ends, so a fault that reads the whole answer would hold it for ever.
    if (request.headers().accept === 'text/event-stream') return next();
    if (filter.only && !filter.only(request)) return next();
    if (filter.times !== undefined && hits >= filter.times) return next();
    hits++;
    return step(route, request, next, record);
  };
}

const replayedHeader = (response: APIResponse) => response.headers()['idempotent-replayed'] === 'true';

/**
 * Requests fail at the network (a dead signal, Wi-Fi with no internet) while `navigator.onLine`
 * stays true: the case the app cannot learn from the browser.
 */
export function blackhole(filter: Filter = {}): Fault {
  return {
    name: 'blackhole',
    step: filtered(filter, async (route, request, _next, record) => {
      record(request, { fate: 'blocked' });
      await route.abort('internetdisconnected');
    }),
  };
}

/**
 * Something on the way answers in the shop's place: a captive portal's login page (Wi-Fi that wants a sign-in), a
 * proxy's or a firewall's error page. An answer, but not the shop's, and the request never reached it.
 */
export function pageFromTheWay(status = 403, filter: Filter = {}): Fault {
  return {
    name: `page from the way (${status})`,
    step: filtered(filter, async (route, request, _next, record) => {
      record(request, { fate: 'blocked' });
      await route.fulfill({
        status,
        contentType: 'text/html',
        body: '<!doctype html><title>Wi-Fi</title><h1>Sign in to use this Wi-Fi</h1>',
      });
    }),
  };
}

/**
 * Nothing comes back and nothing says so (a dead signal that sends no reset): the request waits, unanswered. When
 * the fault is turned off the requests it held fail, as a dead link's connections do once the signal returns.
 */
export function stall(filter: Filter = {}): Fault {
  const held = new Set<Route>();
  return {
    name: 'stall',
    step: filtered(filter, async (route, request, _next, record) => {
      record(request, { fate: 'blocked' });
      held.add(route);
    }),
    toggle: async (_context, on) => {
      if (on) return;
      const ending = [...held];
      held.clear();
      for (const route of ending) await route.abort('timedout').catch(() => undefined);
    },
  };
}

/**
 * The request reaches the server, which acts and answers; the answer is lost on the way back, cookies and all. (Sent
 * from here, not with route.fetch(): that one's answer sets its cookies in the browser, as if half of it arrived.)
 */
export function replyLost(filter: Filter = {}): Fault {
  return {
    name: 'replyLost',
    step: filtered(filter, async (route, request, _next, record) => {
      const response = await fetch(request.url(), {
        method: request.method(),
        headers: await headersAsSent(request),
        body: bodyOf(request),
      });
      await response.arrayBuffer();
      record(request, {
        fate: 'lost',
        status: response.status,
        replayed: response.headers.get('idempotent-replayed') === 'true',
      });
      await route.abort('connectionreset');
    }),
  };
}

/**
 * The request's headers as the browser sent them, with its cookies: Playwright's docs call the Cookie header of a
 * paused request not reliably present (Chromium reports it; another browser may not), so they are read from the
 * context when it is missing.
 */
async function headersAsSent(request: Request): Promise<Record<string, string>> {
  const headers = Object.fromEntries(
    Object.entries(await request.allHeaders()).filter(([name]) => !NOT_FORWARDED.has(name.toLowerCase())),
  );
  if (headers.cookie === undefined) {
    const cookies = await request.frame().page().context().cookies(request.url());
    if (cookies.length > 0) headers.cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  }
  return headers;
}

const bodyOf = (request: Request) => {
  const body = request.postDataBuffer();
  return body ? new Uint8Array(body) : undefined;
};

/** The connection's own headers: Node's fetch makes its own connection and refuses to be told them. */
const NOT_FORWARDED = new Set(['host', 'connection', 'content-length', 'keep-alive', 'transfer-encoding', 'upgrade']);

/**
 * A slow link. `hold: 'reply'` (default): the server gets the request at once and acts, its answer
 * reaches the phone `ms` later. `hold: 'request'`: the request itself reaches the server `ms` late
 * (then goes on down the chain). Either way a reload in the meantime leaves the change in flight.
 */
export function slow(ms: number, { hold = 'reply', ...filter }: Filter & { hold?: 'reply' | 'request' } = {}): Fault {
  const wait = () => new Promise((resolve) => setTimeout(resolve, ms));
  return {
    name: `slow(${ms}, ${hold})`,
    step: filtered(filter, async (route, request, next, record) => {
      if (hold === 'request') {
        await wait();
        return next();
      }
      const response = await route.fetch();
      await wait();
      await deliver(route, request, response, record);
    }),
  };
}

/** Airplane mode: the browser itself is offline (`navigator.onLine` false, the `offline` event). */
export function airplane(): Fault {
  return { name: 'airplane', toggle: (context, on) => context.setOffline(on) };
}

/**
 * Hands the server's answer to the page; a page that has gone never hears it. Answering a reloaded page's request
 * throws; answering a closed page's does not, so that page is asked too.
 */
async function deliver(route: Route, request: Request, response: APIResponse, record: Recorder) {
  const status = response.status();
  const replayed = replayedHeader(response);
  const fate = await route.fulfill({ response }).then(
    () => (pageClosed(request) ? 'lost' : 'delivered'),
    () => 'lost' as const,
  );
  record(request, { fate, status, replayed });
}

/** The request's page has been closed (a service worker's own request has no page). */
function pageClosed(request: Request): boolean {
  if (request.serviceWorker()) return false;
  return request.frame().page().isClosed();
}

export interface NetworkFaults {
  /** Turns a fault on (after those on already); the returned function turns this one off again. */
  add(fault: Fault): Promise<() => Promise<void>>;
  /** Turns every fault off: the network is good again. */
  clear(): Promise<void>;
  /** The names of the faults on now, in the order they run. */
  active(): string[];
  /** Every keyed request routed so far, in the order they ended. */
  readonly changes: readonly ChangeRequest[];
  /** How often the server applied each change (a 2xx that was not a replay), by key. */
  appliedCount(): Map<string, number>;
  /** Keyed requests whose routing has not ended: held back by slow(), or on their way to or from the server. */
  inFlight(): number;
}

/**
 * Installs the fault chain on the context's API requests. A request no fault takes passes through
 * untouched, except keyed ones, which are fetched and fulfilled here so their answer is logged.
 */
export async function networkFaults(context: BrowserContext): Promise<NetworkFaults> {
  let chain: Fault[] = [];
  const changes: ChangeRequest[] = [];
  let inFlight = 0;
  const record: Recorder = (request, what) => {
    const key = keyOf(request);
    if (key === undefined) return;
    const url = new URL(request.url());
    changes.push({
      key,
      method: request.method(),
      path: url.pathname + url.search,
      body: request.postDataJSON(),
      ...what,
    });
  };

  const network = async (route: Route, request: Request) => {
    if (!isChange(request)) return route.fallback();
    const response = await route.fetch();
    await deliver(route, request, response, record);
  };

  await context.route('**/api/**', async (route, request) => {
    // The chain as it was when the request came: turning a fault off does not touch a request in flight.
    const steps = chain.flatMap((fault) => (fault.step ? [fault.step] : []));
    const run = (index: number): Promise<void> => {
      const step = steps[index];
      return step ? step(route, request, () => run(index + 1), record) : network(route, request);
    };
    const keyed = isChange(request);
    if (keyed) inFlight++;
    try {
      await run(0);
    } catch (error) {
      // A route whose page or context went away (a reload, the test's end) cannot be answered: the page's loss.
      if (!/closed|destroyed|Target|already handled|canceled/i.test(String(error))) throw error;
    } finally {
      if (keyed) inFlight--;
    }
  });

  return {
    async add(fault) {
      chain = [...chain, fault];
      await fault.toggle?.(context, true);
      let on = true;
      return async () => {
        if (!on) return;
        on = false;
        chain = chain.filter((f) => f !== fault);
        await fault.toggle?.(context, false);
      };
    },
    async clear() {
      const was = chain;
      chain = [];
      for (const fault of was) await fault.toggle?.(context, false);
    },
    active: () => chain.map((fault) => fault.name),
    changes,
    appliedCount() {
      const counts = new Map<string, number>();
      for (const change of changes) {
        const applied = change.status !== undefined && change.status < 300 && !change.replayed;
        counts.set(change.key, (counts.get(change.key) ?? 0) + (applied ? 1 : 0));
      }
      return counts;
    },
    inFlight: () => inFlight,
  };
}
