import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { withFakeIndexedDb } from '#src/test/fake-indexeddb';
import { ApiError, NETWORK_ERROR_STATUS } from '../api-client';
import { Connection, reportNetworkFailure, reportServerReached } from '../online';
import type { Change, Kind } from './change';
import { indexedDbChangeStore } from './change-store';
import { Outbox } from './outbox';

withFakeIndexedDb();

/** The one kind these tests send: a note, answered with anything. */
type Notes = { note: Kind<string, unknown> };

// The page's connection, hearing what the fake server's requests meet.
let stopWatching: () => void;
beforeEach(() => {
  stopWatching = new Connection().watch();
});
afterEach(() => stopWatching());

const SHOPPER = 'shopper-1';
let storeNumber = 0;

/**
 * A server that applies each key once and answers a repeat with the first answer, as the real one
 * does (decision 011). `fault` decides, per request, whether it fails before or after acting.
 */
function fakeServer() {
  const applied = new Map<string, unknown>();
  const log: string[] = [];
  let fault: (change: Change) => 'none' | 'unreachable' | 'reply-lost' | 'refuse' | 'server-error' = () => 'none';
  const send = async (change: Change) => {
    const kind = fault(change);
    // As the HTTP client does, a request that gets nothing through marks the shop offline.
    if (kind === 'unreachable') {
      reportNetworkFailure();
      throw new ApiError(NETWORK_ERROR_STATUS, 'offline');
    }
    if (kind === 'refuse') throw new ApiError(409, `${String(change.payload)} is out of stock.`);
    if (kind === 'server-error') throw new ApiError(500, 'Something went wrong on our side.');
    if (!applied.has(change.id)) {
      applied.set(change.id, `ok ${String(change.payload)}`);
      log.push(String(change.payload));
    }
    if (kind === 'reply-lost') {
      reportNetworkFailure();
      throw new ApiError(NETWORK_ERROR_STATUS, 'offline');
    }
    reportServerReached();
    return applied.get(change.id);
  };
  return {
    send,
    log,
    failWith(next: typeof fault) {
      fault = next;
    },
  };
}

function outboxOn(storeName: string, server: ReturnType<typeof fakeServer>, onRefused = vi.fn()) {
  const outbox = new Outbox<Notes>(indexedDbChangeStore(storeName));
  outbox.define('note', { send: (change) => server.send(change), describe: (text) => text });
  void outbox.start({ shopperId: () => SHOPPER, onRefused, channelName: storeName });
  onTestFinished(() => outbox.stop());
  return outbox;
}

const settledAll = (outbox: Outbox<Notes>) =>
  vi.waitFor(() => expect(outbox.list().filter((c) => c.state === 'waiting')).toHaveLength(0), { timeout: 8000 });

let storeName = '';
beforeEach(() => {
  storeName = `outbox-test-${storeNumber++}`;
});

describe('the outbox', () => {
  it('writes a change to the phone before it is sent', async () => {
    const store = indexedDbChangeStore(storeName);
    const outbox = new Outbox<Notes>(store);
    let storedWhenSent: Change | undefined;
    outbox.define('note', {
      send: async (change) => {
        storedWhenSent = await store.get(change.id);
        return 'ok';
      },
      describe: (text) => text,
    });
    void outbox.start({ shopperId: () => SHOPPER, channelName: storeName });
    onTestFinished(() => outbox.stop());
    const change = await outbox.add('note', SHOPPER, 'atta');
    await settledAll(outbox);
    expect(storedWhenSent?.id).toBe(change.id);
    expect(await store.get(change.id)).toBeUndefined();
  });

  it('once stopped sends nothing more: not the rest of a run under way, nor what the signal coming back prompts', async () => {
    const store = indexedDbChangeStore(storeName);
    const outbox = new Outbox<Notes>(store);
    const sent: string[] = [];
    let answer!: () => void;
    outbox.define('note', {
      send: (change) => {
        sent.push(change.payload);
        return new Promise((resolve) => {
          answer = () => resolve('ok');
        });
      },
      describe: (text) => text,
    });
    void outbox.start({ shopperId: () => SHOPPER, channelName: storeName });
    onTestFinished(() => outbox.stop());
    await outbox.add('note', SHOPPER, 'atta');
    await outbox.add('note', SHOPPER, 'dal');
    await vi.waitFor(() => expect(sent).toEqual(['atta']));

    outbox.stop();
    answer();
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    outbox.flush();
    // Once atta's answer is settled, a run still going would send dal at once (it did, before stop() ended the run).
    await vi.waitFor(async () => expect((await store.all()).map((change) => change.payload)).toEqual(['dal']));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent).toEqual(['atta']);
    // Not sent: it stays on the phone for the next start.
    expect((await store.all()).map((change) => change.payload)).toEqual(['dal']);
  });

  it('keeps an answered change on the phone until what its answer showed is saved', async () => {
    const store = indexedDbChangeStore(storeName);
    const outbox = new Outbox<Notes>(store);
    outbox.define('note', { send: async () => 'ok', describe: (text) => text });
    let saved!: () => void;
    const saving = new Promise<void>((resolve) => {
      saved = resolve;
    });
    const answered = vi.fn();
    outbox.onSettled((change) => {
      answered(change.id);
      return saving;
    });
    void outbox.start({ shopperId: () => SHOPPER, channelName: storeName });
    onTestFinished(() => outbox.stop());
    const change = await outbox.add('note', SHOPPER, 'atta');

    // The screens have the answer, but a page left now would still find the change and send it again.
    await vi.waitFor(() => expect(answered).toHaveBeenCalledWith(change.id));
    expect(outbox.list()).toEqual([]);
    expect(await store.get(change.id)).toBeDefined();
    saved();
    await vi.waitFor(async () => expect(await store.get(change.id)).toBeUndefined());
  });

  it('lets an answered change go after a while even if saving what it showed never finishes', async () => {
    const store = indexedDbChangeStore(storeName);
    const outbox = new Outbox<Notes>(store);
    outbox.define('note', { send: async () => 'ok', describe: (text) => text });
    outbox.onSettled(() => new Promise(() => {}));
    void outbox.start({ shopperId: () => SHOPPER, channelName: storeName });
    onTestFinished(() => outbox.stop());
    const first = await outbox.add('note', SHOPPER, 'atta');
    const second = await outbox.add('note', SHOPPER, 'dal');
    await vi.waitFor(
      async () => {
        expect(await store.get(first.id)).toBeUndefined();
        expect(await store.get(second.id)).toBeUndefined();
      },
      { timeout: 8000 },
    );
  });

  it('gives the answer to a screen that asks for it only after it came', async () => {
    const outbox = outboxOn(storeName, fakeServer());
    const change = await outbox.add('note', SHOPPER, 'ghee');
    await settledAll(outbox);
    // A fast answer can beat the screen's listening; it must not read as "waiting for signal".
    await expect(outbox.delivery(change, 100)).resolves.toEqual({ status: 'applied', data: 'ok ghee' });
  });

  it('keeps changes made offline across a restart and sends them once each, in order', async () => {
    const server = fakeServer();
    onlineManager.setOnline(false);
    const before = outboxOn(storeName, server);
    await before.ready();
    for (const text of ['atta', 'dal', 'rice']) await before.add('note', SHOPPER, text);
    before.stop();

    // The app opens again: a new outbox on the same IndexedDB finds the changes.
    const after = outboxOn(storeName, server);
    await after.ready();
    expect(after.waiting(SHOPPER).map((c) => c.payload)).toEqual(['atta', 'dal', 'rice']);
    onlineManager.setOnline(true);
    await settledAll(after);
    expect(server.log).toEqual(['atta', 'dal', 'rice']);
  });

  it('sends a change again with the same key when its reply was lost, so the server applies it once', async () => {
    const server = fakeServer();
    let lost = 0;
    server.failWith(() => (lost++ < 2 ? 'reply-lost' : 'none'));
    const outbox = outboxOn(storeName, server);
    await outbox.add('note', SHOPPER, 'ghee');
    await settledAll(outbox);
    expect(server.log).toEqual(['ghee']);
    expect(lost).toBe(3);
  });

  it('waits behind a change that gets nothing through, and keeps the order once the signal is back', async () => {
    const server = fakeServer();
    let blocked = true;
    server.failWith(() => (blocked ? 'unreachable' : 'none'));
    const outbox = outboxOn(storeName, server);
    await outbox.add('note', SHOPPER, 'first');
    await outbox.add('note', SHOPPER, 'second');
    await vi.waitFor(() => expect(onlineManager.isOnline()).toBe(false));
    expect(server.log).toEqual([]);
    blocked = false;
    await settledAll(outbox);
    expect(server.log).toEqual(['first', 'second']);
  });

  it('sets a refused change aside with its reason and sends the rest; it can be retried or discarded', async () => {
    const server = fakeServer();
    let soldOut = true;
    server.failWith((change) => (change.payload === 'butter' && soldOut ? 'refuse' : 'none'));
    const onRefused = vi.fn();
    onlineManager.setOnline(false);
    const outbox = outboxOn(storeName, server, onRefused);
    for (const text of ['atta', 'butter', 'rice']) await outbox.add('note', SHOPPER, text);
    onlineManager.setOnline(true);
    await settledAll(outbox);

    expect(server.log).toEqual(['atta', 'rice']);
    const [refused] = outbox.list();
    expect(refused).toMatchObject({ payload: 'butter', state: 'refused', refusal: { status: 409 } });
    expect(onRefused).toHaveBeenCalledWith(expect.objectContaining({ payload: 'butter' }), refused?.refusal);

    soldOut = false;
    await outbox.retry(refused?.id ?? '');
    await vi.waitFor(() => expect(outbox.list()).toHaveLength(0));
    expect(server.log).toEqual(['atta', 'rice', 'butter']);
  });

  it('discards a refused change for good', async () => {
    const server = fakeServer();
    server.failWith(() => 'refuse');
    const outbox = outboxOn(storeName, server);
    const change = await outbox.add('note', SHOPPER, 'butter');
    await vi.waitFor(() => expect(outbox.list()[0]?.state).toBe('refused'));
    expect(await outbox.discard(change.id)).toBe(true);
    expect(outbox.list()).toEqual([]);
  });

  it('never takes off the phone a change that may have reached the shop: one sent whose answer did not come', async () => {
    const server = fakeServer();
    server.failWith((change) => (change.payload === 'sent' ? 'reply-lost' : 'unreachable'));
    const outbox = outboxOn(storeName, server);
    const sent = await outbox.add('note', SHOPPER, 'sent');
    await vi.waitFor(() => expect(server.log).toEqual(['sent']));
    await vi.waitFor(() => expect(outbox.list()[0]?.attempts).toBeGreaterThan(0));
    expect(outbox.list()[0]?.sentAt).toEqual(expect.any(Number));
    expect(await outbox.discard(sent.id), 'applied by the shop, its answer lost').toBe(false);
    expect(outbox.list()).toHaveLength(1);

    // Kept on the phone across a restart too: another page (or tab) reads the same.
    const after = outboxOn(storeName, server);
    await after.ready();
    expect(await after.discard(sent.id)).toBe(false);
  });

  it('takes off a change never sent, says so only once, and one refused then retried until it is sent again', async () => {
    const server = fakeServer();
    onlineManager.setOnline(false);
    const outbox = outboxOn(storeName, server);
    const unsent = await outbox.add('note', SHOPPER, 'unsent');
    expect(await outbox.discard(unsent.id)).toBe(true);
    expect(await outbox.discard(unsent.id), 'already gone: a second tap does nothing').toBe(false);

    server.failWith(() => 'refuse');
    onlineManager.setOnline(true);
    const refused = await outbox.add('note', SHOPPER, 'refused');
    await vi.waitFor(() => expect(outbox.list()[0]?.state).toBe('refused'));
    // A refusal left nothing applied: retried with no signal, it waits as one never sent.
    onlineManager.setOnline(false);
    await outbox.retry(refused.id);
    expect(outbox.list()[0]).toMatchObject({ state: 'waiting', sentAt: undefined });
    expect(await outbox.discard(refused.id)).toBe(true);
    expect(server.log).toEqual([]);
  });

  it('sets aside a change the server keeps failing on, so it never holds up the rest', async () => {
    const server = fakeServer();
    server.failWith((change) => (change.payload === 'broken' ? 'server-error' : 'none'));
    const outbox = outboxOn(storeName, server);
    await outbox.add('note', SHOPPER, 'broken');
    await outbox.add('note', SHOPPER, 'dal');
    await settledAll(outbox);
    expect(server.log).toEqual(['dal']);
    expect(outbox.list()[0]).toMatchObject({ payload: 'broken', state: 'refused', attempts: 2 });
  });

  it('counts only the server’s own errors toward setting a change aside, not the tries that got no answer', async () => {
    const server = fakeServer();
    let tries = 0;
    server.failWith(() => {
      tries += 1;
      if (tries <= 3) return 'unreachable';
      return tries === 4 ? 'server-error' : 'none';
    });
    const outbox = outboxOn(storeName, server);
    await outbox.add('note', SHOPPER, 'atta');
    // Three tries with no signal, then the signal back and one error of the shop's: the change still goes. (Knocking
    // again and again rather than waiting out the retry timer; had it been set aside, no knock would send it.)
    await vi.waitFor(
      () => {
        outbox.tryNow();
        expect(server.log).toEqual(['atta']);
      },
      { timeout: 8000, interval: 50 },
    );
    expect(tries).toBe(5);
    await vi.waitFor(() => expect(outbox.list()).toEqual([]));
  });

  it("sends only the signed-in shopper's changes", async () => {
    const server = fakeServer();
    const outbox = outboxOn(storeName, server);
    await outbox.add('note', 'someone-else', 'theirs');
    await outbox.add('note', SHOPPER, 'mine');
    await vi.waitFor(() => expect(outbox.list().map((c) => c.payload)).toEqual(['theirs']));
    expect(server.log).toEqual(['mine']);
  });

  it('lays on top of a read every change answered while the read was on its way, even one made after it left', async () => {
    const server = fakeServer();
    const outbox = outboxOn(storeName, server);
    await outbox.add('note', SHOPPER, 'refused');
    server.failWith((change) => (change.payload === 'refused' ? 'refuse' : 'none'));
    await settledAll(outbox);
    // The server's answer to this read was made before anything below reached it.
    let answerRead: ((state: string[]) => void) | undefined;
    const read = outbox.onTopOf(
      SHOPPER,
      ['note'],
      () => new Promise<string[]>((resolve) => (answerRead = resolve)),
      (state, changes) => [...state, ...changes.map((change) => String(change.payload))],
    );
    await vi.waitFor(() => expect(answerRead).toBeDefined());
    const applied = await outbox.add('note', SHOPPER, 'moved while reading');
    await outbox.delivery(applied);
    onlineManager.setOnline(false);
    await outbox.add('note', SHOPPER, 'still waiting');
    answerRead?.(['on the server']);
    await expect(read).resolves.toEqual(['on the server', 'moved while reading', 'still waiting']);
  });

  it("tells a waiting screen the server's answer, or that the change waits for the signal", async () => {
    const server = fakeServer();
    const outbox = outboxOn(storeName, server);
    const online = await outbox.add('note', SHOPPER, 'tea');
    await expect(outbox.delivery(online)).resolves.toEqual({ status: 'applied', data: 'ok tea' });

    onlineManager.setOnline(false);
    const offline = await outbox.add('note', SHOPPER, 'salt');
    await expect(outbox.delivery(offline)).resolves.toEqual({ status: 'queued' });
  });
});

describe('a change not yet written when the page goes away', () => {
  /** Holds the store's database busy for `ms` with a transaction of its own, as the outbox's sending can. */
  function holdBusy(name: string, ms: number): Promise<void> {
    return new Promise((holding) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => {
        const store = open.result.transaction('changes', 'readwrite').objectStore('changes');
        const until = Date.now() + ms;
        const keepBusy = () => {
          if (Date.now() < until) store.get('nothing').onsuccess = keepBusy;
          else open.result.close();
        };
        keepBusy();
        holding();
      };
    });
  }

  const change = (id: string, payload: string): Change => ({
    id,
    kind: 'note',
    userId: SHOPPER,
    payload,
    madeAt: Date.now(),
    seq: 0,
    state: 'waiting',
    attempts: 0,
  });

  it('is kept by the browser at pagehide and put on the phone by the next page, once', async () => {
    const before = indexedDbChangeStore(storeName);
    await before.all(); // the database made, as the shop's first read makes it
    await holdBusy(storeName, 300);
    const written = before.put(change('c-1', 'atta'));
    window.dispatchEvent(new Event('pagehide'));
    expect(Object.keys(JSON.parse(localStorage.getItem(`${storeName}:unwritten`) ?? '{}'))).toEqual(['c-1']);

    // Here the write finishes after all: the next page finds it there and adds no second copy.
    await written;
    const next = indexedDbChangeStore(storeName);
    expect((await next.all()).map((c) => c.id)).toEqual(['c-1']);
    expect(localStorage.getItem(`${storeName}:unwritten`)).toBeNull();
  });

  it('the page gone with its write: the next page has the change from the browser’s copy', async () => {
    const before = indexedDbChangeStore(storeName);
    await before.all();
    await holdBusy(storeName, 300);
    void before.put(change('c-2', 'dal'));
    window.dispatchEvent(new Event('pagehide'));

    // The page's IndexedDB work is dropped with it: a phone whose database never got the write.
    const { IDBFactory } = await import('fake-indexeddb');
    globalThis.indexedDB = new IDBFactory();
    const next = indexedDbChangeStore(storeName);
    expect((await next.all()).map((c) => [c.id, c.payload])).toEqual([['c-2', 'dal']]);
    expect(localStorage.getItem(`${storeName}:unwritten`)).toBeNull();
  });

  it('a written change is not copied at pagehide', async () => {
    const store = indexedDbChangeStore(storeName);
    await store.put(change('c-3', 'rice'));
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(`${storeName}:unwritten`)).toBeNull();
  });
});
