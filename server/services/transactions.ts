import { and, count, desc, eq, gt, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import {
  fromMicros,
  PAGE_SIZE,
  type SummaryCard,
  type TransactionLine,
  type TransactionWallet,
  transactionWallets,
  type WithdrawalStatus,
  walletLabels,
  withdrawalStatusLabels,
} from '../../src/api/contract';
import { isOneOf } from '../../src/api/contract/literalRules';
import type { DbOrTx } from '../db/client';
import { type AccountKind, ledgerAccounts, ledgerEntries, ledgerTransfers, withdrawals } from '../db/schema';
import { balancesOf } from '../ledger';
import { pageEnvelope, pageOffset } from './paging';

export interface TransactionFilter {
  wallet?: TransactionWallet | undefined;
  type?: 'credit' | 'debit' | undefined;
  source?: string | undefined;
  /** DD-MM-YYYY, UTC, inclusive. */
  from_date?: string | undefined;
  to_date?: string | undefined;
}

const dayStart = (ddmmyyyy: string, plusDays = 0) => {
  const [d = Number.NaN, m = Number.NaN, y = Number.NaN] = ddmmyyyy
    .split('-')
    .map((p) => Number.parseInt(p, 10));
  return new Date(Date.UTC(y, m - 1, d + plusDays));
};

/** Only the member's own wallets: holds and other members' accounts never show. */
function conditions(memberId: number, filter: TransactionFilter): SQL {
  const mine = eq(ledgerAccounts.ownerUserId, memberId);
  const parts: SQL[] = [
    inArray(ledgerAccounts.kind, filter.wallet ? [filter.wallet] : [...transactionWallets]),
  ];
  if (filter.type === 'credit') parts.push(gt(ledgerEntries.amount, 0n));
  if (filter.type === 'debit') parts.push(lt(ledgerEntries.amount, 0n));
  if (filter.source) parts.push(eq(ledgerTransfers.kind, filter.source));
  if (filter.from_date) parts.push(gte(ledgerEntries.createdAt, dayStart(filter.from_date)));
  if (filter.to_date) parts.push(lt(ledgerEntries.createdAt, dayStart(filter.to_date, 1)));
  return and(mine, ...parts) ?? mine;
}

/**
 * A line's running balance is the balance its entry left the wallet with, written by the ledger in the same
 * transaction as the entry, so it is right on every page and under every filter.
 */
const lineColumns = {
  transferId: ledgerEntries.transferId,
  wallet: ledgerAccounts.kind,
  amount: ledgerEntries.amount,
  balance: ledgerEntries.balanceAfter,
  note: ledgerTransfers.description,
  source: ledgerTransfers.kind,
  createdAt: ledgerEntries.createdAt,
  withdrawalStatus: withdrawals.status,
  tHash: withdrawals.tHash,
  network: withdrawals.network,
};

type LineRow = {
  transferId: number;
  wallet: AccountKind;
  amount: bigint;
  balance: bigint;
  note: string;
  source: string;
  createdAt: Date;
  withdrawalStatus: WithdrawalStatus | null;
  tHash: string | null;
  network: string | null;
};

/** The query keeps to the member's wallets, so any other account here is a fault to stop at. */
function walletOf(kind: AccountKind): TransactionWallet {
  if (!isOneOf(transactionWallets, kind))
    throw new Error(`ledger account kind ${kind} is not a member wallet`);
  return kind;
}

const toLine = (row: LineRow): TransactionLine => ({
  transaction_id: row.transferId,
  wallet: walletOf(row.wallet),
  type: row.amount > 0n ? 'credit' : 'debit',
  value: fromMicros(row.amount < 0n ? -row.amount : row.amount),
  balance: fromMicros(row.balance),
  note: row.note,
  source: row.source,
  created_at: row.createdAt.toISOString(),
  withdrawal:
    row.withdrawalStatus === null
      ? null
      : { status: row.withdrawalStatus, t_hash: row.tHash, network: row.network },
});

function lines(tx: DbOrTx, memberId: number, filter: TransactionFilter) {
  return (
    tx
      .select(lineColumns)
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
      // The withdrawal a debit requested (or a refund settled), found through the member's own withdrawals.
      .leftJoin(
        withdrawals,
        and(
          eq(withdrawals.userId, memberId),
          or(
            eq(withdrawals.holdTransferId, ledgerEntries.transferId),
            eq(withdrawals.settleTransferId, ledgerEntries.transferId),
          ),
        ),
      )
      .where(conditions(memberId, filter))
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
  );
}

/** One page of the member's wallet lines, newest first, with summary cards and the sources for the filter. */
export async function transactionPage(tx: DbOrTx, memberId: number, filter: TransactionFilter, page: number) {
  const [summary] = await tx
    .select({
      total: count(),
      credits: sql<string>`coalesce(sum(case when ${ledgerEntries.amount} > 0 then ${ledgerEntries.amount} else 0 end), 0)::text`,
      debits: sql<string>`coalesce(sum(case when ${ledgerEntries.amount} < 0 then -${ledgerEntries.amount} else 0 end), 0)::text`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(conditions(memberId, filter));
  const rows = await lines(tx, memberId, filter).limit(PAGE_SIZE).offset(pageOffset(page));
  const sources = await tx
    .selectDistinct({ source: ledgerTransfers.kind })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(
      and(eq(ledgerAccounts.ownerUserId, memberId), inArray(ledgerAccounts.kind, [...transactionWallets])),
    )
    .orderBy(ledgerTransfers.kind);
  const balances = await balancesOf(tx, memberId);
  const more_details: SummaryCard[] = [
    ...transactionWallets.map((w) => ({ title: walletLabels[w], value: fromMicros(balances[w]) })),
    { title: 'Total Credit', value: fromMicros(BigInt(summary?.credits ?? '0')) },
    { title: 'Total Debit', value: fromMicros(BigInt(summary?.debits ?? '0')) },
  ];
  const query = new URLSearchParams(
    Object.entries(filter).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
  ).toString();
  return {
    data: pageEnvelope('transactions', page, summary?.total ?? 0, rows.map(toLine), query),
    more_details,
    source: sources.map((s) => s.source),
  };
}

const csvField = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
// A cell starting with = + - @ would run as a formula in a spreadsheet; a leading apostrophe keeps it text.
const csvText = (value: string) => csvField(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export const TRANSACTIONS_CSV_HEADER =
  'created_at,transaction_id,wallet,type,value,balance,source,note,withdrawal_status,t_hash';

/** Every matching line as CSV, newest first. */
export async function transactionsCsv(
  tx: DbOrTx,
  memberId: number,
  filter: TransactionFilter,
): Promise<string> {
  const rows = await lines(tx, memberId, filter);
  const body = rows.map((row) => {
    const l = toLine(row);
    return [
      l.created_at,
      l.transaction_id,
      l.wallet,
      l.type,
      l.value,
      l.balance,
      csvText(l.source),
      csvText(l.note),
      row.withdrawalStatus === null ? '' : withdrawalStatusLabels[row.withdrawalStatus],
      csvText(l.withdrawal?.t_hash ?? ''),
    ].join(',');
  });
  return `${[TRANSACTIONS_CSV_HEADER, ...body].join('\r\n')}\r\n`;
}
