import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { ledgerTransfers, type MemberAccountKind, type PlatformAccountKind } from '../db/schema/ledger';
import {
  firstShortAccount,
  lockAccounts,
  NothingToPost,
  one,
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
}

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

      await openAccounts(sp, amounts, input.memberKind);
      await scratch(sp, 'ledger_batch_legs', 'account_id bigint primary key, amount bigint not null');
      await sp.execute(sql`insert into ledger_batch_legs (account_id, amount)
        select a.id, sum(m.amount) from (${amounts}) m
        join ledger_accounts a on a.owner_user_id = m.member_id and a.kind = ${input.memberKind}
        group by a.id having sum(m.amount) <> 0`);
      await sp.execute(sql`analyze ledger_batch_legs`);
      const legs = await one<{ n: number | string; total: string }>(
        sp,
        sql`select count(*)::int as n, coalesce(sum(amount), 0)::text as total from ledger_batch_legs`,
      );
      const total = BigInt(legs.total);
      if (Number(legs.n) === 0 || total === 0n) throw new NothingToPost();

      await lockAccounts(sp, sql`select account_id from ledger_batch_legs union all select ${platformId}`);
      const moved = await writeLegs(sp, transferId);
      if (moved !== Number(legs.n)) {
        throw new InsufficientFunds(await firstShortAccount(sp, sql`select * from ledger_batch_legs`));
      }
      const counter = sql`${(-total).toString()}::bigint`;
      const platform = await one<{ n: number | string }>(
        sp,
        sql`with moved as (
            update ledger_accounts set balance = balance + ${counter}
            where id = ${platformId} and (allow_negative or balance + ${counter} >= 0)
            returning id, balance
          ), written as (
            insert into ledger_entries (transfer_id, account_id, amount, balance_after)
            select ${transferId}, id, ${counter}, balance from moved
          )
          select count(*)::int as n from moved`,
      );
      if (Number(platform.n) !== 1) throw new InsufficientFunds(platformId);
      return { id: transferId, total, memberEntries: Number(legs.n) };
    });
  } catch (error) {
    if (error instanceof NothingToPost) return null;
    throw error;
  }
}
