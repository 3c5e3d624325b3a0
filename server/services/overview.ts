import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  AGE_BAND_LIMITS_MS,
  type AgedCount,
  type ApprovalKind,
  approvalKindsReadable,
  fromMicros,
  type OperatorOverview,
  type OperatorRole,
  roleMay,
  roleRights,
  TICKET_STATUS,
  withdrawalStatuses,
} from '../../src/api/contract';
import type { DbOrTx } from '../db/client';
import { approvalRequests, deposits, tickets, withdrawals } from '../db/schema';
import { liabilitiesReport } from './liabilities';
import { messageStats } from './ticketOperator';

/** The counts an operator starts the day with; each part only for a role that may read it. */

const big = (value: unknown) => BigInt(String(value ?? 0));
const iso = (value: string | null | undefined) => value ?? null;
/** The earliest of a column as ISO 8601 in UTC, the same text on both engines. */
const earliest = (at: PgColumn) =>
  sql<string | null>`to_char(min(${at}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** How many rows of a table match, split by how long ago `at` was. */
async function aged(
  tx: DbOrTx,
  table: typeof withdrawals | typeof tickets,
  at: PgColumn,
  where: SQL,
  now: Date,
) {
  const hour = new Date(now.getTime() - AGE_BAND_LIMITS_MS.under_1h).toISOString();
  const day = new Date(now.getTime() - AGE_BAND_LIMITS_MS.h1_to_24h).toISOString();
  const [row] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      under: sql<number>`(count(*) filter (where ${at} > ${hour}::timestamptz))::int`,
      day: sql<number>`(count(*) filter (where ${at} <= ${hour}::timestamptz and ${at} > ${day}::timestamptz))::int`,
      over: sql<number>`(count(*) filter (where ${at} <= ${day}::timestamptz))::int`,
      oldest: earliest(at),
    })
    .from(table)
    .where(where);
  return {
    total: Number(row?.total ?? 0),
    under_1h: Number(row?.under ?? 0),
    h1_to_24h: Number(row?.day ?? 0),
    over_24h: Number(row?.over ?? 0),
    oldest_at: iso(row?.oldest),
  } satisfies AgedCount;
}

async function approvalsPart(tx: DbOrTx, kinds: ApprovalKind[]) {
  if (kinds.length === 0) return null;
  const found = await tx
    .select({
      kind: approvalRequests.kind,
      count: sql<number>`count(*)::int`,
      oldest: earliest(approvalRequests.requestedAt),
    })
    .from(approvalRequests)
    .where(and(eq(approvalRequests.status, 'pending'), inArray(approvalRequests.kind, kinds)))
    .groupBy(approvalRequests.kind);
  const byKind = new Map(found.map((row) => [row.kind, row]));
  const pending = kinds.map((kind) => ({ kind, count: Number(byKind.get(kind)?.count ?? 0) }));
  const oldest = found
    .map((row) => iso(row.oldest))
    .filter((at): at is string => at !== null)
    .sort()[0];
  return { pending, total: pending.reduce((sum, row) => sum + row.count, 0), oldest_at: oldest ?? null };
}

async function withdrawalsPart(tx: DbOrTx, now: Date) {
  const pending = eq(withdrawals.status, withdrawalStatuses.pending);
  const [sum] = await tx
    .select({ amount: sql<string>`coalesce(sum(${withdrawals.amountFrom}), 0)::text` })
    .from(withdrawals)
    .where(pending);
  return {
    pending: await aged(tx, withdrawals, withdrawals.createdAt, pending, now),
    processing: await aged(
      tx,
      withdrawals,
      withdrawals.createdAt,
      eq(withdrawals.status, withdrawalStatuses.processing),
      now,
    ),
    pending_amount: fromMicros(big(sum?.amount)),
  };
}

async function ticketsPart(tx: DbOrTx, now: Date) {
  const open = inArray(tickets.status, [TICKET_STATUS.new, TICKET_STATUS.open, TICKET_STATUS.reopened]);
  const [row] = await tx
    .select({
      awaiting: sql<number>`(count(*) filter (where ${messageStats.awaitingReply}))::int`,
      unassigned: sql<number>`(count(*) filter (where ${isNull(tickets.assignedOperatorId)}))::int`,
    })
    .from(tickets)
    .where(open);
  return {
    open: await aged(tx, tickets, tickets.createdAt, open, now),
    awaiting_reply: Number(row?.awaiting ?? 0),
    unassigned: Number(row?.unassigned ?? 0),
  };
}

async function depositsPart(tx: DbOrTx) {
  const [unsynced] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${deposits.amount}), 0)::text`,
    })
    .from(deposits)
    .where(eq(deposits.status, 'recorded'));
  const [waiting] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${approvalRequests.amount}), 0)::text`,
    })
    .from(approvalRequests)
    .where(and(eq(approvalRequests.kind, 'deposit'), eq(approvalRequests.status, 'pending')));
  return {
    unsynced: { count: Number(unsynced?.count ?? 0), amount: fromMicros(big(unsynced?.amount)) },
    awaiting_approval: { count: Number(waiting?.count ?? 0), amount: fromMicros(big(waiting?.amount)) },
  };
}

async function liabilitiesPart(tx: DbOrTx, now: Date) {
  const report = await liabilitiesReport(tx, now, 1);
  return {
    owed: report.owed.total,
    held: report.held_total,
    difference: report.difference,
    ledger_ok: report.ledger_check.ok,
  };
}

export async function operatorOverview(tx: DbOrTx, role: OperatorRole, now: Date): Promise<OperatorOverview> {
  const money = roleMay(role, 'money.read');
  return {
    as_of: now.toISOString(),
    approvals: await approvalsPart(tx, approvalKindsReadable(roleRights[role])),
    withdrawals: money ? await withdrawalsPart(tx, now) : null,
    tickets: roleMay(role, 'tickets.read') ? await ticketsPart(tx, now) : null,
    deposits: money ? await depositsPart(tx) : null,
    liabilities: money ? await liabilitiesPart(tx, now) : null,
  };
}
