import { and, count, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { fromMicros, type OperatorDepositRow, type operatorDepositsQuery } from '../../src/api/contract';
import type { DepositState } from '../../src/api/contract/operatorListRules';
import type { DbOrTx } from '../db/client';
import { type DepositStatus, depositRecords, ledgerTransfers, paymentMethods, users } from '../db/schema';
import type { CsvColumn } from './csv';
import { dayRange, type ListOrder, type ListQuery, listExport, listPage } from './listPaging';

/** The back office's deposits: every payment recorded, synced into the member's wallet or not yet. */

const statusOf: Record<DepositState, DepositStatus> = {
  unsynced: 'recorded',
  seen: 'seen',
  credited: 'credited',
  held: 'held',
  dropped: 'dropped',
};
const stateOf: Record<DepositStatus, DepositState> = {
  recorded: 'unsynced',
  seen: 'seen',
  credited: 'credited',
  held: 'held',
  dropped: 'dropped',
};

export type DepositFilter = z.output<typeof operatorDepositsQuery>;

function whereOf(filter: DepositFilter): SQL | undefined {
  const { since, until } = dayRange(filter);
  return and(
    filter.state === undefined ? undefined : eq(depositRecords.status, statusOf[filter.state]),
    filter.payment_method_id === undefined
      ? undefined
      : eq(depositRecords.paymentMethodId, filter.payment_method_id),
    filter.username ? sql`lower(${users.username}) = ${filter.username.toLowerCase()}` : undefined,
    since ? gte(depositRecords.recordedAt, since) : undefined,
    until ? lt(depositRecords.recordedAt, until) : undefined,
  );
}

const orderFor = (filter: DepositFilter): ListOrder => ({
  table: depositRecords,
  key: filter.sort === 'amount' ? depositRecords.amount : depositRecords.recordedAt,
  id: depositRecords.id,
  dir: filter.dir,
});

async function rows(tx: DbOrTx, where: SQL | undefined, order: SQL[], limit: number, offset = 0) {
  const found = await tx
    .select({
      id: depositRecords.id,
      paymentMethodId: depositRecords.paymentMethodId,
      thash: depositRecords.thash,
      amount: depositRecords.amount,
      source: depositRecords.source,
      recordedAt: depositRecords.recordedAt,
      status: depositRecords.status,
      blockNumber: depositRecords.blockNumber,
      username: users.username,
      method: sql<string>`${paymentMethods.name} || ' ' || ${paymentMethods.networkName}`,
      creditedAt: ledgerTransfers.createdAt,
    })
    .from(depositRecords)
    .innerJoin(users, eq(users.id, depositRecords.userId))
    .innerJoin(paymentMethods, eq(paymentMethods.id, depositRecords.paymentMethodId))
    .leftJoin(ledgerTransfers, eq(ledgerTransfers.id, depositRecords.creditedTransferId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return found.map(
    ({ username, method, creditedAt, ...row }): OperatorDepositRow => ({
      id: row.id,
      username,
      payment_method_id: row.paymentMethodId,
      method,
      thash: row.thash,
      amount: fromMicros(row.amount),
      source: row.source,
      recorded_at: row.recordedAt.toISOString(),
      state: stateOf[row.status],
      block_number: row.blockNumber === null ? null : Number(row.blockNumber),
      credited_at: creditedAt?.toISOString() ?? null,
    }),
  );
}

/** What the list reads under a filter (`listPaging.ts` pages and exports it). */
function depositQuery(
  tx: DbOrTx,
  filter: DepositFilter,
): ListQuery<Awaited<ReturnType<typeof rows>>[number]> {
  return {
    path: 'operator/deposits',
    where: whereOf(filter),
    order: orderFor(filter),
    async count(where) {
      const [counted] = await tx
        .select({ n: count() })
        .from(depositRecords)
        .innerJoin(users, eq(users.id, depositRecords.userId))
        .where(where);
      return Number(counted?.n ?? 0);
    },
    rows: (where, order, limit, offset) => rows(tx, where, order, limit, offset),
    idOf: (row) => row.id,
  };
}

export function listDeposits(tx: DbOrTx, filter: DepositFilter) {
  const { state, payment_method_id, username, from, to, sort, dir } = filter;
  return listPage(depositQuery(tx, filter), filter, {
    state,
    payment_method_id,
    username,
    from,
    to,
    sort,
    dir,
  });
}

/** Every row the filters select, in the list's order, batch by batch. */
export const exportDeposits = (tx: DbOrTx, filter: DepositFilter) => listExport(depositQuery(tx, filter));

export const depositCsvColumns: CsvColumn<OperatorDepositRow>[] = [
  { header: 'id', value: (d) => d.id },
  { header: 'member', value: (d) => d.username },
  { header: 'method', value: (d) => d.method },
  { header: 'txhash', value: (d) => d.thash },
  { header: 'amount', value: (d) => d.amount },
  { header: 'recorded_by', value: (d) => d.source },
  { header: 'recorded_at', value: (d) => d.recorded_at },
  { header: 'state', value: (d) => d.state },
  { header: 'credited_at', value: (d) => d.credited_at },
];
