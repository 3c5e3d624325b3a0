import { and, asc, desc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import {
  fromMicros,
  PAGE_SIZE,
  type Payout,
  type PayoutDetail,
  type PayoutSource,
  payoutSources,
  ratePercent,
  teamMessages,
} from '../../src/api/contract';
import type { DbOrTx } from '../db/client';
import { teamPayoutDays, teamPayouts, users } from '../db/schema';
import { ApiError } from './errors';
import { readPage } from './listPaging';
import { pageEnvelope } from './paging';

export interface PayoutFilter {
  /** DD-MM-YYYY, UTC, inclusive. */
  from_date?: string | undefined;
  to_date?: string | undefined;
  source?: PayoutSource | undefined;
  is_paid?: '0' | '1' | undefined;
  sort?: 'today' | undefined;
}

const dayStart = (ddmmyyyy: string, plusDays = 0) => {
  const [d = Number.NaN, m = Number.NaN, y = Number.NaN] = ddmmyyyy
    .split('-')
    .map((p) => Number.parseInt(p, 10));
  return new Date(Date.UTC(y, m - 1, d + plusDays));
};
/** Today is the database's UTC day, the clock that stamped the payouts. */
const sinceToday = sql`${teamPayouts.createdAt} >= team_today()::timestamp at time zone 'UTC'`;

function conditions(memberId: number, filter: PayoutFilter): SQL {
  const mine = eq(teamPayouts.beneficiaryId, memberId);
  const parts: SQL[] = [];
  if (filter.source) parts.push(eq(teamPayouts.source, filter.source));
  if (filter.is_paid) parts.push(eq(teamPayouts.isPaid, Number(filter.is_paid)));
  if (filter.from_date) parts.push(gte(teamPayouts.createdAt, dayStart(filter.from_date)));
  if (filter.to_date) parts.push(lt(teamPayouts.createdAt, dayStart(filter.to_date, 1)));
  if (filter.sort === 'today') parts.push(sinceToday);
  return and(mine, ...parts) ?? mine;
}

const columns = {
  id: teamPayouts.id,
  createdAt: teamPayouts.createdAt,
  fromUsername: users.username,
  amount: teamPayouts.amount,
  description: teamPayouts.description,
  source: teamPayouts.source,
  isPaid: teamPayouts.isPaid,
  level: teamPayouts.level,
};
type Row = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

const toPayout = (row: Row): Payout => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  from_username: row.fromUsername,
  amount: fromMicros(row.amount),
  level_amount: fromMicros(row.amount),
  description: row.description,
  source: row.source,
  is_paid: row.isPaid,
  level: row.level,
});

function rows(tx: DbOrTx, where: SQL, reversed = false) {
  const by = reversed ? asc : desc;
  return tx
    .select(columns)
    .from(teamPayouts)
    .innerJoin(users, eq(users.id, teamPayouts.fromMemberId))
    .where(where)
    .orderBy(by(teamPayouts.createdAt), by(teamPayouts.id));
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const today = sql`${teamPayoutDays.day} >= team_today()`;

/**
 * How many payouts the filter keeps, their sum and what of it is paid, and today's income, from the member's
 * daily totals (team_payout_days) rather than the payouts: a few rows a day however long the history.
 */
async function summaryOf(tx: DbOrTx, memberId: number, filter: PayoutFilter) {
  const parts: SQL[] = [];
  if (filter.source) parts.push(eq(teamPayoutDays.source, filter.source));
  if (filter.is_paid) parts.push(eq(teamPayoutDays.isPaid, Number(filter.is_paid)));
  if (filter.from_date) parts.push(gte(teamPayoutDays.day, dayOf(dayStart(filter.from_date))));
  if (filter.to_date) parts.push(lte(teamPayoutDays.day, dayOf(dayStart(filter.to_date))));
  if (filter.sort === 'today') parts.push(today);
  const kept = parts.length > 0 ? and(...parts) : sql`true`;
  const [summary] = await tx
    .select({
      n: sql<string>`coalesce(sum(${teamPayoutDays.payouts}) filter (where ${kept}), 0)::text`,
      total: sql<string>`coalesce(sum(${teamPayoutDays.amount}) filter (where ${kept}), 0)::text`,
      paid: sql<string>`coalesce(sum(${teamPayoutDays.amount}) filter (where ${kept} and ${teamPayoutDays.isPaid} = 1), 0)::text`,
      today: sql<string>`coalesce(sum(${teamPayoutDays.amount}) filter (where ${today}), 0)::text`,
    })
    .from(teamPayoutDays)
    .where(eq(teamPayoutDays.beneficiaryId, memberId));
  return summary;
}

/**
 * One page of the member's team income, newest first, with the totals of the list (all of it, and what of it is
 * paid) and of today. A page in the second half is read from the oldest end, so the last page costs the first's.
 */
export async function payoutPage(tx: DbOrTx, memberId: number, filter: PayoutFilter, page: number) {
  const where = conditions(memberId, filter);
  const summary = await summaryOf(tx, memberId, filter);
  const total = Number(summary?.n ?? 0);
  const data = (
    await readPage(total, { page, per_page: PAGE_SIZE }, (reversed, limit, offset) =>
      rows(tx, where, reversed).limit(limit).offset(offset),
    )
  ).map(toPayout);
  return {
    data: pageEnvelope('payouts', page, total, data),
    more_details: [
      { title: 'Total Income', value: fromMicros(BigInt(summary?.total ?? '0')) },
      { title: "Today's Income", value: fromMicros(BigInt(summary?.today ?? '0')) },
      { title: 'Total Payouts', value: fromMicros(BigInt(summary?.paid ?? '0')) },
    ],
    source: [...payoutSources],
  };
}

const csvField = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const csvText = (value: string) => csvField(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
export const PAYOUTS_CSV_HEADER = 'created_at,from_username,amount,level,description,source,is_paid';

/** The whole filtered list as CSV, newest first; text that a spreadsheet would run as a formula is quoted. */
export async function payoutsCsv(tx: DbOrTx, memberId: number, filter: PayoutFilter) {
  const list = (await rows(tx, conditions(memberId, filter))).map(toPayout);
  return [
    PAYOUTS_CSV_HEADER,
    ...list.map((p) =>
      [
        p.created_at,
        csvText(p.from_username),
        p.amount,
        p.level,
        csvText(p.description),
        p.source,
        p.is_paid,
      ].join(','),
    ),
  ].join('\n');
}

/** Why the member earned a payout; another member's payout is as unknown as one that does not exist. */
export async function payoutDetail(tx: DbOrTx, memberId: number, id: number): Promise<PayoutDetail> {
  const [row] = await tx
    .select({
      ...columns,
      sourceKind: teamPayouts.sourceKind,
      sourceReference: teamPayouts.sourceReference,
      sourceDate: teamPayouts.sourceDate,
      sourceAmount: teamPayouts.sourceAmount,
      ratePpm: teamPayouts.ratePpm,
      planVersion: teamPayouts.planVersion,
    })
    .from(teamPayouts)
    .innerJoin(users, eq(users.id, teamPayouts.fromMemberId))
    .where(and(eq(teamPayouts.id, id), eq(teamPayouts.beneficiaryId, memberId)));
  if (!row) throw new ApiError(404, teamMessages.payoutNotFound);
  return {
    ...toPayout(row),
    source_event: {
      kind: row.sourceKind,
      reference: row.sourceReference,
      date: row.sourceDate,
    },
    source_amount: fromMicros(row.sourceAmount),
    rate_percentage: ratePercent(row.ratePpm),
    plan_version: row.planVersion,
  };
}
