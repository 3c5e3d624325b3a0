import type { SummaryCard } from '../../api/contract';
import type { WalletBalances } from '../../machines/verification/moneyRules';

/** GET transfer names each balance card by title; these are the ones the transfer form draws on. */
const balanceTitles: Record<string, keyof WalletBalances> = {
  'Wallet Balance': 'pay_in',
  'Withdraw Balance': 'pay_out',
  'Reserve Wallet': 'reserve',
};

export function balancesFrom(cards: readonly SummaryCard[] | undefined): WalletBalances | undefined {
  if (!cards) return undefined;
  const balances: WalletBalances = {};
  for (const card of cards) {
    const wallet = balanceTitles[card.title];
    if (wallet) balances[wallet] = card.value;
  }
  return balances;
}

/** The spec's labels for the wallets a transfer moves between (document 2 §9). */
const walletNames: Record<string, string> = {
  pay_in: 'Receiving Wallet',
  pay_out: 'Out going Wallet',
  reserve: 'Reserve Wallet',
  cash: 'Cash Wallet',
  live: 'Live Wallet',
};

export const walletName = (wallet: string) => walletNames[wallet] ?? 'Fixed Wallet';
