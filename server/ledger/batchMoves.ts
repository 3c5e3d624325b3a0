import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { ledgerTransfers, type MemberAccountKind } from '../db/schema/ledger';
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
import { InsufficientFunds, InvalidTransfer } from './errors';

export interface BatchMovesInput {
  kind: string;
  description: string;
  /** The members' accounts debited, each by what the member moves. */
  fromKind: MemberAccountKind;
  /** The members' accounts credited by the same amounts. */
  toKind: MemberAccountKind;
}

export interface PostedBatchMoves {
  id: number;
  total: bigint;
  /** Members moved, each with one debit and one credit entry. */
  members: number;
}

/**
 * One transfer moving money, for many members at once, from each member's account of one kind to their own
 * account of another: per member one debit and one credit entry (their amounts summed). `claim` runs first,
 * inside a savepoint, with the new transfer's id and returns the query of the moves, rows of
 * (member_id integer, amount bigint), every member's sum above zero. When there is no move, the savepoint is
 * rolled back (the claim's writes with it) and the answer is null.
 */
export async function postBatchMoves(
  tx: Tx,
  input: BatchMovesInput,
  claim: (transferId: number, tx: Tx) => Promise<SQL>,
): Promise<PostedBatchMoves | null> {
  if (input.fromKind === input.toKind) throw new InvalidTransfer('a move goes between two kinds of account');
  try {
    return await tx.transaction(async (sp) => {
      const [transfer] = await sp
        .insert(ledgerTransfers)
        .values({ kind: input.kind, description: input.description, memberId: null })
        .returning({ id: ledgerTransfers.id });
      const transferId = transfer!.id;
      const moves = await claim(transferId, sp);

      await scratch(sp, 'ledger_batch_moves', 'member_id integer primary key, amount bigint not null');
      const staged = await one<{ n: number | string; total: string; bad: number | string }>(
        sp,
        sql`with staged as (
            insert into ledger_batch_moves (member_id, amount)
            select m.member_id, sum(m.amount) from (${moves}) m group by m.member_id
            returning amount
          )
          select count(*)::int as n, coalesce(sum(amount), 0)::text as total,
            count(*) filter (where amount <= 0)::int as bad from staged`,
      );
      if (Number(staged.bad) > 0) throw new InvalidTransfer('a member moves a positive amount');
      if (Number(staged.n) === 0) throw new NothingToPost();
      // Statistics for the scratch tables, or the planner takes them for a few rows and joins by nested loops.
      await analyzeScratch(sp, 'ledger_batch_moves');

      const members = sql`select member_id from ledger_batch_moves`;
      await openAccounts(sp, members, input.fromKind);
      await openAccounts(sp, members, input.toKind);
      await scratch(sp, 'ledger_batch_legs', LEGS_COLUMNS);
      await sp.execute(sql`insert into ledger_batch_legs (account_id, member_id, amount)
        select a.id, m.member_id, case when a.kind = ${input.fromKind} then -m.amount else m.amount end
        from ledger_batch_moves m join ledger_accounts a on a.owner_user_id = m.member_id
          and a.kind in (${input.fromKind}, ${input.toKind})
          and ${oneOf(sql`a.owner_user_id`, sql`select member_id from ledger_batch_moves`)}`);
      await analyzeScratch(sp, 'ledger_batch_legs');

      await lockAccounts(sp, sql`select account_id from ledger_batch_legs`);
      const legs = 2 * Number(staged.n);
      if ((await writeLegs(sp, transferId)) !== legs) {
        throw new InsufficientFunds(await firstShortAccount(sp, sql`select * from ledger_batch_legs`));
      }
      return { id: transferId, total: BigInt(staged.total), members: Number(staged.n) };
    });
  } catch (error) {
    if (error instanceof NothingToPost) return null;
    throw error;
  }
}
