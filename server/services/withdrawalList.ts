import { and, count, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type OperatorWithdrawal,
  type operatorWithdrawalsQuery,
  withdrawalStatuses,
  withdrawalStatusLabels,
} from '../../src/api/contract';
import { isOneOf } from '../../src/api/contract/literalRules';
import type { DbOrTx } from '../db/client';
import { users, withdrawals } from '../db/schema';
import type { CsvColumn } from './csv';
import { dayRange, type ListOrder, type ListQuery, listExport, listPage } from './listPaging';
import { operatorView } from './withdrawalReview';

/** The withdrawal queue of the back office: every withdrawal the filters select, a page at a time or all as CSV. */

export type WithdrawalFilter = z.output<typeof operatorWithdrawalsQuery>;

const statuses = Object.values(withdrawalStatuses);

function whereOf(filter: WithdrawalFilter): SQL | undefined {
  const { since, until } = dayRange(filter);
  const { status } = filter;
  return and(
    // The query admits 0 to 3 only; another number would match no row, as it does here.
    status === undefined
      ? undefined
      : isOneOf(statuses, status)
        ? eq(withdrawals.status, status)
        : sql`false`,
    filter.username ? sql`lower(${users.username}) = ${filter.username.toLowerCase()}` : undefined,
    since ? gte(withdrawals.createdAt, since) : undefined,
    until ? lt(withdrawals.createdAt, until) : undefined,
  );
}

const orderFor = (filter: WithdrawalFilter): ListOrder => ({
  table: withdrawals,
  key: filter.sort === 'amount' ? withdrawals.amountFrom : withdrawals.createdAt,
  id: withdrawals.id,
  dir: filter.dir,
});

async function rows(tx: DbOrTx, where: SQL | undefined, order: SQL[], limit: number, offset = 0) {
  const found = await tx
    .select({ row: withdrawals, username: users.username })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return found.map(({ row, username }) => operatorView(row, username));
}

/** What the list reads under a filter (`listPaging.ts` pages and exports it). */
function withdrawalQuery(
  tx: DbOrTx,
  filter: WithdrawalFilter,
): ListQuery<Awaited<ReturnType<typeof rows>>[number]> {
  return {
    path: 'operator/withdrawals',
    where: whereOf(filter),
    order: orderFor(filter),
    async count(where) {
      const [counted] = await tx
        .select({ n: count() })
        .from(withdrawals)
        .innerJoin(users, eq(users.id, withdrawals.userId))
        .where(where);
      return Number(counted?.n ?? 0);
    },
    rows: (where, order, limit, offset) => rows(tx, where, order, limit, offset),
    idOf: (row) => row.id,
  };
}

export function listWithdrawals(tx: DbOrTx, filter: WithdrawalFilter) {
  const { status, username, from, to, sort, dir } = filter;
  return listPage(withdrawalQuery(tx, filter), filter, { status, username, from, to, sort, dir });
}

/** Every row the filters select, in the list's order, batch by batch. */
export const exportWithdrawals = (tx: DbOrTx, filter: WithdrawalFilter) =>
  listExport(withdrawalQuery(tx, filter));

export const withdrawalCsvColumns: CsvColumn<OperatorWithdrawal>[] = [
  { header: 'id', value: (w) => w.id },
  { header: 'code', value: (w) => w.code },
  { header: 'member', value: (w) => w.username },
  {
    header: 'status',
    value: (w) => (isOneOf(statuses, w.status) ? withdrawalStatusLabels[w.status] : w.status),
  },
  { header: 'asked_at', value: (w) => w.created_at },
  { header: 'wallet', value: (w) => w.type },
  { header: 'amount', value: (w) => w.amount_from },
  { header: 'fee', value: (w) => w.fee },
  { header: 'net_amount', value: (w) => w.net_amount },
  { header: 'paid_to', value: (w) => w.address ?? w.ac_no },
  { header: 'network_or_bank', value: (w) => w.network ?? w.bank_name },
  { header: 'holder_name', value: (w) => w.holder_name },
  { header: 'ifsc', value: (w) => w.ifsc },
  { header: 't_hash', value: (w) => w.t_hash },
  { header: 'remarks', value: (w) => w.remarks },
];
