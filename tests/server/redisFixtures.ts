import { randomBytes } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { openRedis, type SharedRedis } from '../../server/services/sharedRedis';

/** The Redis the shared-limit tests use: TEST_REDIS_URL, as `.ci/run` sets it; unset, those tests are skipped. */
export const testRedisUrl = process.env.TEST_REDIS_URL || undefined;

/** A key prefix of its own, so tests running side by side on one Redis never count each other's failures. */
export const freshPrefix = () => `tessera-test:${randomBytes(6).toString('hex')}:`;

/** A Redis client on TEST_REDIS_URL under a fresh prefix; `close` deletes every key under it. */
export async function openTestRedis(url = testRedisUrl!): Promise<SharedRedis> {
  const redis = await openRedis(url, freshPrefix());
  const close = redis.close;
  redis.close = async () => {
    const keys = await redis.client.keys(`${redis.prefix}*`);
    if (keys.length > 0) await redis.client.del(...keys);
    await close();
  };
  return redis;
}

/**
 * A TCP relay in front of TEST_REDIS_URL, so a test can take Redis away from the server under test and give
 * it back, without touching the Redis other tests use.
 */
export async function redisRelay(): Promise<{
  url: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}> {
  const target = new URL(testRedisUrl!);
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((done) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 6379), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {});
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        done();
      });
    });
  const cut = async () => {
    const closed = new Promise<void>((done) => server!.close(() => done()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  await listen();
  const url = new URL(testRedisUrl!);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return { url: url.toString(), cut, restore: listen, close: cut };
}
