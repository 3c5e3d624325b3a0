import { and, count, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import {
  type Announcement,
  type OperatorAnnouncement,
  type OperatorAnnouncementBody,
  PAGE_SIZE,
} from '../../src/api/contract';
import type { DbOrTx } from '../db/client';
import { announcementReads, announcements } from '../db/schema';
import { ApiError, fieldError } from './errors';
import { publishLive } from './liveEvents';
import type { AuditActor } from './operator';
import { pageEnvelope, pageOffset } from './paging';

/**
 * The operator's announcements: shown from `publish_at` until `expires_at` unless withdrawn, pinned first,
 * then newest first; each member marks them read.
 */

/** How far in the past a `publish_at` may lie and still count as "now" (the form was filled in a while ago). */
export const PUBLISH_LEEWAY_MS = 5 * 60 * 1000;

const notFound = () => new ApiError(404, 'Announcement not found');

const showingAt = (now: Date) =>
  and(
    lte(announcements.publishAt, now),
    or(isNull(announcements.expiresAt), gt(announcements.expiresAt, now)),
    isNull(announcements.withdrawnAt),
  );

export async function listAnnouncements(tx: DbOrTx, userId: number, now: Date) {
  const rows = await tx
    .select({
      id: announcements.id,
      title: announcements.title,
      body: announcements.body,
      pinned: announcements.pinned,
      publishAt: announcements.publishAt,
      readAt: announcementReads.readAt,
    })
    .from(announcements)
    .leftJoin(
      announcementReads,
      and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.userId, userId)),
    )
    .where(showingAt(now))
    .orderBy(desc(announcements.pinned), desc(announcements.publishAt), desc(announcements.id));
  const data: Announcement[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    body: r.body,
    pinned: r.pinned,
    published_at: r.publishAt.toISOString(),
    read: r.readAt !== null,
  }));
  return { data, unread: data.filter((a) => !a.read).length };
}

async function unreadCount(tx: DbOrTx, userId: number, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(announcements)
    .leftJoin(
      announcementReads,
      and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.userId, userId)),
    )
    .where(and(showingAt(now), isNull(announcementReads.userId)));
  return Number(row?.n ?? 0);
}

/** Marks one announcement read; only one showing now can be. Answers the member's remaining unread count. */
export async function markAnnouncementRead(tx: DbOrTx, userId: number, id: number, now: Date) {
  const [row] = await tx
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(eq(announcements.id, id), showingAt(now)));
  if (!row) throw notFound();
  await tx
    .insert(announcementReads)
    .values({ userId, announcementId: id, readAt: now })
    .onConflictDoNothing();
  return unreadCount(tx, userId, now);
}

export async function markAllAnnouncementsRead(tx: DbOrTx, userId: number, now: Date): Promise<number> {
  await tx.execute(sql`
    insert into ${announcementReads} (user_id, announcement_id, read_at)
    select ${userId}, ${announcements.id}, ${now} from ${announcements} where ${showingAt(now)}
    on conflict do nothing`);
  return unreadCount(tx, userId, now);
}

// --- Operator --------------------------------------------------------------------------------------------

type AnnouncementRow = typeof announcements.$inferSelect;

function stateOf(row: AnnouncementRow, now: Date): OperatorAnnouncement['state'] {
  if (row.withdrawnAt) return 'withdrawn';
  if (row.publishAt > now) return 'scheduled';
  if (row.expiresAt && row.expiresAt <= now) return 'expired';
  return 'showing';
}

function operatorView(row: AnnouncementRow, reads: number, now: Date): OperatorAnnouncement {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    pinned: row.pinned,
    publish_at: row.publishAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
    withdrawn_at: row.withdrawnAt?.toISOString() ?? null,
    state: stateOf(row, now),
    reads,
  };
}

const readsOf = sql<number>`(select count(*)::int from ${announcementReads} r where r.announcement_id = ${announcements.id})`;

/**
 * Publishes at once (members connected now hear of it) or at `publish_at`; members' streams find scheduled
 * ones on their own when the time comes (see dueAnnouncements).
 */
export async function createAnnouncement(
  tx: DbOrTx,
  body: Omit<OperatorAnnouncementBody, 'pinned'> & { pinned: boolean },
  createdBy: AuditActor,
  now: Date,
): Promise<OperatorAnnouncement> {
  const asked = body.publish_at ? new Date(body.publish_at) : now;
  if (asked.getTime() < now.getTime() - PUBLISH_LEEWAY_MS) {
    throw fieldError('publish_at', 'publish_at must be now or later');
  }
  const publishAt = asked < now ? now : asked;
  const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
  if (expiresAt && expiresAt <= publishAt) {
    throw fieldError('expires_at', 'expires_at must come after publish_at');
  }
  const [row] = await tx
    .insert(announcements)
    .values({
      title: body.title,
      body: body.body,
      pinned: body.pinned,
      publishAt,
      expiresAt,
      createdByKeyId: createdBy.keyId,
      createdByOperatorId: createdBy.operatorId,
      createdAt: now,
    })
    .returning();
  if (publishAt <= now) {
    await publishLive(tx, null, { name: 'announcement', data: { announcement_id: row!.id } });
  }
  return operatorView(row!, 0, now);
}

export async function listAnnouncementsForOperator(tx: DbOrTx, page: number, now: Date) {
  const rows = await tx
    .select({ row: announcements, reads: readsOf })
    .from(announcements)
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(PAGE_SIZE)
    .offset(pageOffset(page));
  const [total] = await tx.select({ n: count() }).from(announcements);
  return pageEnvelope(
    'operator/announcements',
    page,
    Number(total?.n ?? 0),
    rows.map((r) => operatorView(r.row, Number(r.reads), now)),
  );
}

export async function withdrawAnnouncement(tx: DbOrTx, id: number, now: Date): Promise<OperatorAnnouncement> {
  const [row] = await tx.select().from(announcements).where(eq(announcements.id, id)).for('update');
  if (!row) throw notFound();
  if (row.withdrawnAt) throw new ApiError(409, 'This announcement has already been withdrawn');
  const [updated] = await tx
    .update(announcements)
    .set({ withdrawnAt: now })
    .where(eq(announcements.id, id))
    .returning();
  await publishLive(tx, null, { name: 'announcement', data: { announcement_id: id } });
  const [reads] = await tx
    .select({ n: count() })
    .from(announcementReads)
    .where(eq(announcementReads.announcementId, id));
  return operatorView(updated!, Number(reads?.n ?? 0), now);
}

/**
 * Announcements that began or stopped showing in (`from`, `to`]: scheduled ones whose time came (the ones
 * published at creation were told then) and ones that expired, so members' lists and counts follow both.
 */
export async function dueAnnouncements(tx: DbOrTx, from: Date, to: Date): Promise<number[]> {
  const rows = await tx
    .select({ id: announcements.id })
    .from(announcements)
    .where(
      and(
        isNull(announcements.withdrawnAt),
        or(
          and(
            gt(announcements.publishAt, from),
            lte(announcements.publishAt, to),
            gt(announcements.publishAt, announcements.createdAt),
          ),
          and(gt(announcements.expiresAt, from), lte(announcements.expiresAt, to)),
        ),
      ),
    );
  return rows.map((r) => r.id);
}
