import { onlineManager, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import * as v from 'valibot';
import { CATALOG_EVENTS_PATH, type CatalogChangeEvent, CatalogChangeEventSchema } from '#contract/catalog-events';
import * as catalogEndpoints from '#contract/endpoints/catalog';
import type { JsonEndpoint } from '#contract/endpoints/endpoint';
import { cartKeys } from '#src/domain/cart/cart.queries';
import { searchKeys } from '#src/domain/search/search.queries';
import { call } from '#src/lib/api-client';
import { catalogKeys } from './catalog.queries';

/** Longest wait before opening a stream the server refused or ended (EventSource itself retries only a dropped one). */
const REOPEN_MAX_MS = 60_000;

/** What the page is: visible or not (a test's stand-in for `document`). */
export interface PageVisibility {
  readonly visibilityState: DocumentVisibilityState;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface CatalogLiveOptions {
  /** The browser's EventSource, or a test's. */
  EventSource?: typeof EventSource;
  page?: PageVisibility;
  /** Whether the app believes it has a connection (TanStack's onlineManager, as src/lib/online.ts sets it). */
  online?: Pick<typeof onlineManager, 'isOnline' | 'subscribe'>;
}

/**
 * The shop's catalog changes, heard while the page is visible and online (decision 114): each change the server
 * tells (GET /api/catalog/events) reads again the catalog answers on screen that show those products, and the
 * cart when one of its lines is one of them, so a repriced product shows its new price before the shopper pays.
 * Hidden or offline the stream is closed; when it opens again everything on screen is read again, since nothing
 * is replayed. Made by the app after the first screen (src/app/main.tsx): it costs the start-up nothing.
 */
export class CatalogLive {
  private readonly EventSourceOf: typeof EventSource | undefined;
  private readonly page: PageVisibility | undefined;
  private readonly online: Pick<typeof onlineManager, 'isOnline' | 'subscribe'>;
  private source: EventSource | undefined;
  private reopen: ReturnType<typeof setTimeout> | undefined;
  private failures = 0;
  /** A stream was open before: the next one to open reads again what it may have missed. */
  private heardBefore = false;

  constructor(
    private readonly queryClient: QueryClient,
    options: CatalogLiveOptions = {},
  ) {
    this.EventSourceOf = options.EventSource ?? (typeof EventSource === 'undefined' ? undefined : EventSource);
    this.page = options.page ?? (typeof document === 'undefined' ? undefined : document);
    this.online = options.online ?? onlineManager;
  }

  /** Follows the page's visibility and connection; returns the stop. */
  start(): () => void {
    const update = () => this.update();
    this.page?.addEventListener('visibilitychange', update);
    const unsubscribe = this.online.subscribe(update);
    this.update();
    return () => {
      this.page?.removeEventListener('visibilitychange', update);
      unsubscribe();
      this.close();
    };
  }

  private update() {
    const wanted = this.online.isOnline() && (this.page?.visibilityState ?? 'visible') === 'visible';
    if (!wanted) this.close();
    else if (!this.source && this.reopen === undefined) this.connect();
  }

  private connect() {
    if (!this.EventSourceOf) return;
    const stream = new this.EventSourceOf(CATALOG_EVENTS_PATH);
    this.source = stream;
    stream.addEventListener('open', () => {
      this.failures = 0;
      if (this.heardBefore) void this.refresh('*');
      this.heardBefore = true;
    });
    stream.addEventListener('message', (message: MessageEvent<string>) => {
      const change = v.safeParse(CatalogChangeEventSchema, parseJson(message.data));
      if (change.success) void this.apply(change.output);
    });
    stream.addEventListener('error', () => {
      // CONNECTING: the browser retries a dropped stream itself. CLOSED: it gave up (a 429 when the shop's streams are
      // full, a 503 from the way), so try again later, later each time.
      if (stream.readyState !== stream.CLOSED) return;
      this.close();
      this.reopen = setTimeout(
        () => {
          this.reopen = undefined;
          this.update();
        },
        reopenDelay(this.failures++),
      );
    });
  }

  private close() {
    clearTimeout(this.reopen);
    this.reopen = undefined;
    if (!this.source) return;
    this.source.close();
    this.source = undefined;
    // Whatever changes while closed is not told: the next stream reads again what is shown.
    this.heardBefore = true;
  }

  /** Reads again what shows the changed products. Resolves once the answers on screen have been read again. */
  apply(change: CatalogChangeEvent): Promise<void> {
    return this.refresh(change.ids, change.categories);
  }

  private async refresh(ids: readonly number[] | '*', categories: readonly string[] = []) {
    const everything = ids === '*';
    const changed = new Set(everything ? [] : ids);
    const shows = (query: Query) => everything || holdsAny(query.state.data, changed);
    const client = this.queryClient;
    await Promise.all([
      // Each whole subcategory a changed product is (or was) listed in, and the changed products' own pages.
      client.invalidateQueries({
        queryKey: catalogKeys.listings(),
        predicate: (query) => everything || categories.includes(String(query.queryKey[2])),
      }),
      client.invalidateQueries({
        queryKey: [...catalogKeys.all, 'product'],
        predicate: (query) => everything || changed.has(Number(query.queryKey[2])),
      }),
      client.invalidateQueries({ queryKey: [...catalogKeys.all, 'recently-viewed'], predicate: shows }),
      client.invalidateQueries({ queryKey: cartKeys.all, predicate: shows }),
      // A search may gain a product (shown again, in stock) that it did not hold: every answer is read again.
      client.invalidateQueries({ queryKey: [...searchKeys.all, 'results'] }),
      client.invalidateQueries({ queryKey: [...searchKeys.all, 'suggestions'] }),
      // The home page's lists and the counts: shared answers the browser may keep a minute, so asked of the shop.
      this.fromTheShop(catalogKeys.featured(), catalogEndpoints.getFeaturedProducts),
      this.fromTheShop(catalogKeys.trending(), catalogEndpoints.getTrendingProducts),
      this.fromTheShop(catalogKeys.categoryCounts(), catalogEndpoints.getCategoryCount),
    ]);
  }

  /**
   * An answer on screen read again from the shop itself, past the browser's and the service worker's copies (their
   * queries ask through both); one not on screen is marked stale, to be read when it is shown.
   */
  private async fromTheShop(queryKey: QueryKey, endpoint: JsonEndpoint) {
    const client = this.queryClient;
    const query = client.getQueryCache().find({ queryKey, exact: true });
    if (!query) return;
    if (!query.isActive()) {
      await client.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
      return;
    }
    const data = await call(endpoint, { haveCopy: true }).catch(() => undefined);
    if (data !== undefined) client.setQueryData(queryKey, data);
  }
}

/** Makes the app's CatalogLive and starts it; returns the stop. The default export: its name costs the start-up nothing. */
export default function followCatalog(queryClient: QueryClient): () => void {
  return new CatalogLive(queryClient).start();
}

/** Whether a cached answer (a list of products or cart lines, each with its `id`) holds one of the products. */
function holdsAny(data: unknown, ids: ReadonlySet<number>): boolean {
  if (!Array.isArray(data)) return false;
  return data.some((item: unknown) => ids.has((item as { id?: unknown } | null)?.id as number));
}

/** 1 s, 2 s, 4 s … at most a minute, ±20 % so phones cut off together do not come back together. */
function reopenDelay(failures: number): number {
  return Math.min(REOPEN_MAX_MS, 1000 * 2 ** failures) * (0.8 + Math.random() * 0.4);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
