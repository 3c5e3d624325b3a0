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

export { walletName } from '../../api/wallet';
