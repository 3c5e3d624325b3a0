import { and, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import {
  type LogEntry,
  type MemberSession,
  PAGE_SIZE,
  type SecurityEventKind,
  type SummaryCard,
  securityEventKinds,
} from '../../src/api/contract';
import { isOneOf } from '../../src/api/contract/literalRules';
import type { Db, DbOrTx } from '../db/client';
import { securityEvents, tokens } from '../db/schema';
import { ApiError } from './errors';
import { memberListCount } from './listCounts';
import { newestFirst, readPage } from './listPaging';
import { pageEnvelope } from './paging';
import { type RequestOrigin, recordSecurityEvent, UNKNOWN_COUNTRY } from './securityEvents';

export const liveSessions = (memberId: number, now: Date) =>
  and(
    eq(tokens.userId, memberId),
    eq(tokens.kind, 'session'),
    isNull(tokens.revokedAt),
    gt(tokens.expiresAt, now),
  );

/** DD-MM-YYYY HH:mm in UTC, as Logs shows times (spec document 2 §9). */
const logTime = (d: Date) => {
  const iso = d.toISOString();
  return `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)} ${iso.slice(11, 16)} UTC`;
};

/**
 * The sign-in that opened a session: the event written with the session's own instant, address and device.
 * Last Sign-in leaves it out, so a member sees the sign-in before their own (or one made since elsewhere).
 */
async function openingSignIn(db: DbOrTx, memberId: number, tokenId: number) {
  const [session] = await db
    .select({ at: tokens.createdAt, ip: tokens.ip, device: tokens.device })
    .from(tokens)
    .where(and(eq(tokens.id, tokenId), eq(tokens.userId, memberId)));
  if (!session) return undefined;
  return sql`not (${securityEvents.createdAt} = ${session.at}
    and ${securityEvents.ip} is not distinct from ${session.ip}
    and ${securityEvents.device} is not distinct from ${session.device})`;
}

/** Events are written with these kinds only; the column has no CHECK, so a row is read through the list. */
function eventOf(kind: string): SecurityEventKind {
  if (!isOneOf(securityEventKinds, kind))
    throw new Error(`security event kind ${kind} is not one Logs shows`);
  return kind;
}

/**
 * GET logs: the member's own security events, newest first, with the summary cards above them. Last Sign-in
 * is the newest sign-in but the one that opened the session asking (`currentTokenId`).
 */
export async function securityLogPage(
  db: DbOrTx,
  memberId: number,
  page: number,
  now: Date,
  currentTokenId = -1,
) {
  const mine = eq(securityEvents.userId, memberId);
  const summary = { total: (await memberListCount(db, memberId, 'security_events')).rows };
  // A page in the second half is read from the oldest end, so the last page costs what the first does.
  const rows = await readPage(
    Number(summary?.total ?? 0),
    { page, per_page: PAGE_SIZE },
    (reversed, limit, offset) =>
      db
        .select()
        .from(securityEvents)
        .where(mine)
        .orderBy(...newestFirst(securityEvents.createdAt, securityEvents.id, reversed))
        .limit(limit)
        .offset(offset),
  );
  const data: LogEntry[] = rows.map((row) => ({
    id: row.id,
    event: eventOf(row.kind),
    detail: row.detail,
    ip: row.ip,
    country: row.country,
    device: row.device,
    created_at: row.createdAt.toISOString(),
  }));
  const [lastSignIn] = await db
    .select({ at: securityEvents.createdAt, ip: securityEvents.ip, country: securityEvents.country })
    .from(securityEvents)
    .where(and(mine, eq(securityEvents.kind, 'sign_in'), await openingSignIn(db, memberId, currentTokenId)))
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(1);
  const [sessions] = await db.select({ n: count() }).from(tokens).where(liveSessions(memberId, now));
  const more_details: SummaryCard[] = [
    {
      title: 'Last Sign-in',
      value: lastSignIn ? `${logTime(lastSignIn.at)} from ${lastSignIn.ip} (${lastSignIn.country})` : 'Never',
    },
    { title: 'Active Sessions', value: String(sessions?.n ?? 0) },
  ];
  return {
    status: true as const,
    data: pageEnvelope('logs', page, summary?.total ?? 0, data),
    more_details,
  };
}

/** GET sessions: the member's sessions still open, newest first, the one asking marked `current`. */
export async function memberSessions(db: DbOrTx, memberId: number, currentTokenId: number, now: Date) {
  const rows = await db
    .select()
    .from(tokens)
    .where(liveSessions(memberId, now))
    .orderBy(desc(tokens.createdAt), desc(tokens.id));
  return rows.map(
    (row): MemberSession => ({
      id: row.id,
      device: row.device ?? '',
      ip: row.ip ?? '',
      country: row.country ?? UNKNOWN_COUNTRY,
      created_at: row.createdAt.toISOString(),
      last_used_at: row.lastUsedAt?.toISOString() ?? null,
      current: row.id === currentTokenId,
    }),
  );
}

const sessionLabel = (row: { device: string | null; ip: string | null }) =>
  `${row.device || 'unknown device'} (${row.ip || 'unknown address'})`;

/**
 * POST sessions/{id}/revoke: signs out one of the member's own open sessions. Any other id — another
 * member's, a spent or unknown one — is not found, so ids reveal nothing about other members.
 */
export async function revokeSession(
  db: Db,
  member: { id: number },
  sessionId: number,
  origin: RequestOrigin,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx: DbOrTx) => {
    const [revoked] = await tx
      .update(tokens)
      .set({ revokedAt: now })
      .where(and(eq(tokens.id, sessionId), liveSessions(member.id, now)))
      .returning({ device: tokens.device, ip: tokens.ip });
    if (!revoked) throw new ApiError(404, 'Session not found');
    const detail = sessionLabel(revoked);
    await recordSecurityEvent(tx, { userId: member.id, kind: 'session_revoked', origin, at: now, detail });
  });
}

/** POST sessions/revoke-others: signs out every open session of the member but the one asking. */
export async function revokeOtherSessions(
  db: Db,
  member: { id: number },
  currentTokenId: number,
  origin: RequestOrigin,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx: DbOrTx) => {
    const revoked = await tx
      .update(tokens)
      .set({ revokedAt: now })
      .where(and(liveSessions(member.id, now), ne(tokens.id, currentTokenId)))
      .returning({ device: tokens.device, ip: tokens.ip });
    for (const row of revoked) {
      await recordSecurityEvent(tx, {
        userId: member.id,
        kind: 'session_revoked',
        origin,
        at: now,
        detail: sessionLabel(row),
      });
    }
    return revoked.length;
  });
}
