import pg from 'pg';

export interface ChannelListenerEvents {
  /** A NOTIFY on the channel, with its payload. */
  notification(payload: string): void;
  /** LISTEN is active: from now on every change is announced. */
  listening(): void;
  /** The connection is lost or could not be opened: changes may go unannounced until `listening`. */
  deaf(error: unknown): void;
}

/**
 * LISTEN on one PostgreSQL channel over a connection of its own (a pooled connection cannot hold
 * a LISTEN), reconnecting with a growing delay (up to 5 s) when the connection drops. `stop` ends
 * it for good.
 */
export function listenToChannel(
  config: pg.ClientConfig,
  channel: string,
  events: ChannelListenerEvents,
): { stop(): Promise<void> } {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryDelayMs = 100;
  let retryTimer: NodeJS.Timeout | undefined;

  const scheduleReconnect = (error: unknown) => {
    events.deaf(error);
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryDelayMs);
    retryTimer.unref();
    retryDelayMs = Math.min(retryDelayMs * 2, 5_000);
  };

  const connect = async () => {
    // Keep-alive probes notice a connection that died silently (no error, no more notifications).
    const current = new pg.Client({ keepAlive: true, keepAliveInitialDelayMillis: 10_000, ...config });
    client = current;
    let failed = false;
    const fail = (error: unknown) => {
      if (failed || current !== client) return;
      failed = true;
      current.removeAllListeners('notification');
      void current.end().catch(() => undefined);
      scheduleReconnect(error);
    };
    current.on('error', fail);
    current.on('end', () => fail(new Error('conexión de notificaciones cerrada')));
    current.on('notification', (message) => {
      if (message.channel === channel) events.notification(message.payload ?? '');
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (stopped) return;
      retryDelayMs = 100;
      events.listening();
    } catch (error) {
      fail(error);
    }
  };

  void connect();
  return {
    async stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => undefined);
        await current.end().catch(() => undefined);
      }
    },
  };
}
