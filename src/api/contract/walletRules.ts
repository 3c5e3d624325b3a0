/**
 * The wallets' plain rules (contract/wallet.ts): no validator, so the deposit, transfer and transaction screens
 * read the very same names and labels the server applies.
 */

export const PAGE_SIZE = 10;

export const depositNetworks = ['TRC20', 'BEP20'] as const;
export type DepositNetwork = (typeof depositNetworks)[number];
/** Seeded methods: 1 = USDT on TRC20 (TRON), 2 = USDT on BEP20 (BNB Smart Chain). */
export const PAYMENT_METHOD_USDT_TRC20 = 1;
export const PAYMENT_METHOD_USDT_BEP20 = 2;

export const transferWallets = ['pay_in_to_reserve', 'pay_out_to_reserve'] as const;
export type TransferWallet = (typeof transferWallets)[number];
export const transferWalletLabels: Record<TransferWallet, string> = {
  pay_in_to_reserve: 'Wallet Balance To Reserve Wallet',
  pay_out_to_reserve: 'Withdraw Balance To Reserve Wallet',
};

export const transferStatuses = { pending: 0, approved: 1, rejected: 2 } as const;

export const transactionWallets = ['pay_in', 'pay_out', 'reserve'] as const;
export type TransactionWallet = (typeof transactionWallets)[number];
export const walletLabels: Record<TransactionWallet, string> = {
  pay_in: 'Receiving Wallet',
  pay_out: 'Out going Wallet',
  reserve: 'Reserve Wallet',
};

/** Spec document 2 §9: a wallet's name as members read it in a history; any wallet it does not name is a Fixed Wallet. */
const walletNames: Record<string, string> = { ...walletLabels, cash: 'Cash Wallet', live: 'Live Wallet' };
export const walletName = (wallet: string): string => walletNames[wallet] ?? 'Fixed Wallet';
