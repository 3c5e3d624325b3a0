import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, LIVE_HEARTBEAT_SECONDS } from '../../src/api/contract';
import type { AppDeps, LiveTimings } from '../deps';
import { dueAnnouncements } from '../services/announcements';
import { createLiveBus, type LiveBus, type LiveEvent, type LiveListener } from '../services/liveEvents';
import { operatorSessionStands } from '../services/operatorAccounts';
import { findTokenOwner } from '../services/sessions';
import { bearerToken, clock, limits, requireToken } from './context';
import { operatorAccess, operatorCall } from './operatorAccess';

/** The intervals of GET events unless the app is given others (AppDeps.liveTimings). */
export const defaultLiveTimings: LiveTimings = {
  heartbeatMs: LIVE_HEARTBEAT_SECONDS * 1000,
  tokenCheckMs: 30_000,
  scheduleCheckMs: 5_000,
};

const eventStream = z.custom<NodeJS.ReadableStream>().meta({
  type: 'string',
  description: '`ticket`, `announcement` and `notice` events, and heartbeat comments',
});

const frame = (event: LiveEvent) => `event: ${event.name}\ndata: ${JSON.stringify(event.data)}\n\n`;

/** The streams this instance has open, ended all at once when it stops, and how often they speak. */
interface Streams {
  open: Set<PassThrough>;
  timings: LiveTimings;
}

/**
 * Opens an event stream fed by `subscribe`, with heartbeats, ending when `stands` says the credential no
 * longer does, when the client goes, or when the server stops.
 */
function openStream(
  { open, timings }: Streams,
  reply: FastifyReply,
  subscribe: (send: LiveListener) => () => void,
  stands: () => Promise<boolean>,
) {
  const stream = new PassThrough();
  open.add(stream);
  const send = (text: string) => {
    if (!stream.writableEnded) stream.write(text);
  };
  const unsubscribe = subscribe((event) => send(frame(event)));
  const heartbeat = setInterval(() => send(': heartbeat\n\n'), timings.heartbeatMs);
  const credentialCheck = setInterval(() => {
    stands()
      .then((ok) => {
        if (!ok) stream.end();
      })
      .catch(() => {});
  }, timings.tokenCheckMs);
  // Timers of a stream never keep a stopping process alive, whatever happens to the stream.
  heartbeat.unref();
  credentialCheck.unref();
  stream.once('close', () => {
    clearInterval(heartbeat);
    clearInterval(credentialCheck);
    unsubscribe();
    open.delete(stream);
    // A stream torn down rather than ended (the client went) leaves its response unfinished, and a stopping
    // server would wait for that connection for ever: it goes with the stream.
    if (!reply.raw.writableEnded) reply.raw.destroy();
  });
  // A client gone away ends its stream here as well, so nothing is left writing to a closed connection.
  reply.raw.once('close', () => stream.destroy());
  // Something at once, so the headers leave now and the client knows the stream is live.
  send(`retry: 5000\n: connected\n\n`);
  return (
    reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-store')
      // Proxies such as nginx would otherwise hold the events back in their buffers.
      .header('x-accel-buffering', 'no')
      .send(stream)
  );
}

/**
 * Scheduled announcements begin showing without anyone writing at that moment: every instance notices on its
 * own and tells its own members, so nothing crosses instances and nothing is told twice.
 */
function announceWhenDue(fastify: FastifyInstance, deps: AppDeps, bus: LiveBus, everyMs: number) {
  const now = clock(deps);
  let checkedUntil = now();
  let checking = false;
  const schedule = setInterval(() => {
    if (checking) return;
    const until = now();
    if (bus.subscribers() === 0) {
      checkedUntil = until;
      return;
    }
    checking = true;
    dueAnnouncements(deps.db, checkedUntil, until)
      .then((ids) => {
        checkedUntil = until;
        for (const id of ids)
          bus.deliverLocally(null, { name: 'announcement', data: { announcement_id: id } });
      })
      .catch((error: unknown) => fastify.log.warn({ err: error }, 'scheduled announcements check failed'))
      .finally(() => {
        checking = false;
      });
  }, everyMs);
  schedule.unref();
  return schedule;
}

const streamResponse = {
  200: {
    description: 'An endless event stream',
    content: { 'text/event-stream': { schema: eventStream } },
  },
  '4xx': errorResponse,
};

/**
 * GET events: server-sent events for the signed-in member (contract/support.ts, live updates). The stream
 * ends when the member's token is revoked or expires, and when the server stops.
 */
export default async function eventRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const now = clock(deps);
  const timings = { ...defaultLiveTimings, ...deps.liveTimings };
  const bus = await createLiveBus(db, fastify.log);
  const streams: Streams = { open: new Set<PassThrough>(), timings };
  const schedule = announceWhenDue(fastify, deps, bus, timings.scheduleCheckMs);

  // Before the server waits for open connections to end: a stream never ends by itself.
  fastify.addHook('preClose', async () => {
    clearInterval(schedule);
    for (const stream of streams.open) stream.end();
  });
  fastify.addHook('onClose', async () => {
    await bus.close();
  });

  app.get(
    '/events',
    {
      config: limits.perToken(30, '1 minute'),
      schema: {
        tags: ['support'],
        summary: "Live updates for the member's tickets, announcements and notices (server-sent events)",
        security: [{ bearer: [] }],
        response: streamResponse,
      },
    },
    async (request, reply) => {
      const { member } = await requireToken(deps, request, 'session');
      const token = bearerToken(request)!;
      return openStream(
        streams,
        reply,
        (listener) => bus.subscribe(member.id, listener),
        async () => (await findTokenOwner({ db }, token, 'session', now())) !== null,
      );
    },
  );

  // The operators' stream, in a scope of its own behind the operator session or key.
  await fastify.register(async (scope) => {
    const ops = scope.withTypeProvider<ZodTypeProvider>();
    const { identityOf, credentialOf } = operatorAccess(ops, deps);
    ops.get(
      '/operator/events',
      {
        config: operatorCall('tickets.read', 30),
        schema: {
          tags: ['operator'],
          summary:
            "Live updates for the operators: every ticket's new messages, notes, moves and assignments",
          response: streamResponse,
        },
      },
      async (request, reply) => {
        const credential = credentialOf(request);
        const viaKey = identityOf(request).operatorId === null;
        // Checking a session must not keep it alive: an open stream is not an operator at work.
        const stands = viaKey ? async () => true : () => operatorSessionStands(db, credential, now());
        return openStream(streams, reply, (listener) => bus.subscribeOperator(listener), stands);
      },
    );
  });
}
