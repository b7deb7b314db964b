import { eq } from 'drizzle-orm';
import type { LiveOrderEvent, OrderEventKind } from '../../contract/shop';
import { orders } from '../db/schema';
import { recordOrderEvent } from '../modules/orders/order-events';
import { firstCodOrder } from './http-browser';
import { addressOf, freshProduct } from './shop-data';
import type { Shopper } from './shopper';
import type { TestShop } from './test-shop';

/** One message of a Server-Sent Events stream. */
export interface StreamMessage<T = LiveOrderEvent> {
  id?: string;
  event: T;
}

/** Reads an SSE answer message by message; comments (heartbeats) and `retry:` are kept apart. */
export class EventStreamReader<T = LiveOrderEvent> {
  readonly messages: StreamMessage<T>[] = [];
  readonly comments: string[] = [];
  retry: number | undefined;
  private buffer = '';
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly reading: Promise<void>;

  constructor(readonly response: Response) {
    if (!response.body) throw new Error('the answer has no body');
    this.reader = response.body.getReader();
    this.reading = this.read();
  }

  private async read() {
    const decoder = new TextDecoder();
    for (;;) {
      const { value, done } = await this.reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      this.buffer += decoder.decode(value, { stream: true });
      let end = this.buffer.indexOf('\n\n');
      while (end >= 0) {
        this.take(this.buffer.slice(0, end));
        this.buffer = this.buffer.slice(end + 2);
        end = this.buffer.indexOf('\n\n');
      }
    }
  }

  private take(block: string) {
    let id: string | undefined;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
      else if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
      else if (line.startsWith('retry: ')) this.retry = Number(line.slice(7));
    }
    if (data.length > 0) this.messages.push({ id, event: JSON.parse(data.join('\n')) as T });
  }

  /** Waits until a message matches, at most `ms`; its wait in ms. */
  async waitFor(match: (event: T) => boolean, ms = 2000): Promise<T> {
    const started = Date.now();
    for (;;) {
      const found = this.messages.find((message) => match(message.event));
      if (found) return found.event;
      if (Date.now() - started > ms) {
        throw new Error(`no such event within ${ms} ms; got ${JSON.stringify(this.messages.map((m) => m.event))}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  /** The events received so far for this order. */
  of(this: EventStreamReader<LiveOrderEvent>, orderId: string): LiveOrderEvent[] {
    return this.messages.map((message) => message.event).filter((event) => event.orderId === orderId);
  }

  async close() {
    await this.reader.cancel().catch(() => {});
    await this.reading;
  }
}

/** Opens a live stream on `shop` with the given cookie (and Last-Event-ID), checks it is one, and reads it. */
export async function openStream<T = LiveOrderEvent>(
  shop: Pick<TestShop, 'app'>,
  path: string,
  headers: Record<string, string>,
): Promise<EventStreamReader<T>> {
  const response = await shop.app.request(path, { headers });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  const stream = new EventStreamReader<T>(response);
  // The stream is open (and subscribed) once its first line, the retry hint, came.
  const started = Date.now();
  while (stream.retry === undefined && Date.now() - started < 2000) await new Promise((r) => setTimeout(r, 5));
  return stream;
}

/** A cash-on-delivery order placed by the shopper through the API: its id and number. */
export async function placedOrder(shop: TestShop, shopper: Shopper): Promise<{ id: string; number: number }> {
  const product = await freshProduct(shop);
  const address = await addressOf(shopper);
  const response = await shopper.request(
    'POST',
    '/api/user/order/confirmOrder',
    firstCodOrder(address.id, [{ productId: product.id, quantity: 2, price: product.price }]),
  );
  if (response.status !== 201) throw new Error(`confirmOrder answered ${response.status}: ${await response.text()}`);
  const { data: id } = (await response.json()) as { data: string };
  const [row] = await shop.deps.db.select({ number: orders.number }).from(orders).where(eq(orders.id, id));
  if (!row) throw new Error('the order is not in the table');
  return { id, number: row.number };
}

/** Records an event as a step would: in a transaction, announced on its commit. */
export function recordEvent(
  shop: TestShop,
  orderId: string,
  kind: OrderEventKind,
  by: { id: string; name: string } | null,
  detail: Record<string, unknown> = {},
): Promise<number> {
  return shop.deps.db.transaction((tx) =>
    recordOrderEvent(tx as unknown as typeof shop.deps.db, { orderId, kind, by, detail, at: shop.clock.now() }),
  );
}
