import { explorerLink } from '../../api/contract/noticeRules';
import type { DepositTransaction } from '../../api/wallet';
import { formatUsdt } from '../../ui';

export const explorerNames: Record<string, string> = { TRC20: 'Tronscan', BEP20: 'BscScan' };

/** The chain a network name stands for, so the warning names it the way wallets do. */
export const chainNames: Record<string, string> = { TRC20: 'TRON', BEP20: 'BNB Smart Chain' };

/** Where a deposit's transaction can be checked (the same link a member's notices give); opens in a new tab. */
export function explorerUrl(network: string, hash: string): string | null {
  return explorerLink(network, hash)?.url ?? null;
}

/** A 64-character hash does not fit a phone's table cell; its ends are enough to recognise it. */
export function shortHash(hash: string): string {
  return hash.length > 20 ? `${hash.slice(0, 10)}…${hash.slice(-8)}` : hash;
}

/**
 * What a sync credited, in words a member checks against their wallet: each amount with its transaction,
 * e.g. 'Credited 250.50 USDT (abc123def4…ef456789).'; null when nothing new was credited.
 */
export function creditedMessage(credited: readonly DepositTransaction[] | undefined): string | null {
  if (!credited || credited.length === 0) return null;
  const parts = credited.map((deposit) => `${formatUsdt(deposit.amount)} (${shortHash(deposit.thash)})`);
  return `Credited ${parts.join(', ')}.`;
}
