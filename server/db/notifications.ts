import type { Db } from './handle';

interface PgliteLike {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}
interface PoolLike {
  options: Record<string, unknown>;
  totalCount: number;
}
type Log = { warn(obj: object, msg?: string): void };

/** What a listener is told: a notification, or that it may have missed some (the connection dropped). */
export interface NotificationHandlers {
  heard(payload: string): void;
  /** Listening stopped (false) or started again (true); between the two, notifications are lost. */
  listening(on: boolean): void;
}

const RECONNECT_MS = 1_000;

/**
 * LISTENs on `channel` of the database `db` runs on: its PGlite, or a connection of its own to its PostgreSQL
 * (a pooled one would be handed to queries), reconnecting when it drops. Answers the function that stops.
 */
export async function listenFor(
  db: Db,
  channel: string,
  handlers: NotificationHandlers,
  log: Log,
): Promise<() => Promise<void>> {
  // `$client` is the driver's own handle, which the engine-neutral `Db` type does not declare.
  const client: unknown = Reflect.get(db, '$client');
  if (isPglite(client)) {
    const stop = await client.listen(channel, handlers.heard);
    handlers.listening(true);
    return async () => {
      handlers.listening(false);
      await stop().catch(() => {});
    };
  }
  if (!isPool(client)) return async () => {};
  const { Client } = await import('pg');
  let closed = false;
  let current: InstanceType<typeof Client> | undefined;
  let retry: NodeJS.Timeout | undefined;
  const again = (error: unknown) => {
    log.warn({ err: error }, `listening on ${channel} failed; retrying`);
    if (!closed) retry = setTimeout(() => void connect().catch(again), RECONNECT_MS);
  };
  const connect = async () => {
    const connection = new Client(client.options);
    current = connection;
    connection.on('notification', (message) => {
      if (message.channel === channel) handlers.heard(message.payload ?? '');
    });
    connection.on('error', (error) => {
      handlers.listening(false);
      void connection.end().catch(() => {});
      if (current === connection) again(error);
    });
    await connection.connect();
    await connection.query(`listen ${channel}`);
    if (!closed && current === connection) handlers.listening(true);
  };
  await connect().catch(again);
  return async () => {
    closed = true;
    clearTimeout(retry);
    handlers.listening(false);
    await current?.end().catch(() => {});
  };
}

const isPglite = (client: unknown): client is PgliteLike =>
  typeof client === 'object' && client !== null && 'listen' in client && typeof client.listen === 'function';
const isPool = (client: unknown): client is PoolLike =>
  typeof client === 'object' &&
  client !== null &&
  'totalCount' in client &&
  typeof client.totalCount === 'number';
