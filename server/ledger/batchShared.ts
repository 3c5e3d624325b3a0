import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../db/client';
import type { MemberAccountKind } from '../db/schema/ledger';

/** What the set-based writers (batch.ts, batchMoves.ts) share. */

/** Thrown inside a batch's savepoint when its legs move nothing, so the claim's writes go with it. */
export class NothingToPost extends Error {}

export async function one<T>(tx: DbOrTx, query: SQL): Promise<T> {
  const [row] = await rowsOf<T>(tx, query);
  return row!;
}

/** Scratch tables for the legs in flight, private to the connection and emptied at every commit. */
export async function scratch(
  tx: DbOrTx,
  name: 'ledger_batch_legs' | 'ledger_batch_holds' | 'ledger_batch_moves',
  columns: string,
) {
  await tx.execute(sql.raw(`create temp table if not exists ${name} (${columns}) on commit delete rows`));
  await tx.execute(sql.raw(`truncate ${name}`));
}

/** Opens the members' accounts of `kind` that do not exist yet; `members` is a query of member_id. */
export async function openAccounts(tx: DbOrTx, members: SQL, kind: MemberAccountKind) {
  await tx.execute(sql`insert into ledger_accounts (owner_user_id, kind)
    select distinct m.member_id, ${kind} from (${members}) m
    where not exists (select 1 from ledger_accounts a where a.owner_user_id = m.member_id and a.kind = ${kind})
    on conflict do nothing`);
}

/**
 * `column` is one of the values `query` answers, which the planner looks up through the column's index however
 * many they are. Joined to a scratch table instead, it reads the whole of a large table (every account of the
 * ledger) to find a batch's few thousand rows, so a batch would cost in proportion to the membership.
 */
export const oneOf = (column: SQL, query: SQL) => sql`${column} = any(array(${query}))`;

/** Row locks on every account the batch touches, taken in ascending id order as postTransfer takes them. */
export async function lockAccounts(tx: DbOrTx, accountIds: SQL) {
  await tx.execute(sql`select count(*) from (select id from ledger_accounts
    where ${oneOf(sql`id`, accountIds)} order by id for no key update) locked`);
}

export async function firstShortAccount(tx: DbOrTx, legs: SQL): Promise<number> {
  const row = await one<{ id: string }>(
    tx,
    sql`select a.id::text as id from ledger_accounts a join (${legs}) l on l.account_id = a.id
      where not a.allow_negative and a.balance + l.amount < 0 order by a.id limit 1`,
  );
  return Number(row?.id ?? 0);
}

/** The legs of a batch in flight: one row per account, with the member who owns it. */
export const LEGS_COLUMNS =
  'account_id bigint primary key, member_id integer not null, amount bigint not null';

/**
 * Moves every account of ledger_batch_legs (one row per account) by its amount and writes its entry, with
 * `balance_after` the balance just after. An account that would go below zero is not moved: the answer is
 * how many were, for the caller to compare with the legs it staged.
 */
export async function writeLegs(tx: DbOrTx, transferId: number): Promise<number> {
  const moved = await one<{ n: number | string }>(
    tx,
    sql`with moved as (
        update ledger_accounts a set balance = a.balance + l.amount from ledger_batch_legs l
        where ${oneOf(sql`a.id`, sql`select account_id from ledger_batch_legs`)} and a.id = l.account_id
          and (a.allow_negative or a.balance + l.amount >= 0)
        returning a.id, l.amount, a.balance
      ), written as (
        insert into ledger_entries (transfer_id, account_id, amount, balance_after)
        select ${transferId}, id, amount, balance from moved
      )
      select count(*)::int as n from moved`,
  );
  return Number(moved.n);
}
