import { randomBytes } from 'node:crypto';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  fromMicros,
  PAGE_SIZE,
  type SummaryCard,
  toMicros,
  WITHDRAW_CONVERSION_RATE,
  WITHDRAW_DAILY_LIMIT_MICROS,
  type WithdrawRecord,
  type WithdrawSetting,
  type WithdrawType,
  walletLabels,
  withdrawAmountProblem,
  withdrawalStatuses,
  type withdrawBody,
  withdrawQuote,
  withdrawRuleCards,
} from '../../src/api/contract';
import type { Db, DbOrTx, Tx } from '../db/client';
import { users, withdrawals } from '../db/schema';
import { alreadyAnswered, balancesOf, postTransfer, withIdempotency } from '../ledger';
import { ApiError, fieldError } from './errors';
import { memberListCount } from './listCounts';
import { newestFirst, readPage } from './listPaging';
import { refuseWhileFrozen } from './memberGuards';
import { noticeMember } from './memberNotices';
import { pageEnvelope } from './paging';
import type { VerifierDeps } from './secondFactor';
import type { RequestOrigin } from './securityEvents';
import type { Member } from './sessions';
import { verifyMoneyCode } from './verification';
import { refuseDuringHold } from './withdrawHold';
import { pendingAddressChangeOf, withdrawSettingOf } from './withdrawSettings';

const DAY_MS = 24 * 60 * 60 * 1000;
export const WITHDRAW_ROUTE = 'withdraw';
export const NO_WITHDRAWAL_ADDRESS = 'Please set your withdrawal address first';
export { SETTING_LOCKED } from './withdrawSettings';

/** What the member has requested in the last 24 hours, rejected withdrawals aside. */
async function requestedToday(tx: DbOrTx, memberId: number, now: Date): Promise<bigint> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${withdrawals.amountFrom}), 0)::text` })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, memberId),
        ne(withdrawals.status, withdrawalStatuses.rejected),
        gt(withdrawals.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  return BigInt(row?.total ?? '0');
}

/** GET withdraw: balances, the rupee rate and the rules, stated before the member submits. */
export async function withdrawInfo(db: Db, member: Member, now: Date) {
  const balances = await balancesOf(db, member.id);
  const used = await requestedToday(db, member.id, now);
  const left = WITHDRAW_DAILY_LIMIT_MICROS > used ? WITHDRAW_DAILY_LIMIT_MICROS - used : 0n;
  const more_details: SummaryCard[] = [
    ...withdrawRuleCards(),
    { title: 'Available Today', value: `${fromMicros(left, 2)} USDT` },
  ];
  return {
    status: true as const,
    balance: {
      pay_in: fromMicros(balances.pay_in),
      pay_out: fromMicros(balances.pay_out),
      reserve: fromMicros(balances.reserve),
    },
    conversion_rate: WITHDRAW_CONVERSION_RATE,
    more_details,
    setting: await withdrawSettingOf(db, member.id, now),
    pending_address_change: await pendingAddressChangeOf(db, member.id, now),
    withdraw_hold_until:
      member.withdrawHoldUntil && member.withdrawHoldUntil > now
        ? member.withdrawHoldUntil.toISOString()
        : null,
  };
}

/**
 * The rules of a withdrawal itself: a saved destination of the member's current withdraw type (whose format was
 * checked when it was saved) and at least the minimum amount. The request checks them before the code, so a
 * refusal costs no PIN attempt, and the transaction again on the setting it reads under the member's lock.
 */
function refuseUnpayable(
  setting: WithdrawSetting,
  amount: bigint,
): asserts setting is WithdrawSetting & { type: WithdrawType } {
  const destination = setting.type === 'bank' ? setting.ac_no : setting.withdrawal_address;
  if (!setting.type || !destination) throw new ApiError(422, NO_WITHDRAWAL_ADDRESS);
  const problem = withdrawAmountProblem(amount);
  if (problem) throw fieldError('amount', problem);
}

const newCode = () => `WD${randomBytes(6).toString('hex').toUpperCase()}`;

/**
 * POST withdraw: moves the amount from the chosen wallet into the member's pending-withdrawal hold and
 * records the request, at most once per Idempotency-Key. The cheap refusals (no address, below the minimum,
 * above the balance) come before the code so they cost no PIN attempt; the balance and the daily limit are
 * enforced again inside the transaction, where they cannot be raced.
 */
export async function requestWithdrawal(
  deps: VerifierDeps,
  member: Member,
  key: string,
  body: z.output<typeof withdrawBody>,
  origin: RequestOrigin,
) {
  const now = () => deps.now?.() ?? new Date();
  const amount = toMicros(body.amount);
  const identity = { wallet: body.wallet, amount };
  const replay = await alreadyAnswered(deps.db, { memberId: member.id, route: WITHDRAW_ROUTE, key }, now());
  if (!replay) {
    refuseWhileFrozen(member);
    refuseDuringHold(member.withdrawHoldUntil, now());
    refuseUnpayable(await withdrawSettingOf(deps.db, member.id, now()), amount);
    if ((await balancesOf(deps.db, member.id))[body.wallet] < amount) {
      throw fieldError('amount', 'Insufficient Balance');
    }
    await verifyMoneyCode(deps, member, body, 'withdraw', origin);
  }
  return withIdempotency(
    deps.db,
    { key, memberId: member.id, route: WITHDRAW_ROUTE, body: identity, now: now() },
    async (tx) => {
      const code = await placeWithdrawal(tx, member.id, body.wallet, amount, now());
      const [withdrawal] = await tx.select().from(withdrawals).where(eq(withdrawals.code, code));
      await noticeMember(
        tx,
        deps,
        member.id,
        { kind: 'withdrawal_requested', withdrawal: withdrawal! },
        now(),
      );
      const msg = 'Withdrawal requested';
      return { statusCode: 200, body: { status: true as const, msg, message: msg, code } };
    },
  );
}

/** The ledger move and the withdrawal row, in the caller's transaction; returns the withdrawal's code. */
export async function placeWithdrawal(
  tx: Tx,
  memberId: number,
  wallet: 'pay_out' | 'reserve',
  amount: bigint,
  now: Date,
): Promise<string> {
  // One withdrawal of a member at a time past this point, so the daily sum below cannot be raced.
  const [locked] = await tx
    .select({ holdUntil: users.withdrawHoldUntil, withdrawalsFrozenAt: users.withdrawalsFrozenAt })
    .from(users)
    .where(eq(users.id, memberId))
    .for('update');
  // Checked again here, where a security change or a freeze made since the request began cannot slip past.
  if (locked) refuseWhileFrozen(locked);
  refuseDuringHold(locked?.holdUntil ?? null, now);
  const setting = await withdrawSettingOf(tx, memberId, now);
  refuseUnpayable(setting, amount);
  const used = await requestedToday(tx, memberId, now);
  if (used + amount > WITHDRAW_DAILY_LIMIT_MICROS) {
    const left = WITHDRAW_DAILY_LIMIT_MICROS > used ? WITHDRAW_DAILY_LIMIT_MICROS - used : 0n;
    throw fieldError(
      'amount',
      `The daily limit is ${fromMicros(WITHDRAW_DAILY_LIMIT_MICROS, 2)} USDT; ${fromMicros(left, 2)} USDT is left today`,
    );
  }
  const hold = await postTransfer(tx, {
    kind: 'withdrawal_hold',
    description: `Withdrawal requested from ${walletLabels[wallet]}`,
    memberId,
    legs: [
      { account: { member: memberId, kind: wallet }, amount: -amount },
      { account: { member: memberId, kind: 'hold_withdrawal' }, amount },
    ],
  });
  const { fee, net } = withdrawQuote(amount);
  const code = newCode();
  const crypto = setting.type === 'crypto';
  await tx.insert(withdrawals).values({
    code,
    userId: memberId,
    coinType: setting.type,
    wallet,
    network: crypto ? setting.network : null,
    address: crypto ? setting.withdrawal_address : null,
    acNo: crypto ? null : setting.ac_no,
    bankName: crypto ? null : setting.bank_name,
    holderName: crypto ? null : setting.holder_name,
    ifsc: crypto ? null : setting.ifsc,
    amountFrom: amount,
    fee,
    amountTo: net,
    netAmount: net,
    status: withdrawalStatuses.pending,
    createdAt: now,
    updatedAt: now,
    holdTransferId: hold.id,
  });
  return code;
}

export type WithdrawalRow = typeof withdrawals.$inferSelect;

function record(row: WithdrawalRow): WithdrawRecord {
  return {
    code: row.code,
    coin_type: row.coinType,
    type: row.wallet,
    t_hash: row.tHash,
    bank_name: row.bankName,
    ac_no: row.acNo,
    holder_name: row.holderName,
    ifsc: row.ifsc,
    network: row.network,
    address: row.address,
    amount_from: fromMicros(row.amountFrom),
    amount_to: fromMicros(row.amountTo),
    net_amount: fromMicros(row.netAmount),
    fee: fromMicros(row.fee),
    remarks: row.remarks,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

/** GET user/manual/withdraw/list: the member's own withdrawals, newest first. */
export async function withdrawalHistory(db: DbOrTx, member: Member, page: number) {
  const where = eq(withdrawals.userId, member.id);
  const summary = { total: (await memberListCount(db, member.id, 'withdrawals')).rows };
  // A page in the second half is read from the oldest end, so the last page costs what the first does.
  const rows = await readPage(
    Number(summary?.total ?? 0),
    { page, per_page: PAGE_SIZE },
    (reversed, limit, offset) =>
      db
        .select()
        .from(withdrawals)
        .where(where)
        .orderBy(...newestFirst(withdrawals.createdAt, withdrawals.id, reversed))
        .limit(limit)
        .offset(offset),
  );
  return pageEnvelope('user/manual/withdraw/list', page, summary?.total ?? 0, rows.map(record));
}
