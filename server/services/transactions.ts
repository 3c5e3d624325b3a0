import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
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
import { type DbOrTx, rowsOf } from '../db/client';
import { type AccountKind, ledgerAccounts, memberWalletDays } from '../db/schema';
import { balancesOf } from '../ledger';
import { readPage } from './listPaging';
import { pageEnvelope } from './paging';

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

/** The member's wallet accounts the filter keeps, by id: holds and other members' accounts never show. */
async function walletAccounts(tx: DbOrTx, memberId: number, wallet: TransactionWallet | undefined) {
  const rows = await tx
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerUserId, memberId),
        inArray(ledgerAccounts.kind, wallet ? [wallet] : [...transactionWallets]),
      ),
    );
  return new Map(rows.map((r) => [r.id, walletOf(r.kind)]));
}

/** The query keeps to the member's wallets, so any other account here is a fault to stop at. */
function walletOf(kind: AccountKind): TransactionWallet {
  if (!isOneOf(transactionWallets, kind))
    throw new Error(`ledger account kind ${kind} is not a member wallet`);
  return kind;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * How many lines the filter keeps and their credits and debits, from the wallets' daily totals
 * (member_wallet_days) rather than the ledger: a few rows a day however long the history. Also which wallets
 * hold any such line, so a page never walks the whole history of a wallet that has none (a source or a
 * direction only one wallet sees).
 */
async function summaryOf(tx: DbOrTx, accounts: number[], filter: TransactionFilter) {
  const parts: SQL[] = [inArray(memberWalletDays.accountId, accounts)];
  if (filter.type) parts.push(eq(memberWalletDays.credit, filter.type === 'credit'));
  if (filter.source) parts.push(eq(memberWalletDays.kind, filter.source));
  if (filter.from_date) parts.push(gte(memberWalletDays.day, dayOf(dayStart(filter.from_date))));
  if (filter.to_date) parts.push(lte(memberWalletDays.day, dayOf(dayStart(filter.to_date))));
  const found = await tx
    .select({
      accountId: memberWalletDays.accountId,
      total: sql<string>`sum(${memberWalletDays.lines})::text`,
      credits: sql<string>`coalesce(sum(${memberWalletDays.amount}) filter (where ${memberWalletDays.credit}), 0)::text`,
      debits: sql<string>`coalesce(-sum(${memberWalletDays.amount}) filter (where not ${memberWalletDays.credit}), 0)::text`,
    })
    .from(memberWalletDays)
    .where(and(...parts))
    .groupBy(memberWalletDays.accountId);
  return {
    total: found.reduce((n, r) => n + Number(r.total), 0),
    credits: found.reduce((n, r) => n + BigInt(r.credits), 0n),
    debits: found.reduce((n, r) => n + BigInt(r.debits), 0n),
    accounts: found.filter((r) => Number(r.total) > 0).map((r) => r.accountId),
  };
}

interface LineRow {
  transfer_id: string;
  account_id: string;
  amount: string;
  balance_after: string;
  note: string;
  source: string;
  created_at: string | Date;
  withdrawal_status: number | string | null;
  t_hash: string | null;
  network: string | null;
}

/**
 * A line's running balance is the balance its entry left the wallet with, written by the ledger in the same
 * transaction as the entry, so it is right on every page and under every filter.
 */
const toLine =
  (wallets: Map<number, TransactionWallet>) =>
  (row: LineRow): TransactionLine => {
    const amount = BigInt(row.amount);
    const wallet = wallets.get(Number(row.account_id));
    if (!wallet) throw new Error(`ledger account ${row.account_id} is not one of the member's wallets`);
    return {
      transaction_id: Number(row.transfer_id),
      wallet,
      type: amount > 0n ? 'credit' : 'debit',
      value: fromMicros(amount < 0n ? -amount : amount),
      balance: fromMicros(BigInt(row.balance_after)),
      note: row.note,
      source: row.source,
      created_at: new Date(row.created_at).toISOString(),
      withdrawal:
        row.withdrawal_status === null
          ? null
          : {
              status: Number(row.withdrawal_status) as WithdrawalStatus,
              t_hash: row.t_hash,
              network: row.network,
            },
    };
  };

/**
 * The filter's lines, newest first (or oldest first, `reversed`), `limit` of them after `offset`. Each wallet
 * is read along its (account, time) index and the wallets are merged, so a page costs its offset and not the
 * history; the withdrawal a line held or settled is looked up for the page's lines only.
 */
async function lineRows(
  tx: DbOrTx,
  memberId: number,
  accounts: number[],
  filter: TransactionFilter,
  window: { reversed: boolean; limit: number; offset: number } | null,
) {
  const dir = window?.reversed ? sql`asc` : sql`desc`;
  const parts: SQL[] = [sql`e.account_id = w.id`];
  if (filter.type === 'credit') parts.push(sql`e.amount > 0`);
  if (filter.type === 'debit') parts.push(sql`e.amount < 0`);
  if (filter.source)
    parts.push(
      sql`exists (select 1 from ledger_transfers s where s.id = e.transfer_id and s.kind = ${filter.source})`,
    );
  if (filter.from_date)
    parts.push(sql`e.created_at >= ${dayStart(filter.from_date).toISOString()}::timestamptz`);
  if (filter.to_date)
    parts.push(sql`e.created_at < ${dayStart(filter.to_date, 1).toISOString()}::timestamptz`);
  const each = window ? sql`limit ${window.offset + window.limit}` : sql``;
  const page = window ? sql`limit ${window.limit} offset ${window.offset}` : sql``;
  return rowsOf<LineRow>(
    tx,
    sql`select p.transfer_id::text, p.account_id::text, p.amount::text, p.balance_after::text, t.description as note,
        t.kind as source, p.created_at, w.status as withdrawal_status, w.t_hash, w.network
      from (
        select e.* from unnest(${`{${accounts.join(',')}}`}::bigint[]) w(id)
        cross join lateral (
          select e.id, e.transfer_id, e.account_id, e.amount, e.balance_after, e.created_at from ledger_entries e
          where ${sql.join(parts, sql` and `)} order by e.created_at ${dir}, e.id ${dir} ${each}
        ) e
        order by e.created_at ${dir}, e.id ${dir} ${page}
      ) p
      join ledger_transfers t on t.id = p.transfer_id
      -- The withdrawal a debit requested (or a refund settled), found through the member's own withdrawals.
      left join lateral (
        select w.status, w.t_hash, w.network from withdrawals w
        where w.user_id = ${memberId} and (w.hold_transfer_id = p.transfer_id or w.settle_transfer_id = p.transfer_id)
        order by w.id limit 1
      ) w on true
      order by p.created_at ${dir}, p.id ${dir}`,
  );
}

/** One page of the member's wallet lines, newest first, with summary cards and the sources for the filter. */
export async function transactionPage(tx: DbOrTx, memberId: number, filter: TransactionFilter, page: number) {
  const wallets = await walletAccounts(tx, memberId, filter.wallet);
  const accounts = [...wallets.keys()];
  const summary =
    accounts.length > 0
      ? await summaryOf(tx, accounts, filter)
      : { total: 0, credits: 0n, debits: 0n, accounts: [] };
  const rows = await readPage(summary.total, { page, per_page: PAGE_SIZE }, (reversed, limit, offset) =>
    lineRows(tx, memberId, summary.accounts, filter, { reversed, limit, offset }),
  );
  const all = filter.wallet ? [...(await walletAccounts(tx, memberId, undefined)).keys()] : accounts;
  const sources =
    all.length === 0
      ? []
      : await tx
          .selectDistinct({ source: memberWalletDays.kind })
          .from(memberWalletDays)
          .where(inArray(memberWalletDays.accountId, all))
          .orderBy(memberWalletDays.kind);
  const balances = await balancesOf(tx, memberId);
  const more_details: SummaryCard[] = [
    ...transactionWallets.map((w) => ({ title: walletLabels[w], value: fromMicros(balances[w]) })),
    { title: 'Total Credit', value: fromMicros(summary.credits) },
    { title: 'Total Debit', value: fromMicros(summary.debits) },
  ];
  const query = new URLSearchParams(
    Object.entries(filter).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
  ).toString();
  return {
    data: pageEnvelope('transactions', page, summary.total, rows.map(toLine(wallets)), query),
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
  const wallets = await walletAccounts(tx, memberId, filter.wallet);
  const accounts = [...wallets.keys()];
  const rows = accounts.length > 0 ? await lineRows(tx, memberId, accounts, filter, null) : [];
  const body = rows.map((row) => {
    const l = toLine(wallets)(row);
    return [
      l.created_at,
      l.transaction_id,
      l.wallet,
      l.type,
      l.value,
      l.balance,
      csvText(l.source),
      csvText(l.note),
      l.withdrawal === null ? '' : withdrawalStatusLabels[l.withdrawal.status as WithdrawalStatus],
      csvText(l.withdrawal?.t_hash ?? ''),
    ].join(',');
  });
  return `${[TRANSACTIONS_CSV_HEADER, ...body].join('\r\n')}\r\n`;
}
