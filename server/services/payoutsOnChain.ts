import { and, asc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Hex } from 'viem';
import { type OperatorWithdrawal, withdrawalStatuses } from '../../src/api/contract';
import { isOneOf } from '../../src/api/contract/literalRules';
import { type Chains, unitsPerMicro } from '../chain/chains';
import type { ChainTransaction, TransferLog } from '../chain/reader';
import type { Db, Tx } from '../db/client';
import { users, withdrawals } from '../db/schema';
import { accountIdOf, addressFromAccountId, depositNetworks } from '../deposits/addresses';
import type { ChainWatch } from '../deposits/watcher';
import { errorMessage } from '../errors';
import { ApiError, fieldError } from './errors';
import { refuseWhileFrozen } from './memberGuards';
import type { NoticeDeps } from './memberNotices';
import {
  awaitingAnother,
  hashRecordedOnce,
  markWithdrawalPaid,
  moveRefusal,
  refuseHashOfAnother,
  withUsername,
} from './withdrawalReview';
import type { WithdrawalRow } from './withdrawals';

/**
 * Payouts checked on the chain. Where the instance watches a crypto withdrawal's network, the operator's hash
 * must be a transaction paying the withdrawal's net amount of the network's USDT to the member's saved address;
 * it completes the withdrawal once it has the chain's confirmations, and confirms in the meantime. A bank
 * withdrawal, or a network without a watch, is still paid on the operator's word (withdrawalReview.ts).
 */

export interface PaidOutcome {
  data: OperatorWithdrawal;
  /** While the payout is confirming: the blocks it has, of the ones its chain requires. */
  confirming: { seen: number; required: number } | null;
}

const processing = withdrawalStatuses.processing;

/** The watch a withdrawal's payout is checked with: none for a bank withdrawal or an unwatched network. */
function payoutWatch(chains: Chains | undefined, row: WithdrawalRow): ChainWatch | undefined {
  if (row.coinType !== 'crypto' || row.address === null || !isOneOf(depositNetworks, row.network)) return;
  return chains?.watches[row.network];
}

const HASH = /^(?:0x)?([0-9a-fA-F]{64})$/;

/** A hash as the network's explorers write it (0x… on BSC, bare hex on TRON), so one payout has one spelling. */
function recordedHash(network: ChainWatch['network'], text: string): string {
  const digits = HASH.exec(text.trim())?.[1]?.toLowerCase();
  if (!digits) throw fieldError('tx', `A ${network} transaction hash is 64 hexadecimal digits`);
  return network === 'TRC20' ? digits : `0x${digits}`;
}
const rpcHash = (recorded: string): Hex => `0x${recorded.replace(/^0x/, '')}`;

/** Base units as a USDT amount without trailing zeros: 99500000000000000000 at 18 decimals is "99.5". */
function usdtText(units: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const fraction = (units % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction ? `${units / scale}.${fraction}` : `${units / scale}`;
}

/** What differs between the transaction's transfers of the token and the withdrawal, in words; null if none. */
function mismatch(watch: ChainWatch, row: WithdrawalRow, transfers: TransferLog[]): string | null {
  if (transfers.length === 0) return 'carries no transfer of USDT';
  const member = accountIdOf(row.address ?? '');
  const toMember = transfers.filter((t) => t.to === member);
  if (toMember.length === 0) {
    const paid = [...new Set(transfers.map((t) => addressFromAccountId(watch.network, t.to)))];
    return `pays ${paid.join(' and ')}, the member's address is ${row.address}`;
  }
  // Compared in whole base units, so no token's decimals round a short payment up to the net amount.
  const net = row.netAmount * unitsPerMicro(watch.decimals);
  if (toMember.some((t) => t.value === net)) return null;
  const paid = toMember.map((t) => usdtText(t.value, watch.decimals)).join(' and ');
  return `pays ${paid} USDT, the withdrawal's net amount is ${usdtText(row.netAmount, 6)} USDT`;
}

async function fromChain<T>(watch: ChainWatch, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw new ApiError(
      503,
      `The ${watch.network} chain cannot be read now (${errorMessage(error)}); try again`,
    );
  }
}

type Seen = { ok: true; block: bigint; depth: bigint } | { ok: false; why: string };

/** What the chain said of a payout's transaction, and its head when the transaction was mined. */
interface ChainRead {
  network: ChainWatch['network'];
  hash: Hex;
  found: ChainTransaction;
  head: bigint | null;
}

async function readChain(watch: ChainWatch, hash: Hex): Promise<ChainRead> {
  const found = await fromChain(watch, () => watch.reader.transaction(watch.token, hash));
  const head = found.state === 'mined' ? await fromChain(watch, () => watch.reader.head()) : null;
  return { network: watch.network, hash, found, head };
}

/**
 * The chain's answer for a payout, read before the database transaction that marks it paid, so no
 * transaction (and no lock) waits on a provider: null where the withdrawal's network is not watched. A
 * refusal (a malformed hash, a chain that cannot be read) is kept, and raised where the call is audited.
 */
export type PayoutReadAhead = { read: ChainRead | null } | { refused: unknown };
export async function readPayoutAhead(
  db: Db,
  id: number,
  tHash: string,
  chains: Chains | undefined,
): Promise<PayoutReadAhead> {
  try {
    const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
    const watch = row && payoutWatch(chains, row);
    if (!watch) return { read: null };
    return { read: await readChain(watch, rpcHash(recordedHash(watch.network, tHash))) };
  } catch (refused) {
    return { refused };
  }
}

/** Where the payout's transfer is and how deep, or what is wrong with it. */
async function readPayout(
  watch: ChainWatch,
  row: WithdrawalRow,
  hash: Hex,
  ahead?: ChainRead | null,
): Promise<Seen> {
  const { found, head } =
    ahead?.network === watch.network && ahead.hash === hash ? ahead : await readChain(watch, hash);
  if (found.state === 'unknown')
    return { ok: false, why: `is not known to the ${watch.network} chain: check the hash and the network` };
  if (found.state === 'pending')
    return { ok: false, why: 'is not in a block yet: mark it paid once it is mined' };
  if (found.state === 'failed')
    return { ok: false, why: `failed on the chain in block ${found.blockNumber} and moved nothing` };
  const why = mismatch(watch, row, found.transfers);
  if (why) return { ok: false, why };
  const at = head ?? (await fromChain(watch, () => watch.reader.head()));
  return { ok: true, block: found.blockNumber, depth: at - found.blockNumber + 1n };
}

/**
 * Marks a Processing withdrawal paid by transaction `tHash`: checked on the chain where its network is watched
 * (settled at once when already final, else confirming), on the operator's word otherwise.
 */
export async function markPaidChecked(
  tx: Tx,
  id: number,
  tHash: string,
  now: Date,
  deps: NoticeDeps & { chains?: Chains },
  ahead: PayoutReadAhead = { read: null },
): Promise<PaidOutcome> {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id));
  const watch = row && payoutWatch(deps.chains, row);
  if (!row || !watch) return { data: await markWithdrawalPaid(tx, id, tHash, now, deps), confirming: null };
  if (row.status !== processing) throw moveRefusal(id, row.status, 'paid');
  const hash = recordedHash(watch.network, tHash);
  if (row.payoutBlock !== null && row.tHash !== hash) throw awaitingAnother(row);
  await refuseHashOfAnother(tx, id, hash);
  const [member] = await tx
    .select({ withdrawalsFrozenAt: users.withdrawalsFrozenAt })
    .from(users)
    .where(eq(users.id, row.userId));
  if (member) refuseWhileFrozen(member);

  // Refused in the same order as a read made here: after the withdrawal's own state and the hash's form.
  if ('refused' in ahead) throw ahead.refused;
  const seen = await readPayout(watch, row, rpcHash(hash), ahead.read);
  if (!seen.ok) throw fieldError('tx', `Transaction ${hash} ${seen.why}`);
  const onChain = { block: seen.block, seenAt: row.payoutSeenAt ?? now };
  if (seen.depth >= BigInt(watch.confirmations)) {
    return { data: await markWithdrawalPaid(tx, id, hash, now, deps, onChain), confirming: null };
  }
  const [confirming] = await hashRecordedOnce(hash, () =>
    tx
      .update(withdrawals)
      .set({ tHash: hash, payoutBlock: onChain.block, payoutSeenAt: onChain.seenAt, updatedAt: now })
      .where(
        and(
          eq(withdrawals.id, id),
          eq(withdrawals.status, processing),
          or(isNull(withdrawals.payoutBlock), eq(withdrawals.tHash, hash)),
        ),
      )
      .returning(),
  );
  if (!confirming)
    throw new ApiError(409, `Withdrawal #${id} changed while its payout was checked; look again`);
  const depth = seen.depth > 0n ? Number(seen.depth) : 0;
  return {
    data: await withUsername(tx, confirming),
    confirming: { seen: depth, required: watch.confirmations },
  };
}

/** The paid answer's message: what the operator's hash did to the withdrawal. */
export function paidMessage({ data, confirming }: PaidOutcome): string {
  if (!confirming) return `Withdrawal #${data.id} is paid`;
  return `Transaction ${data.t_hash ?? ''} is seen, ${confirming.seen} of ${confirming.required} confirmations; it completes when the transaction is final`;
}

export interface PayoutSweep {
  completed: number[];
  confirming: number[];
  /** Payouts whose transaction left the chain before it was final: Processing again, with a remark. */
  reverted: number[];
  /** Withdrawals left as they were this time (the chain could not be read, the member is frozen…). */
  failed: Array<{ id: number; reason: string }>;
}

/**
 * Looks again at every confirming payout: settles the ones now final (with the member's notice), and hands
 * back to the operator, hash cleared and a remark written, the ones a reorganisation took off the chain. The
 * chain is read outside any transaction; each change is conditional on the payout it read, so two instances
 * sweeping at once settle a payout once.
 */
export async function completeConfirmedPayouts(
  db: Db,
  chains: Chains | undefined,
  now: Date,
  notices: NoticeDeps,
): Promise<PayoutSweep> {
  const sweep: PayoutSweep = { completed: [], confirming: [], reverted: [], failed: [] };
  const rows = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.status, processing), isNotNull(withdrawals.payoutBlock)))
    .orderBy(asc(withdrawals.id));
  for (const row of rows) {
    const watch = payoutWatch(chains, row);
    const hash = row.tHash;
    if (!watch || hash === null) continue;
    try {
      const seen = await readPayout(watch, row, rpcHash(hash));
      const still = and(
        eq(withdrawals.id, row.id),
        eq(withdrawals.status, processing),
        eq(withdrawals.tHash, hash),
        isNotNull(withdrawals.payoutBlock),
      );
      if (!seen.ok) {
        const remark = `Payout ${hash}, seen in block ${row.payoutBlock}, left the chain before it was final (the transaction ${seen.why}); check whether it is mined again before paying again`;
        const [dropped] = await db
          .update(withdrawals)
          .set({
            tHash: null,
            payoutBlock: null,
            payoutSeenAt: null,
            remarks: row.remarks ? `${row.remarks}; ${remark}` : remark,
            updatedAt: now,
          })
          .where(still)
          .returning({ id: withdrawals.id });
        if (dropped) sweep.reverted.push(row.id);
      } else if (seen.depth >= BigInt(watch.confirmations)) {
        const onChain = { block: seen.block, seenAt: row.payoutSeenAt ?? now };
        const settled = await db.transaction(async (tx: Tx) => {
          const [locked] = await tx
            .select({ id: withdrawals.id })
            .from(withdrawals)
            .where(still)
            .for('update');
          if (!locked) return false;
          await markWithdrawalPaid(tx, row.id, hash, now, notices, onChain);
          return true;
        });
        if (settled) sweep.completed.push(row.id);
      } else {
        // A reorganisation may have mined it again in another block: the depth counts from there.
        if (seen.block !== row.payoutBlock) {
          await db.update(withdrawals).set({ payoutBlock: seen.block }).where(still);
        }
        sweep.confirming.push(row.id);
      }
    } catch (error) {
      sweep.failed.push({ id: row.id, reason: errorMessage(error) });
    }
  }
  return sweep;
}
