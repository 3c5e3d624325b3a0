import { and, eq, isNull, sql } from 'drizzle-orm';
import { isOneOf } from '../../src/api/contract/literalRules';
import type { DbOrTx } from '../db/client';
import {
  type AccountKind,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  type MemberAccountKind,
  memberAccountKinds,
  type PlatformAccountKind,
  platformAccountKinds,
} from '../db/schema/ledger';
import {
  AlreadyReversed,
  HoldAlreadyResolved,
  InsufficientFunds,
  InvalidTransfer,
  violatedUniqueConstraint,
} from './errors';

/** A member's wallet or hold, a platform account, or an account already known by id. */
export type AccountRef =
  | { member: number; kind: MemberAccountKind }
  | { platform: PlatformAccountKind }
  | { accountId: number };

export interface Leg {
  account: AccountRef;
  /** Signed micro-USDT: positive credits the account, negative debits it. */
  amount: bigint;
}

export interface TransferInput {
  kind: string;
  description: string;
  memberId?: number | null;
  legs: Leg[];
  reverses?: number;
  holdRef?: string;
}

export interface PostedTransfer {
  id: number;
  /** Each touched account's balance after the transfer, by account id. */
  balances: Map<number, bigint>;
}

const isPlatformKind = (kind: AccountKind): kind is PlatformAccountKind =>
  isOneOf(platformAccountKinds, kind);

/** The id of an account, created on first use. Platform accounts may go negative; member accounts never. */
export async function accountFor(tx: DbOrTx, owner: number | null, kind: AccountKind): Promise<number> {
  if ((owner === null) !== isPlatformKind(kind)) {
    throw new InvalidTransfer(`account kind ${kind} ${owner === null ? 'needs' : 'cannot have'} an owner`);
  }
  const find = async () => {
    const [row] = await tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(
        and(
          owner === null ? isNull(ledgerAccounts.ownerUserId) : eq(ledgerAccounts.ownerUserId, owner),
          eq(ledgerAccounts.kind, kind),
        ),
      );
    return row?.id;
  };
  const existing = await find();
  if (existing !== undefined) return existing;
  // Two first uses at once: the loser's insert waits for the winner's commit, does nothing, and reads its row.
  const [created] = await tx
    .insert(ledgerAccounts)
    .values({ ownerUserId: owner, kind, allowNegative: owner === null })
    .onConflictDoNothing()
    .returning({ id: ledgerAccounts.id });
  const id = created?.id ?? (await find());
  if (id === undefined) throw new Error(`ledger account ${owner ?? 'platform'}/${kind} could not be opened`);
  return id;
}

async function resolve(tx: DbOrTx, ref: AccountRef): Promise<number> {
  if ('accountId' in ref) return ref.accountId;
  if ('platform' in ref) return accountFor(tx, null, ref.platform);
  return accountFor(tx, ref.member, ref.kind);
}

/**
 * The only way money moves. Posts a balanced transfer inside the caller's transaction: balances change by a
 * conditional UPDATE per account, taken in ascending account id so two transfers over the same accounts
 * cannot deadlock, and a member account that would fall below zero makes the whole transfer fail with
 * InsufficientFunds. Never read a balance and then write it: that double-spends under concurrency.
 */
export async function postTransfer(tx: DbOrTx, input: TransferInput): Promise<PostedTransfer> {
  if (input.legs.length < 2) throw new InvalidTransfer('a transfer needs at least two legs');
  if (input.legs.some((leg) => leg.amount === 0n)) throw new InvalidTransfer('a leg of zero moves nothing');
  const sum = input.legs.reduce((total, leg) => total + leg.amount, 0n);
  if (sum !== 0n) throw new InvalidTransfer(`legs must sum to zero, not ${sum}`);

  const legs: Array<{ accountId: number; amount: bigint }> = [];
  for (const leg of input.legs) legs.push({ accountId: await resolve(tx, leg.account), amount: leg.amount });
  if (new Set(legs.map((l) => l.accountId)).size !== legs.length) {
    throw new InvalidTransfer('each account may appear once in a transfer');
  }

  // The transfer row first: a second resolution of the same hold or a second reversal stops here, before
  // any balance moves (on PostgreSQL it waits for the first to commit, then fails).
  let transferId: number;
  try {
    const [transfer] = await tx
      .insert(ledgerTransfers)
      .values({
        kind: input.kind,
        description: input.description,
        memberId: input.memberId ?? null,
        reversesTransferId: input.reverses ?? null,
        holdRef: input.holdRef ?? null,
      })
      .returning({ id: ledgerTransfers.id });
    transferId = transfer!.id;
  } catch (error) {
    const constraint = violatedUniqueConstraint(error);
    if (constraint === 'ledger_transfers_hold_ref_unique' && input.holdRef) {
      throw new HoldAlreadyResolved(input.holdRef);
    }
    if (constraint === 'ledger_transfers_reverses_unique' && input.reverses !== undefined) {
      throw new AlreadyReversed(input.reverses);
    }
    throw error;
  }

  const balances = new Map<number, bigint>();
  for (const leg of [...legs].sort((a, b) => a.accountId - b.accountId)) {
    const delta = sql`${leg.amount.toString()}::bigint`;
    const [row] = await tx
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${delta}` })
      .where(
        and(
          eq(ledgerAccounts.id, leg.accountId),
          sql`(${ledgerAccounts.allowNegative} or ${ledgerAccounts.balance} + ${delta} >= 0)`,
        ),
      )
      .returning({ balance: ledgerAccounts.balance });
    if (!row) throw new InsufficientFunds(leg.accountId);
    balances.set(leg.accountId, row.balance);
  }

  await tx.insert(ledgerEntries).values(
    legs.map((leg) => ({
      transferId,
      accountId: leg.accountId,
      amount: leg.amount,
      balanceAfter: balances.get(leg.accountId)!,
    })),
  );
  return { id: transferId, balances };
}

/** Posts the mirror image of a transfer. A transfer is reversed at most once; a reversal may itself fail
 * with InsufficientFunds when the member has already spent what it would take back. */
export async function reverseTransfer(
  tx: DbOrTx,
  transferId: number,
  reason: string,
): Promise<PostedTransfer> {
  const [original] = await tx
    .select({ memberId: ledgerTransfers.memberId, kind: ledgerTransfers.kind })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.id, transferId));
  if (!original) throw new InvalidTransfer(`no transfer ${transferId}`);
  const entries = await tx
    .select({ accountId: ledgerEntries.accountId, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transferId, transferId));
  return postTransfer(tx, {
    kind: 'reversal',
    description: reason,
    memberId: original.memberId,
    reverses: transferId,
    legs: entries.map((e) => ({ account: { accountId: e.accountId }, amount: -e.amount })),
  });
}

export type MemberBalances = Record<MemberAccountKind, bigint>;

/** Every wallet and hold of a member, zero for accounts not opened yet. */
export async function balancesOf(tx: DbOrTx, userId: number): Promise<MemberBalances> {
  const rows = await tx
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.ownerUserId, userId));
  const balances: MemberBalances = {
    pay_in: 0n,
    pay_out: 0n,
    reserve: 0n,
    hold_withdrawal: 0n,
    hold_staked: 0n,
    hold_reserved: 0n,
  };
  // A member owns only member accounts (accountFor refuses anything else).
  for (const row of rows) if (isOneOf(memberAccountKinds, row.kind)) balances[row.kind] = row.balance;
  return balances;
}

/** The reference that makes a hold's resolution unique: '<hold kind>:<id>'. */
export const holdRef = (kind: 'hold_withdrawal' | 'hold_staked' | 'hold_reserved', id: number | string) =>
  `${kind}:${id}`;
