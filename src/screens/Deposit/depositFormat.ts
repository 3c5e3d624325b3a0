/** Where a deposit's transaction can be checked, per network; the page opens in a new tab. */
const explorers: Record<string, (hash: string) => string> = {
  TRC20: (hash) => `https://tronscan.org/#/transaction/${encodeURIComponent(hash)}`,
  BEP20: (hash) => `https://bscscan.com/tx/${encodeURIComponent(hash)}`,
};

export const explorerNames: Record<string, string> = { TRC20: 'Tronscan', BEP20: 'BscScan' };

/** The chain a network name stands for, so the warning names it the way wallets do. */
export const chainNames: Record<string, string> = { TRC20: 'TRON', BEP20: 'BNB Smart Chain' };

export function explorerUrl(network: string, hash: string): string | null {
  return explorers[network]?.(hash) ?? null;
}

/** A 64-character hash does not fit a phone's table cell; its ends are enough to recognise it. */
export function shortHash(hash: string): string {
  return hash.length > 20 ? `${hash.slice(0, 10)}…${hash.slice(-8)}` : hash;
}
