import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { NOTICE_LIST_SIZE, type Notice, type NoticeKind, noticeKinds } from '../../src/api/contract';
import { isOneOf } from '../../src/api/contract/literalRules';
import { type DbOrTx, jsonRecords, rowsOf } from '../db/client';
import { memberNotices, users } from '../db/schema';
import { ApiError } from './errors';
import { formatUtc } from './factorAttempts';
import { publishLiveMany } from './liveEvents';
import { type MoneyEvent, type Worded, word } from './noticeWords';
import type { NoticeDeps } from './securityNotices';

export type { MoneyEvent } from './noticeWords';
export type { NoticeDeps } from './securityNotices';

/**
 * Tells the member of a money event, in the transaction that makes it: the notice in their list (the header's
 * bell counts it, their open apps hear of it) and its mail in the outbox, so an event that rolls back leaves
 * neither. `mailed: false` when the event already mails the member in its own words (a saved payout address
 * is a security notice too), so they get one mail, not two.
 */
export async function noticeMember(
  tx: DbOrTx,
  deps: NoticeDeps,
  memberId: number,
  event: MoneyEvent,
  at: Date,
  options: { mailed?: boolean } = {},
): Promise<void> {
  await noticeMembers(tx, deps, [{ memberId, event }], at, options);
}

/**
 * Notices written by one statement per this many, so a day's matured stakes or a busy range of the chain do
 * not make one query each.
 */
const NOTICE_CHUNK = 5_000;

/**
 * Tells many members of their money events at once (the stakes a day's accrual completed), as noticeMember
 * tells one: the notices by one insert per chunk, their live events by one statement, and one mail each.
 */
export async function noticeMembers(
  tx: DbOrTx,
  deps: NoticeDeps,
  told: { memberId: number; event: MoneyEvent }[],
  at: Date,
  options: { mailed?: boolean } = {},
): Promise<void> {
  for (let start = 0; start < told.length; start += NOTICE_CHUNK) {
    const chunk = told.slice(start, start + NOTICE_CHUNK).map((t) => ({ ...t, worded: word(t.event) }));
    const notices = chunk.map(({ memberId, event, worded }) => ({
      user_id: memberId,
      kind: event.kind,
      title: worded.title,
      body: worded.body,
      link: worded.link?.url ?? null,
    }));
    const rows = await rowsOf<{ id: string; user_id: number }>(
      tx,
      sql`insert into ${memberNotices} (user_id, kind, title, body, link, created_at)
          select t.user_id, t.kind, t.title, t.body, t.link, ${at}
          from ${jsonRecords(notices, sql`user_id integer, kind text, title text, body text, link text`)}
          returning id::text as id, user_id`,
    );
    await publishLiveMany(
      tx,
      rows.map((r) => ({
        member: r.user_id,
        event: { name: 'notice', data: { notice_id: Number(r.id) } },
      })),
    );
    if (options.mailed === false) continue;
    const ids = [...new Set(chunk.map((t) => t.memberId))];
    const members = new Map(
      (
        await tx
          .select({ id: users.id, email: users.email, username: users.username })
          .from(users)
          .where(inArray(users.id, ids))
      ).map((m) => [m.id, m]),
    );
    for (const { memberId, event, worded } of chunk) {
      const member = members.get(memberId);
      if (!member) throw new Error(`member ${memberId} vanished while being told of a ${event.kind}`);
      await deps.mailer.send(tx, noticeMail(deps, member, worded, at, event.kind));
    }
  }
}

function noticeMail(
  deps: NoticeDeps,
  member: { id: number; email: string; username: string },
  { title, body, link }: Worded,
  at: Date,
  kind: MoneyEvent['kind'],
) {
  return {
    to: member.email,
    subject: `${deps.config.productName}: ${title}`,
    text: [
      `Hello ${member.username},`,
      '',
      body,
      ...(link ? ['', `See the transaction on ${link.name}: ${link.url}`] : []),
      '',
      `When: ${formatUtc(at)}`,
      '',
      'Every notice is also in the app under Announcements. If you did not expect this, contact support.',
    ].join('\n'),
    userId: member.id,
    purpose: `notice:${kind}`,
  };
}

// --- The member's list --------------------------------------------------------------------------------------

const notFound = () => new ApiError(404, 'Notice not found');
const isKind = (kind: string): kind is NoticeKind => isOneOf(noticeKinds, kind);

async function unreadCount(tx: DbOrTx, memberId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(memberNotices)
    .where(and(eq(memberNotices.userId, memberId), isNull(memberNotices.readAt)));
  return Number(row?.n ?? 0);
}

/** GET notices: the member's newest notices (or those before `before`), whether any are older, and the unread. */
export async function listNotices(tx: DbOrTx, memberId: number, before?: number) {
  const rows = await tx
    .select()
    .from(memberNotices)
    .where(
      and(
        eq(memberNotices.userId, memberId),
        before === undefined ? undefined : lt(memberNotices.id, before),
      ),
    )
    .orderBy(desc(memberNotices.id))
    .limit(NOTICE_LIST_SIZE + 1);
  const data: Notice[] = rows.slice(0, NOTICE_LIST_SIZE).flatMap((r) =>
    isKind(r.kind)
      ? [
          {
            id: r.id,
            kind: r.kind,
            title: r.title,
            body: r.body,
            link: r.link,
            created_at: r.createdAt.toISOString(),
            read: r.readAt !== null,
          },
        ]
      : [],
  );
  return { data, older: rows.length > NOTICE_LIST_SIZE, unread: await unreadCount(tx, memberId) };
}

/** Marks one of the member's own notices read; another member's answers as one that does not exist. */
export async function markNoticeRead(tx: DbOrTx, memberId: number, id: number, now: Date) {
  const [row] = await tx
    .select({ readAt: memberNotices.readAt })
    .from(memberNotices)
    .where(and(eq(memberNotices.id, id), eq(memberNotices.userId, memberId)));
  if (!row) throw notFound();
  if (row.readAt === null) {
    await tx
      .update(memberNotices)
      .set({ readAt: now })
      .where(and(eq(memberNotices.id, id), eq(memberNotices.userId, memberId)));
  }
  return unreadCount(tx, memberId);
}

export async function markAllNoticesRead(tx: DbOrTx, memberId: number, now: Date): Promise<number> {
  await tx
    .update(memberNotices)
    .set({ readAt: now })
    .where(and(eq(memberNotices.userId, memberId), isNull(memberNotices.readAt)));
  return 0;
}

// --- The anti-phishing phrase ---------------------------------------------------------------------------

export async function antiPhishingPhraseOf(tx: DbOrTx, memberId: number): Promise<string | null> {
  const [row] = await tx
    .select({ phrase: users.antiPhishingPhrase })
    .from(users)
    .where(eq(users.id, memberId));
  return row?.phrase ?? null;
}

/** Saves the phrase (checked by the contract), or removes it when empty. */
export async function saveAntiPhishingPhrase(
  tx: DbOrTx,
  memberId: number,
  phrase: string,
  at: Date,
): Promise<string | null> {
  const value = phrase === '' ? null : phrase;
  await tx.update(users).set({ antiPhishingPhrase: value, updatedAt: at }).where(eq(users.id, memberId));
  return value;
}
