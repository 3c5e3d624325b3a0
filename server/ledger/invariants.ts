import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../db/client';

export interface InvariantResult {
  invariant: string;
  /** Empty when the invariant holds. */
  violations: string[];
}

type Row = Record<string, string>;

/**
 * Every column is cast to text: the two drivers return bigint and count(*) as different JavaScript types.
 * The checks run as one statement, so they read one consistent snapshot even while money moves.
 */
const checks: Array<{ invariant: string; query: SQL; describe: (row: Row) => string }> = [
  {
    invariant: 'each balance equals the sum of its entries',
    query: sql`select a.id::text as id, a.kind, a.balance::text as balance, coalesce(sum(e.amount), 0)::text as total
      from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      group by a.id having a.balance <> coalesce(sum(e.amount), 0) order by a.id limit 100`,
    describe: (r) => `account ${r.id} (${r.kind}) has balance ${r.balance} but its entries sum to ${r.total}`,
  },
  {
    invariant: 'all accounts sum to zero',
    query: sql`select coalesce(sum(balance), 0)::text as total from ledger_accounts
      having coalesce(sum(balance), 0) <> 0`,
    describe: (r) => `the balances of all accounts sum to ${r.total}`,
  },
  {
    invariant: 'every transfer is balanced',
    query: sql`select t.id::text as id, coalesce(sum(e.amount), 0)::text as total, count(e.id)::text as legs
      from ledger_transfers t left join ledger_entries e on e.transfer_id = t.id
      group by t.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2 order by t.id limit 100`,
    describe: (r) => `transfer ${r.id} has ${r.legs} entries summing to ${r.total}`,
  },
  {
    invariant: 'no member balance below zero',
    query: sql`select id::text as id, owner_user_id::text as owner, kind, balance::text as balance
      from ledger_accounts where owner_user_id is not null and balance < 0 order by id limit 100`,
    describe: (r) => `member ${r.owner}'s ${r.kind} account ${r.id} is at ${r.balance}`,
  },
  {
    invariant: 'no hold resolved twice',
    query: sql`select hold_ref, count(*)::text as times from ledger_transfers
      where hold_ref is not null group by hold_ref having count(*) > 1 limit 100`,
    describe: (r) => `hold ${r.hold_ref} was resolved ${r.times} times`,
  },
  {
    invariant: 'no transfer reversed twice',
    query: sql`select reverses_transfer_id::text as id, count(*)::text as times from ledger_transfers
      where reverses_transfer_id is not null group by reverses_transfer_id having count(*) > 1 limit 100`,
    describe: (r) => `transfer ${r.id} was reversed ${r.times} times`,
  },
];

export const LEDGER_INVARIANTS = checks.map((c) => c.invariant);

/** Every invariant with the violations found, in a fixed order; one statement, one snapshot. */
export async function runLedgerChecks(db: DbOrTx): Promise<InvariantResult[]> {
  const parts = checks.map(
    (check, n) =>
      sql`(select ${sql.raw(String(n))} as n, row_to_json(x)::text as row from (${check.query}) x)`,
  );
  const rows = await rowsOf<{ n: number | string; row: string }>(db, sql.join(parts, sql` union all `));
  const results: InvariantResult[] = checks.map((check) => ({ invariant: check.invariant, violations: [] }));
  for (const { n, row } of rows) {
    const i = Number(n);
    results[i]!.violations.push(checks[i]!.describe(fieldsOf(row)));
  }
  return results;
}

/** A violation as `row_to_json` wrote it: every column was cast to text, so each value reads as one. */
function fieldsOf(json: string): Row {
  const parsed: unknown = JSON.parse(json);
  const fields: Row = {};
  if (typeof parsed === 'object' && parsed !== null) {
    for (const [name, value] of Object.entries(parsed)) fields[name] = String(value);
  }
  return fields;
}

/** The violations of all invariants, each prefixed with its invariant; empty when the ledger is sound. */
export async function checkLedger(db: DbOrTx): Promise<string[]> {
  return (await runLedgerChecks(db)).flatMap((r) => r.violations.map((v) => `${r.invariant}: ${v}`));
}
