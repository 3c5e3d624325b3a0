import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { MemberAccountKind } from '../db/schema/ledger';
import { firstShortAccount, lockAccounts, one, openAccounts, scratch } from './batchShared';
import { HoldAlreadyResolved, InsufficientFunds, InvalidTransfer, violatedUniqueConstraint } from './errors';
import { holdRef } from './ledger';

export interface HoldReleasesInput {
  kind: string;
  holdKind: 'hold_withdrawal' | 'hold_staked' | 'hold_reserved';
  toKind: MemberAccountKind;
  /** Rows of (hold_id bigint, member_id integer, amount bigint, description text); amounts above zero. */
  holds: SQL;
}

/**
 * Settles many holds at once, one transfer per hold (from the member's hold account to `toKind`), each with
 * the hold's reference, so a hold resolved before fails the batch with HoldAlreadyResolved as postTransfer
 * would. Balances move by one aggregated UPDATE per account; each entry's `balance_after` is the running
 * balance in transfer order.
 */
export async function postHoldReleases(
  tx: Tx,
  input: HoldReleasesInput,
): Promise<{ transfers: number; total: bigint }> {
  await scratch(
    tx,
    'ledger_batch_holds',
    'hold_ref text primary key, member_id integer not null, amount bigint not null, description text not null, transfer_id bigint, from_account bigint, to_account bigint',
  );
  const prefix = holdRef(input.holdKind, '');
  const staged = await one<{ n: number | string; total: string; bad: number | string }>(
    tx,
    sql`with staged as (
        insert into ledger_batch_holds (hold_ref, member_id, amount, description)
        select ${prefix} || h.hold_id::text, h.member_id, h.amount, h.description from (${input.holds}) h
        returning amount
      )
      select count(*)::int as n, coalesce(sum(amount), 0)::text as total,
        count(*) filter (where amount <= 0)::int as bad from staged`,
  );
  if (Number(staged.bad) > 0) throw new InvalidTransfer('a hold is released with a positive amount');
  if (Number(staged.n) === 0) return { transfers: 0, total: 0n };
  // Statistics for the scratch table, or the planner takes it for a few rows and joins it by nested loops.
  await tx.execute(sql`analyze ledger_batch_holds`);

  const members = sql`select member_id from ledger_batch_holds`;
  await openAccounts(tx, members, input.holdKind);
  await openAccounts(tx, members, input.toKind);
  await tx.execute(sql`update ledger_batch_holds h set from_account = f.id, to_account = t.id
    from ledger_accounts f, ledger_accounts t
    where f.owner_user_id = h.member_id and f.kind = ${input.holdKind}
      and t.owner_user_id = h.member_id and t.kind = ${input.toKind}`);
  await lockAccounts(
    tx,
    sql`select from_account from ledger_batch_holds union all select to_account from ledger_batch_holds`,
  );
  try {
    // In a savepoint, so that after a refused hold the transaction can still say which hold it was.
    await tx.transaction((sp) =>
      sp.execute(sql`with t as (
          insert into ledger_transfers (kind, description, member_id, hold_ref)
          select ${input.kind}, description, member_id, hold_ref from ledger_batch_holds order by hold_ref
          returning id, hold_ref
        )
        update ledger_batch_holds h set transfer_id = t.id from t where t.hold_ref = h.hold_ref`),
    );
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'ledger_transfers_hold_ref_unique') {
      const taken = await one<{ hold_ref: string }>(
        tx,
        sql`select h.hold_ref from ledger_batch_holds h join ledger_transfers t on t.hold_ref = h.hold_ref limit 1`,
      );
      throw new HoldAlreadyResolved(taken?.hold_ref ?? prefix);
    }
    throw error;
  }

  const legs = sql`select transfer_id, from_account as account_id, -amount as amount from ledger_batch_holds
    union all select transfer_id, to_account, amount from ledger_batch_holds`;
  const result = await one<{ moved: number | string; accounts: number | string }>(
    tx,
    sql`with legs as (${legs}),
      sums as (select account_id, sum(amount) as amount from legs group by account_id),
      moved as (
        update ledger_accounts a set balance = a.balance + s.amount from sums s
        where a.id = s.account_id and (a.allow_negative or a.balance + s.amount >= 0)
        returning a.id, a.balance, s.amount as total
      ),
      written as (
        insert into ledger_entries (transfer_id, account_id, amount, balance_after)
        select l.transfer_id, l.account_id, l.amount,
          m.balance - m.total + sum(l.amount) over (partition by l.account_id order by l.transfer_id)
        from legs l join moved m on m.id = l.account_id
      )
      select (select count(*)::int from moved) as moved, (select count(*)::int from sums) as accounts`,
  );
  if (Number(result.moved) !== Number(result.accounts)) {
    throw new InsufficientFunds(
      await firstShortAccount(
        tx,
        sql`select account_id, sum(amount) as amount from (${legs}) l group by account_id`,
      ),
    );
  }
  return { transfers: Number(staged.n), total: BigInt(staged.total) };
}
