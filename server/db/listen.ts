import pg from 'pg';

export interface ListenHandlers {
  /** A NOTIFY on the channel, with its payload. */
  onNotification(payload: string): void;
  /**
   * The connection was lost and LISTEN is in place again on a new one. Whatever was notified while
   * nobody listened is gone: the listener must assume anything may have changed.
   */
  onResubscribed(): void;
}

export interface Listening {
  close(): Promise<void>;
}

/** How long to wait before the next attempt after a failed reconnect: 100 ms, doubling, at most 5 s. */
const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5000;

/**
 * LISTENs on `channel` over a connection of its own, not one of the pool's: a pooled connection goes
 * back to the pool (and its LISTEN with it) after each query. When that connection is lost (server
 * restart, failover, pg_terminate_backend, a network cut noticed by TCP keepalive) it connects
 * again, LISTENs again and calls `onResubscribed`. Resolves once the first LISTEN is in place.
 * The connection is named `kirana listen <channel>` in pg_stat_activity.
 */
export async function listenOn(
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<Listening> {
  const applicationName = `kirana listen ${channel}`;
  let current: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString, application_name: applicationName, keepAlive: true });
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotification(message.payload ?? '');
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await client.end();
      return;
    }
    current = client;
  }

  function lost(client: pg.Client, error?: Error) {
    if (client !== current || closed) return;
    current = undefined;
    client.end().catch(() => {});
    console.error(`The LISTEN connection (${channel}) was lost: ${error?.message ?? 'closed'}; subscribing again`);
    resubscribe(0);
  }

  function resubscribe(attempt: number) {
    retry = undefined;
    if (closed) return;
    connect().then(
      () => {
        if (!closed) handlers.onResubscribed();
      },
      (error: Error) => {
        if (closed) return;
        const wait = Math.min(RETRY_FIRST_MS * 2 ** attempt, RETRY_MAX_MS);
        if (attempt === 0) console.error(`Could not LISTEN (${channel}) again: ${error.message}; retrying`);
        retry = setTimeout(() => resubscribe(attempt + 1), wait);
      },
    );
  }

  await connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end().catch(() => {});
    },
  };
}
