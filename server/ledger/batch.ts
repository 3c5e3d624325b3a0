import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { ledgerTransfers, type MemberAccountKind, type PlatformAccountKind } from '../db/schema/ledger';
import { analyzeScratch } from '../db/scratch';
import {
  firstShortAccount,
  LEGS_COLUMNS,
  lockAccounts,
  NothingToPost,
  one,
  oneOf,
  openAccounts,
  scratch,
  writeLegs,
} from './batchShared';
import { InsufficientFunds } from './errors';
import { accountFor } from './ledger';

export * from './batchMoves';

/**
 * Set-based ledger writes, for jobs that move money for many members at once (the daily staking returns).
 * They keep postTransfer's guarantees: every transfer balanced with at least two entries, member balances
 * never below zero (the conditional UPDATE, and the table's CHECK behind it), `balance_after` equal to the
 * account's balance just after the entry, accounts locked in ascending id order so they cannot deadlock with
 * postTransfer, entries only ever inserted. Legs come as SQL queries, so millions of rows never pass through
 * the application. They run in the caller's transaction; a failure leaves nothing of the batch behind.
 */

export interface BatchTransferInput {
  kind: string;
  description: string;
  /** The members' accounts the batch credits (or debits). */
  memberKind: MemberAccountKind;
  /** The platform account on the other side, moved by the opposite of the members' total. */
  counterpart: PlatformAccountKind;
}

export interface PostedBatchTransfer {
  id: number;
  /** The members' legs summed; the counterpart moved by its opposite. */
  total: bigint;
  memberEntries: number;
  /**
   * The members' entries of this transfer, rows of (member_id integer, entry_id bigint, amount bigint): a
   * query naming them by the legs' scratch table, so it must be read before the next batch write of the
   * transaction.
   */
  entries: SQL;
}

/** Read back through the entries' transfer index: cheaper than keeping a copy of every entry as it is written. */
const entriesOf = (transferId: number) => sql`select l.member_id, e.id as entry_id, e.amount
  from ledger_entries e join ledger_batch_legs l on l.account_id = e.account_id
  where e.transfer_id = ${transferId}`;

/**
 * One transfer moving money between many members' accounts of one kind and one platform account: one entry
 * per member (their amounts summed) and one for the platform. `claim` runs first, inside a savepoint, with
 * the new transfer's id, so the caller can write rows that reference the transfer; it returns the query of
 * the legs, rows of (member_id integer, amount bigint). When the legs move nothing, the savepoint is rolled
 * back (the claim's writes too, since a transfer without entries cannot exist) and the answer is null.
 */
export async function postBatchTransfer(
  tx: Tx,
  input: BatchTransferInput,
  claim: (transferId: number, tx: Tx) => Promise<SQL>,
  later?: CounterpartLegs,
): Promise<PostedBatchTransfer | null> {
  const platformId = await accountFor(tx, null, input.counterpart);
  try {
    return await tx.transaction(async (sp) => {
      const [transfer] = await sp
        .insert(ledgerTransfers)
        .values({ kind: input.kind, description: input.description, memberId: null })
        .returning({ id: ledgerTransfers.id });
      const transferId = transfer!.id;
      const amounts = await claim(transferId, sp);

      await scratch(sp, 'ledger_batch_legs', LEGS_COLUMNS);
      // Accounts are opened in the same statement, for the members that have none yet. One opened meanwhile by
      // another transaction is not answered by the insert: then the legs are staged again, after opening.
      const staged = await one<{ members: number | string; legs: number | string }>(
        sp,
        sql`with m as (
            select member_id, sum(amount) as amount from (${amounts}) x group by member_id having sum(amount) <> 0
          ), j as (
            select m.member_id, m.amount, a.id from m
            left join ledger_accounts a on a.owner_user_id = m.member_id and a.kind = ${input.memberKind}
              and ${oneOf(sql`a.owner_user_id`, sql`select member_id from m`)}
          ), opened as (
            insert into ledger_accounts (owner_user_id, kind)
            select member_id, ${input.memberKind} from j where id is null
            on conflict do nothing
            returning id, owner_user_id
          ), legs as (
            insert into ledger_batch_legs (account_id, member_id, amount)
            select id, member_id, amount from j where id is not null
            union all select o.id, j.member_id, j.amount from opened o join j on j.member_id = o.owner_user_id
            returning 1
          )
          select (select count(*) from j)::int as members, (select count(*) from legs)::int as legs`,
      );
      if (Number(staged.members) !== Number(staged.legs)) {
        await openAccounts(sp, amounts, input.memberKind);
        await sp.execute(sql`truncate ledger_batch_legs`);
        await sp.execute(sql`insert into ledger_batch_legs (account_id, member_id, amount)
          select a.id, m.member_id, sum(m.amount) from (${amounts}) m
          join ledger_accounts a on a.owner_user_id = m.member_id and a.kind = ${input.memberKind}
            and ${oneOf(sql`a.owner_user_id`, sql`select member_id from (${amounts}) x`)}
          group by a.id, m.member_id having sum(m.amount) <> 0`);
      }
      await analyzeScratch(sp, 'ledger_batch_legs');
      const legs = await one<{ n: number | string; total: string }>(
        sp,
        sql`select count(*)::int as n, coalesce(sum(amount), 0)::text as total from ledger_batch_legs`,
      );
      const total = BigInt(legs.total);
      if (Number(legs.n) === 0 || total === 0n) throw new NothingToPost();

      await lockAccounts(
        sp,
        later
          ? sql`select account_id from ledger_batch_legs`
          : sql`select account_id from ledger_batch_legs union all select ${platformId}`,
      );
      const moved = await writeLegs(sp, transferId);
      if (moved !== Number(legs.n)) {
        throw new InsufficientFunds(await firstShortAccount(sp, sql`select * from ledger_batch_legs`));
      }
      if (later) later.push({ transferId, accountId: platformId, amount: -total });
      else await writeCounterpart(sp, { transferId, accountId: platformId, amount: -total });
      return { id: transferId, total, memberEntries: Number(legs.n), entries: entriesOf(transferId) };
    });
  } catch (error) {
    if (error instanceof NothingToPost) return null;
    throw error;
  }
}

/** A platform leg held back, to be written by settleCounterparts before the transaction commits. */
export interface CounterpartLeg {
  transferId: number;
  accountId: number;
  amount: bigint;
}

/**
 * The platform legs of batch transfers whose member legs are written, held back to the end of the transaction.
 * Until they are settled those transfers do not balance, so a transaction that passes this to
 * postBatchTransfer must call settleCounterparts before it commits.
 */
export type CounterpartLegs = CounterpartLeg[];

async function writeCounterpart(tx: Tx, leg: CounterpartLeg) {
  const amount = sql`${leg.amount.toString()}::bigint`;
  const platform = await one<{ n: number | string }>(
    tx,
    sql`with moved as (
        update ledger_accounts set balance = balance + ${amount}
        where id = ${leg.accountId} and (allow_negative or balance + ${amount} >= 0)
        returning id, balance
      ), written as (
        insert into ledger_entries (transfer_id, account_id, amount, balance_after)
        select ${leg.transferId}, id, ${amount}, balance from moved
      )
      select count(*)::int as n from moved`,
  );
  if (Number(platform.n) !== 1) throw new InsufficientFunds(leg.accountId);
}

/**
 * Writes the held-back platform legs, each entry with the balance just after it. A platform account is locked
 * only here, at the end of the transaction, so batches running side by side hold it for moments instead of
 * their whole length. That is out of postTransfer's ascending order (the members' accounts are held already):
 * a postTransfer holding the platform account while it waits for one of those members' accounts would
 * deadlock with the batch. So the batch waits at most `lockTimeout` for it, less than PostgreSQL's default
 * deadlock_timeout of 1 s, then fails with lock_not_available (55P03) and gives way; postTransfer goes
 * through, and the caller rolls the batch's transaction back whole and runs it again.
 */
export async function settleCounterparts(tx: Tx, legs: CounterpartLegs, lockTimeout = '800ms') {
  if (legs.length === 0) return;
  const ids = [...new Set(legs.map((l) => l.accountId))].sort((a, b) => a - b);
  const { previous } = await one<{ previous: string }>(
    tx,
    sql`select current_setting('lock_timeout') as previous, set_config('lock_timeout', ${lockTimeout}, true)`,
  );
  await lockAccounts(tx, sql`select unnest(${`{${ids.join(',')}}`}::bigint[])`);
  await tx.execute(sql`select set_config('lock_timeout', ${previous}, true)`);
  for (const leg of legs) await writeCounterpart(tx, leg);
  legs.length = 0;
}
