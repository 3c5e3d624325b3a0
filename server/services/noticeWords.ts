import { explorerLink, fromMicros, transactionWallets, walletLabels } from '../../src/api/contract';
import { isOneOf } from '../../src/api/contract/literalRules';
import type { withdrawals } from '../db/schema';
import { formatUtc } from './factorAttempts';

/**
 * How each money event is told to its member: the title, the sentence with what they need to recognise it
 * (amounts, the whole destination, the transaction), and a link to the chain's explorer where there is one.
 * The text is fixed when the notice is written, so it says what was true then.
 */

type WithdrawalRow = typeof withdrawals.$inferSelect;

/** What happened, with what the member needs to recognise it; each kind is one money event. */
export type MoneyEvent =
  | {
      kind: 'deposit_seen' | 'deposit_credited';
      amount: bigint;
      thash: string;
      network: string | null;
      /** A deposit seen on the chain: the confirmations at which it is credited without the member's doing. */
      confirmations?: number;
    }
  | {
      kind: 'withdrawal_requested' | 'withdrawal_approved' | 'withdrawal_paid' | 'withdrawal_cancelled';
      withdrawal: WithdrawalRow;
    }
  | { kind: 'withdrawal_rejected'; withdrawal: WithdrawalRow; reason: string }
  | { kind: 'payout_address_saved'; destination: string; effectiveAt?: Date }
  | {
      kind: 'stake_started';
      invoiceId: string;
      packageName: string;
      amount: bigint;
      durationDays: number | null;
    }
  | { kind: 'stake_ended'; invoiceId: string; amount: bigint; returned: bigint; charge: bigint }
  /** A stake that ran its whole term: the accrual's last day for it was `endDate` (YYYY-MM-DD). */
  | { kind: 'stake_ended'; invoiceId: string; amount: bigint; endDate: string }
  | { kind: 'reserve_claim_paid'; invoiceId: string; principal: bigint; profit: bigint };

const usdt = (micros: bigint) => `${fromMicros(micros, 2)} USDT`;
const walletName = (wallet: string) => (isOneOf(transactionWallets, wallet) ? walletLabels[wallet] : wallet);

export interface PayoutDestination {
  crypto: boolean;
  address?: string | null;
  network?: string | null;
  bankName?: string | null;
  acNo?: string | null;
  holderName?: string | null;
}

/**
 * Where withdrawals go, in one line, wherever it is shown (a notice, the operator's member file): the whole
 * address with its network, or the bank account.
 */
export function payoutDestination(d: PayoutDestination): string {
  if (d.crypto) return `${d.address ?? ''} (USDT ${d.network ?? ''})`.trim();
  return [d.bankName, d.acNo && `account ${d.acNo}`, d.holderName].filter(Boolean).join(', ');
}

const destinationOf = (w: WithdrawalRow) => payoutDestination({ ...w, crypto: w.coinType === 'crypto' });

export interface Worded {
  title: string;
  body: string;
  link: { name: string; url: string } | null;
}

export function word(event: MoneyEvent): Worded {
  const plain = (title: string, body: string): Worded => ({ title, body, link: null });
  switch (event.kind) {
    case 'deposit_seen':
      return plain(
        'Deposit seen',
        `A deposit of ${usdt(event.amount)}${event.network ? ` on ${event.network}` : ''} was seen arriving at your deposit address (transaction ${event.thash}). ${
          event.confirmations === undefined
            ? `Press Sync Balance on the Deposit page to credit it to your ${walletLabels.pay_in}.`
            : `It is credited to your ${walletLabels.pay_in} once its block has ${event.confirmations} confirmations; the Deposit page shows how many it has.`
        }`,
      );
    case 'deposit_credited':
      return plain(
        'Deposit credited',
        `${usdt(event.amount)} from transaction ${event.thash} was credited to your ${walletLabels.pay_in}.`,
      );
    case 'withdrawal_requested': {
      const w = event.withdrawal;
      return plain(
        'Withdrawal requested',
        `Your withdrawal ${w.code} of ${usdt(w.amountFrom)} from your ${walletName(w.wallet)} was requested: ${usdt(w.netAmount)} after the ${usdt(w.fee)} fee goes to ${destinationOf(w)}. It waits for review; while it is Pending you can cancel it under Withdraw.`,
      );
    }
    case 'withdrawal_approved': {
      const w = event.withdrawal;
      return plain(
        'Withdrawal approved',
        `Your withdrawal ${w.code} of ${usdt(w.amountFrom)} was approved: ${usdt(w.netAmount)} is being paid to ${destinationOf(w)}.`,
      );
    }
    case 'withdrawal_paid': {
      const w = event.withdrawal;
      const hash = w.tHash ?? '';
      return {
        title: 'Withdrawal paid',
        body: `Your withdrawal ${w.code} was paid: ${usdt(w.netAmount)} was sent to ${destinationOf(w)} in transaction ${hash}.`,
        link: w.coinType === 'crypto' ? explorerLink(w.network, hash) : null,
      };
    }
    case 'withdrawal_rejected': {
      const w = event.withdrawal;
      return plain(
        'Withdrawal rejected',
        `Your withdrawal ${w.code} of ${usdt(w.amountFrom)} was rejected: ${event.reason}. The amount is back in your ${walletName(w.wallet)}.`,
      );
    }
    case 'withdrawal_cancelled': {
      const w = event.withdrawal;
      return plain(
        'Withdrawal cancelled',
        `Your withdrawal ${w.code} was cancelled: ${usdt(w.amountFrom)} is back in your ${walletName(w.wallet)}.`,
      );
    }
    case 'payout_address_saved':
      return plain(
        'Payout address saved',
        event.effectiveAt
          ? `A new payout address was saved: ${event.destination}. Withdrawals go to it from ${formatUtc(event.effectiveAt)}; until then they go to the saved one.`
          : `Withdrawals from your account will now be paid to ${event.destination}.`,
      );
    case 'stake_started':
      return plain(
        'Stake started',
        `You staked ${usdt(event.amount)} in ${event.packageName} (${event.invoiceId}), ${event.durationDays === null ? 'with no fixed term' : `for ${event.durationDays} days`}.`,
      );
    case 'stake_ended':
      if ('endDate' in event) {
        return plain(
          'Stake ended',
          `Your stake ${event.invoiceId} of ${usdt(event.amount)} completed its term on ${event.endDate}: its ${usdt(event.amount)} went to your ${walletLabels.pay_out}, and its daily returns ended with that day's.`,
        );
      }
      return plain(
        'Stake ended',
        `Your stake ${event.invoiceId} of ${usdt(event.amount)} ended: ${usdt(event.returned)} went to your ${walletLabels.pay_out}${event.charge > 0n ? ` after the early-exit charge of ${usdt(event.charge)}` : ''}.`,
      );
    case 'reserve_claim_paid':
      return plain(
        'Reserve claim paid',
        `Your claim of reserve ${event.invoiceId} was paid: ${usdt(event.principal)} back to your ${walletLabels.reserve} and a profit of ${usdt(event.profit)} to your ${walletLabels.pay_out}.`,
      );
  }
}
