import { IDEMPOTENCY_KEY_TTL_MS } from '../../server/ledger/idempotency';
import { FACTOR_CEILING, FACTOR_PACE_MS } from '../../server/services/factorAttempts';
import { PIN_MAX_ATTEMPTS } from '../../server/services/secondFactor';
import { NO_WITHDRAWAL_ADDRESS, SETTING_LOCKED } from '../../server/services/withdrawals';
import {
  fromMicros,
  WITHDRAW_DAILY_LIMIT_MICROS,
  WITHDRAW_FEE_MICROS,
  WITHDRAW_MINIMUM_MICROS,
  type WithdrawalStatus,
  withdrawalStatuses,
  withdrawalStatusLabels,
} from '../../src/api/contract';

/**
 * What a member and the operator should see after each money operation, kept by hand from the rules of
 * spec document 2: the six ledger accounts of each member, the platform's accounts, every withdrawal's status,
 * the recorded deposits not yet synced, the PIN's failure counter and every Idempotency-Key sent.
 */

export type Wallet = 'pay_in' | 'pay_out' | 'reserve';
export type TransferWallet = 'pay_in_to_reserve' | 'pay_out_to_reserve';
export type WithdrawWallet = 'pay_out' | 'reserve';
export type MemberKind = Wallet | 'hold_withdrawal' | 'hold_staked' | 'hold_reserved';
export type PlatformKind =
  | 'platform_deposits_clearing'
  | 'platform_income_paid'
  | 'platform_withdrawals_paid'
  | 'platform_fees';
export type OperatorAction = 'approve' | 'paid' | 'reject';

/** What a request is, for its Idempotency-Key: the fields the server hashes, the code left out. */
export type MoneyRequest =
  | { route: 'transfer'; wallet: TransferWallet; amount: bigint; comment: string }
  | { route: 'withdraw'; wallet: WithdrawWallet; amount: bigint };

/** The answer the model expects; `message` is exact unless it is a pattern, `reason` names the refusal. */
export type Prediction =
  | { status: 200; replay?: unknown }
  | { status: number; message: string | RegExp; field?: string; reason: string };

export const TRANSFER_FROM: Record<TransferWallet, Wallet> = {
  pay_in_to_reserve: 'pay_in',
  pay_out_to_reserve: 'pay_out',
};
const DAY_MS = 24 * 60 * 60 * 1000;
const INSUFFICIENT = 'Insufficient Balance';
export const DIFFERENT_REQUEST = 'This Idempotency-Key was already used for a different request';

export interface ModelMember {
  balances: Record<MemberKind, bigint>;
  hasAddress: boolean;
  /** Withdrawals (and saving another payout address) wait until then, after the address was saved. */
  holdUntil: number | null;
  /** Wrong PINs since the last right one, from every address. */
  pinFailures: number;
  /** Past the ceiling, the next PIN is weighed no sooner than this. */
  pinSlowedUntil: number | null;
  /** Recorded, not yet credited deposit amounts, per payment method. */
  unsynced: Map<number, bigint[]>;
  credited: Map<number, number>;
}

export interface ModelWithdrawal {
  code: string;
  id: number;
  member: number;
  wallet: WithdrawWallet;
  amount: bigint;
  createdAt: number;
  status: WithdrawalStatus;
}

export interface ModelKey {
  key: string;
  member: number;
  request: MoneyRequest;
  /** The first successful answer and when it was given; a refusal leaves the key free. */
  answered: { at: number; response: unknown } | null;
}

const zeroBalances = (): Record<MemberKind, bigint> => ({
  pay_in: 0n,
  pay_out: 0n,
  reserve: 0n,
  hold_withdrawal: 0n,
  hold_staked: 0n,
  hold_reserved: 0n,
});

export const sameRequest = (a: MoneyRequest, b: MoneyRequest) =>
  a.route === b.route &&
  a.wallet === b.wallet &&
  a.amount === b.amount &&
  (a.route !== 'transfer' || b.route !== 'transfer' || a.comment === b.comment);

export class MoneyModel {
  readonly members: ModelMember[];
  readonly platform: Record<PlatformKind, bigint> = {
    platform_deposits_clearing: 0n,
    platform_income_paid: 0n,
    platform_withdrawals_paid: 0n,
    platform_fees: 0n,
  };
  readonly withdrawals: ModelWithdrawal[] = [];
  readonly keys: ModelKey[] = [];
  /** `<method>:<hash>`: a hash is recorded once per payment method. */
  readonly hashes = new Set<string>();
  readonly recordedHashes: Array<{ method: number; hash: string }> = [];

  constructor(count: number) {
    this.members = Array.from({ length: count }, () => ({
      balances: zeroBalances(),
      hasAddress: false,
      holdUntil: null,
      pinFailures: 0,
      pinSlowedUntil: null,
      unsynced: new Map(),
      credited: new Map(),
    }));
  }

  /** Withdrawn in the 24 hours before `now`, rejected withdrawals aside. */
  usedToday(m: number, now: number): bigint {
    return this.withdrawals
      .filter((w) => w.member === m && w.status !== withdrawalStatuses.rejected && w.createdAt > now - DAY_MS)
      .reduce((sum, w) => sum + w.amount, 0n);
  }

  leftToday(m: number, now: number): bigint {
    const used = this.usedToday(m, now);
    return WITHDRAW_DAILY_LIMIT_MICROS > used ? WITHDRAW_DAILY_LIMIT_MICROS - used : 0n;
  }

  // --- Deposits ---------------------------------------------------------------------------------------

  recordDeposit(m: number, method: number, hash: string, amount: bigint): Prediction {
    const id = `${method}:${hash}`;
    if (this.hashes.has(id)) {
      return {
        status: 409,
        message: `Transaction ${hash} is already recorded for payment method ${method}`,
        reason: 'hash already recorded',
      };
    }
    this.hashes.add(id);
    this.recordedHashes.push({ method, hash });
    const member = this.members[m]!;
    member.unsynced.set(method, [...(member.unsynced.get(method) ?? []), amount]);
    return { status: 200 };
  }

  /** Credits every unsynced deposit of the method; returns how many. */
  sync(m: number, method: number): number {
    const member = this.members[m]!;
    const pending = member.unsynced.get(method) ?? [];
    for (const amount of pending) {
      member.balances.pay_in += amount;
      this.platform.platform_deposits_clearing -= amount;
    }
    member.unsynced.set(method, []);
    member.credited.set(method, (member.credited.get(method) ?? 0) + pending.length);
    return pending.length;
  }

  income(m: number, amount: bigint) {
    this.members[m]!.balances.pay_out += amount;
    this.platform.platform_income_paid -= amount;
  }

  // --- Verification -----------------------------------------------------------------------------------

  /**
   * The security PIN check; null when the PIN is accepted. Every request of the model comes from an address of
   * its own, so no address reaches its own lock: only the run of wrong PINs across addresses counts, and past
   * the ceiling it slows the next try by a pace.
   */
  private pin(m: number, wrong: boolean, now: number): Prediction | null {
    const member = this.members[m]!;
    if (
      member.pinFailures >= FACTOR_CEILING &&
      member.pinSlowedUntil !== null &&
      member.pinSlowedUntil > now
    ) {
      return {
        status: 429,
        message: /^Too many wrong codes for this account\. Please try again in \d+ seconds?\.$/,
        field: 'mpin',
        reason: 'PIN slowed',
      };
    }
    if (!wrong) {
      member.pinFailures = 0;
      member.pinSlowedUntil = null;
      return null;
    }
    member.pinFailures += 1;
    member.pinSlowedUntil = member.pinFailures >= FACTOR_CEILING ? now + FACTOR_PACE_MS : null;
    const left = PIN_MAX_ATTEMPTS - 1;
    return {
      status: 422,
      message: `Invalid Security Pin, ${left} ${left === 1 ? 'try' : 'tries'} left`,
      field: 'mpin',
      reason: 'wrong PIN',
    };
  }

  /** Refused while the member's withdrawal hold runs. */
  private held(m: number, now: number): Prediction | null {
    const until = this.members[m]!.holdUntil;
    if (until === null || until <= now) return null;
    return { status: 423, message: /^Withdrawals are paused until /, reason: 'withdrawal hold' };
  }

  saveAddress(m: number, wrongPin: boolean, now: number): Prediction {
    const member = this.members[m]!;
    const held = this.held(m, now);
    if (held) return held;
    if (member.hasAddress) return { status: 422, message: SETTING_LOCKED, reason: 'setting locked' };
    const refused = this.pin(m, wrongPin, now);
    if (refused) return refused;
    member.hasAddress = true;
    // A new payout address is what a thief would set first: withdrawals wait a day.
    member.holdUntil = now + DAY_MS;
    return { status: 200 };
  }

  // --- Money requests under an Idempotency-Key ----------------------------------------------------------

  /**
   * The answer to `request` sent under `key` (new or reused). A key whose first answer is still kept replays
   * it for the same request and refuses any other; a key never answered, or answered more than 24 hours ago,
   * runs the request afresh. Balances and the PIN counter change here when the server's would.
   */
  send(key: ModelKey, request: MoneyRequest, wrongPin: boolean, now: number): Prediction {
    const kept = key.answered && now < key.answered.at + IDEMPOTENCY_KEY_TTL_MS ? key.answered : null;
    if (kept) {
      return sameRequest(key.request, request)
        ? { status: 200, replay: kept.response }
        : { status: 422, message: DIFFERENT_REQUEST, reason: 'different request' };
    }
    key.request = request;
    return request.route === 'transfer'
      ? this.transfer(key.member, request, wrongPin, now)
      : this.withdraw(key.member, request, wrongPin, now);
  }

  /** Stores the first successful answer under the key, as the server does in the same transaction. */
  answered(key: ModelKey, response: unknown, now: number) {
    key.answered = { at: now, response };
  }

  private transfer(
    m: number,
    request: Extract<MoneyRequest, { route: 'transfer' }>,
    wrongPin: boolean,
    now: number,
  ): Prediction {
    const balances = this.members[m]!.balances;
    const from = TRANSFER_FROM[request.wallet];
    if (balances[from] < request.amount) {
      return { status: 422, message: INSUFFICIENT, field: 'transfer_amount', reason: 'insufficient' };
    }
    const refused = this.pin(m, wrongPin, now);
    if (refused) return refused;
    balances[from] -= request.amount;
    balances.reserve += request.amount;
    return { status: 200 };
  }

  private withdraw(
    m: number,
    request: Extract<MoneyRequest, { route: 'withdraw' }>,
    wrongPin: boolean,
    now: number,
  ): Prediction {
    const member = this.members[m]!;
    const held = this.held(m, now);
    if (held) return held;
    if (!member.hasAddress) return { status: 422, message: NO_WITHDRAWAL_ADDRESS, reason: 'no address' };
    if (request.amount < WITHDRAW_MINIMUM_MICROS) {
      return {
        status: 422,
        message: `The minimum withdrawal is ${fromMicros(WITHDRAW_MINIMUM_MICROS, 2)} USDT`,
        field: 'amount',
        reason: 'below minimum',
      };
    }
    if (member.balances[request.wallet] < request.amount) {
      return { status: 422, message: INSUFFICIENT, field: 'amount', reason: 'insufficient' };
    }
    const refused = this.pin(m, wrongPin, now);
    if (refused) return refused;
    if (this.usedToday(m, now) + request.amount > WITHDRAW_DAILY_LIMIT_MICROS) {
      const left = fromMicros(this.leftToday(m, now), 2);
      return {
        status: 422,
        message: `The daily limit is ${fromMicros(WITHDRAW_DAILY_LIMIT_MICROS, 2)} USDT; ${left} USDT is left today`,
        field: 'amount',
        reason: 'daily limit',
      };
    }
    member.balances[request.wallet] -= request.amount;
    member.balances.hold_withdrawal += request.amount;
    return { status: 200 };
  }

  /** A withdrawal the server accepted, once its code and id are known. */
  placed(
    m: number,
    request: Extract<MoneyRequest, { route: 'withdraw' }>,
    code: string,
    id: number,
    now: number,
  ) {
    this.withdrawals.push({
      code,
      id,
      member: m,
      wallet: request.wallet,
      amount: request.amount,
      createdAt: now,
      status: withdrawalStatuses.pending,
    });
  }

  // --- Operator ---------------------------------------------------------------------------------------

  operator(w: ModelWithdrawal | undefined, id: number, action: OperatorAction): Prediction {
    if (!w) return { status: 404, message: `No withdrawal has the id ${id}`, reason: 'unknown withdrawal' };
    const { pending, processing, completed, rejected } = withdrawalStatuses;
    const rule = {
      approve: { from: [pending], to: processing },
      paid: { from: [processing], to: completed },
      reject: { from: [pending, processing], to: rejected },
    }[action];
    if (!(rule.from as WithdrawalStatus[]).includes(w.status)) {
      const may = rule.from.map((s) => withdrawalStatusLabels[s]).join(' or ');
      return {
        status: 409,
        message: `Withdrawal #${id} is ${withdrawalStatusLabels[w.status]}; only a ${may} withdrawal can become ${withdrawalStatusLabels[rule.to]}`,
        reason: `${withdrawalStatusLabels[w.status]} cannot be ${{ approve: 'approved', paid: 'paid', reject: 'rejected' }[action]}`,
      };
    }
    const balances = this.members[w.member]!.balances;
    if (action === 'paid') {
      balances.hold_withdrawal -= w.amount;
      this.platform.platform_withdrawals_paid += w.amount - WITHDRAW_FEE_MICROS;
      this.platform.platform_fees += WITHDRAW_FEE_MICROS;
    } else if (action === 'reject') {
      balances.hold_withdrawal -= w.amount;
      balances[w.wallet] += w.amount;
    }
    w.status = rule.to;
    return { status: 200 };
  }
}
