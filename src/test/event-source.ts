import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { LiveOrderEvent } from '#contract/order-events';

/**
 * A stand-in for the browser's EventSource (happy-dom has none), installed for one test with `fakeEventSources()`:
 * the test opens, feeds and breaks each stream the page made, as a server would.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readyState = FakeEventSource.CONNECTING;
  readonly withCredentials = false;
  onopen = null;
  onmessage = null;
  onerror = null;

  constructor(
    readonly url: string,
    made: FakeEventSource[],
  ) {
    super();
    made.push(this);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server answered with a stream. */
  open() {
    act(() => {
      this.readyState = FakeEventSource.OPEN;
      this.dispatchEvent(new Event('open'));
    });
  }

  /** One `data:` line from the server. */
  send(data: LiveOrderEvent | object | string) {
    act(() => {
      const text = typeof data === 'string' ? data : JSON.stringify(data);
      this.dispatchEvent(new MessageEvent('message', { data: text }));
    });
  }

  /** The server refused the stream (not text/event-stream): the browser gives up on it. */
  refuse() {
    act(() => {
      this.readyState = FakeEventSource.CLOSED;
      this.dispatchEvent(new Event('error'));
    });
  }
}

/** Installs the fake as `EventSource` until the test's globals are unstubbed; the streams made are listed. */
export function fakeEventSources() {
  const made: FakeEventSource[] = [];
  vi.stubGlobal(
    'EventSource',
    Object.assign(
      class extends FakeEventSource {
        constructor(url: string) {
          super(url, made);
        }
      },
      { CONNECTING: 0, OPEN: 1, CLOSED: 2 },
    ),
  );
  return {
    made,
    /** The streams not closed. */
    open: () => made.filter((source) => source.readyState !== FakeEventSource.CLOSED),
    latest: () => {
      const source = made.at(-1);
      if (!source) throw new Error('The page opened no EventSource');
      return source;
    },
  };
}
