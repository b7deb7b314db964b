import type { Context } from 'hono';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';
import type { CatalogChangeEvent } from '../../../contract/catalog-events';
import type { CatalogChange, CatalogReadModel } from '../catalog/catalog.read-model';
import { HEARTBEAT_MS, RETRY_MS } from './event-streams';

/**
 * Open catalog streams one process holds: each is a socket and a few KB, shoppers' pages on the phone's
 * screen only. Past it a page is told to come back later and keeps what it shows (decision 114).
 */
export const CATALOG_STREAMS_MAX = 5000;
/** Seconds a refused page is asked to wait before trying again. */
export const CATALOG_STREAMS_RETRY_S = 60;

interface OpenStream {
  stream: SSEStreamingApi;
  /** Writes asked for, and the last one taken: a page whose writes wait a whole heartbeat stopped reading. */
  written: number;
  taken: number;
  /** `written` at the last heartbeat. */
  checked: number;
  end: () => void;
}

/**
 * The public stream of catalog changes (GET /api/catalog/events, decision 114): each time this process's read model
 * moves its version, every open stream is told which products and subcategories changed ('*': all of it).
 * Every process tells its own pages; on PostgreSQL each process's read model already follows every change
 * (decision 020). Nothing is kept per shopper: no session, no replay. A page that opens (again) reads what it
 * shows afresh instead.
 */
export class CatalogStreams {
  private readonly open = new Set<OpenStream>();
  private readonly timer: NodeJS.Timeout;
  private readonly stopHearing: () => void;

  constructor(
    catalog: Pick<CatalogReadModel, 'onChange'>,
    private readonly options: { max?: number; heartbeatMs?: number } = {},
  ) {
    this.stopHearing = catalog.onChange((change) => this.tell(change));
    this.timer = setInterval(() => this.beat(), options.heartbeatMs ?? HEARTBEAT_MS);
    this.timer.unref();
  }

  get size(): number {
    return this.open.size;
  }

  /** False once this process holds its share of streams. */
  mayOpen(): boolean {
    return this.open.size < (this.options.max ?? CATALOG_STREAMS_MAX);
  }

  respond(c: Context): Response {
    // Nginx and some proxies hold a response back until it is large; a stream must pass at once.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const closed = new Promise<void>((resolve) => {
        const entry: OpenStream = {
          stream,
          written: 0,
          taken: 0,
          checked: 0,
          end: () => {
            if (!this.open.delete(entry)) return;
            resolve();
          },
        };
        this.open.add(entry);
        stream.onAbort(entry.end);
      });
      await stream.write(`retry: ${RETRY_MS}\n\n`).catch(() => {});
      await closed;
    });
  }

  private tell(change: CatalogChange) {
    const event: CatalogChangeEvent = {
      ids: change.ids === '*' ? '*' : [...change.ids],
      categories: [...change.categories],
    };
    // Serialised once, however many pages hear it.
    const data = JSON.stringify(event);
    for (const each of this.open) this.send(each, `data: ${data}\n\n`);
  }

  private send(each: OpenStream, text: string) {
    const number = ++each.written;
    each.stream.write(text).then(
      () => {
        each.taken = Math.max(each.taken, number);
      },
      () => this.close(each),
    );
  }

  /** A comment to every stream; one that has not taken what was written by the beat before is ended. */
  beat(): void {
    for (const each of [...this.open]) {
      if (each.taken < each.checked) {
        this.close(each);
        continue;
      }
      this.send(each, ': ♥\n\n');
      each.checked = each.written;
    }
  }

  private close(each: OpenStream) {
    each.end();
    void each.stream.close().catch(() => {});
  }

  /** Ends every stream (the process is stopping: the pages reconnect to another). */
  endAll(): void {
    clearInterval(this.timer);
    this.stopHearing();
    for (const each of [...this.open]) this.close(each);
  }
}
