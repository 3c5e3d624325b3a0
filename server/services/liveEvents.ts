import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  type AnnouncementLiveEvent,
  announcementLiveEvent,
  type LiveEventName,
  type NoticeLiveEvent,
  noticeLiveEvent,
  type TicketLiveEvent,
  ticketLiveEvent,
} from '../../src/api/contract';
import type { Db, DbOrTx } from '../db/client';
import { listenFor } from '../db/notifications';

/**
 * Live updates for members' event streams. An event is published inside the transaction that caused it, as
 * a NOTIFY on one channel: PostgreSQL (and PGlite) deliver it only once that transaction commits, to every
 * instance listening, so a rolled-back reply tells nobody and a member connected to another instance still
 * hears of it. Each instance hands what it hears to its own subscribers.
 */
export const LIVE_CHANNEL = 'tessera_live';

export type LiveEvent =
  | { name: 'ticket'; data: TicketLiveEvent }
  | { name: 'announcement'; data: AnnouncementLiveEvent }
  | { name: 'notice'; data: NoticeLiveEvent };
/** Who hears an event: one member, every signed-in member (null), or only the operators ('ops'). */
export type LiveAudience = number | null | 'ops';
interface Envelope {
  m: LiveAudience;
  e: LiveEventName;
  d: unknown;
}
export type LiveListener = (event: LiveEvent) => void;

/** What the channel carries is read back as text, so it is checked against the contract before delivery. */
const heardEnvelope = z.object({
  m: z.union([z.number().int(), z.null(), z.literal('ops')]),
  e: z.string(),
  d: z.unknown(),
});
const heardEvent = z.discriminatedUnion('name', [
  z.object({ name: z.literal('ticket'), data: ticketLiveEvent }),
  z.object({ name: z.literal('announcement'), data: announcementLiveEvent }),
  z.object({ name: z.literal('notice'), data: noticeLiveEvent }),
]);

export async function publishLive(tx: DbOrTx, member: LiveAudience, event: LiveEvent): Promise<void> {
  await publishLiveMany(tx, [{ member, event }]);
}

/** Publishes several events in one statement, each to its own audience. */
export async function publishLiveMany(
  tx: DbOrTx,
  events: { member: LiveAudience; event: LiveEvent }[],
): Promise<void> {
  if (events.length === 0) return;
  const payloads = events.map(({ member, event }) =>
    JSON.stringify({ m: member, e: event.name, d: event.data } satisfies Envelope),
  );
  await tx.execute(
    sql`select pg_notify(${LIVE_CHANNEL}, p) from json_array_elements_text(${JSON.stringify(payloads)}::json) as p`,
  );
}

export interface LiveBus {
  /** Hears events for `member` and for everyone; returns the unsubscribe. */
  subscribe(member: number, listener: LiveListener): () => void;
  /** Hears every ticket event, whichever member's, and those for the operators alone; returns the unsubscribe. */
  subscribeOperator(listener: LiveListener): () => void;
  /** Delivers to this instance's subscribers only (events every instance finds out on its own). */
  deliverLocally(member: LiveAudience, event: LiveEvent): void;
  subscribers(): number;
  close(): Promise<void>;
}

type Log = { warn(obj: object, msg?: string): void };

/** A bus listening on the database `db` runs on: its PGlite, or a dedicated connection to its PostgreSQL. */
export async function createLiveBus(db: Db, log: Log): Promise<LiveBus> {
  const members = new Map<number, Set<LiveListener>>();
  const operators = new Set<LiveListener>();
  let count = 0;
  const deliverLocally = (member: LiveAudience, event: LiveEvent) => {
    if (event.name === 'ticket') for (const listener of operators) listener(event);
    if (member === 'ops') return;
    const targets = member === null ? [...members.values()] : [members.get(member) ?? new Set()];
    for (const set of targets) for (const listener of set) listener(event);
  };
  const onPayload = (payload: string) => {
    try {
      const { m, e, d } = heardEnvelope.parse(JSON.parse(payload));
      deliverLocally(m, heardEvent.parse({ name: e, data: d }));
    } catch (error) {
      log.warn({ err: error }, 'a live event could not be read');
    }
  };
  const stopListening = await listenFor(
    db,
    LIVE_CHANNEL,
    { heard: (payload) => (payload ? onPayload(payload) : undefined), listening: () => {} },
    log,
  );
  return {
    subscribe(member, listener) {
      const set = members.get(member) ?? new Set<LiveListener>();
      members.set(member, set);
      set.add(listener);
      count++;
      return () => {
        if (!set.delete(listener)) return;
        count--;
        if (set.size === 0) members.delete(member);
      };
    },
    subscribeOperator(listener) {
      operators.add(listener);
      count++;
      return () => {
        if (operators.delete(listener)) count--;
      };
    },
    deliverLocally,
    subscribers: () => count,
    close: () => stopListening().catch(() => {}),
  };
}
