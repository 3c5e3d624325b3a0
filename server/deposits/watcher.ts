import type { DepositNetwork } from './addresses';

/** A transfer seen arriving at a member's deposit address. */
export interface IncomingDeposit {
  /** Unique per chain; crediting is keyed on it so a deposit seen twice is credited once. */
  txHash: string;
  amountMicros: bigint;
  address: string;
  network: DepositNetwork;
  seenAt: Date;
}

/**
 * Where deposits are discovered. Today the operator records them by hand (the operator source); later an
 * on-chain watcher polls a node or an explorer for the same addresses. Both only report IncomingDeposit
 * records and never touch balances: Sync Balance posts one ledger transfer per txHash, claimed in the same
 * transaction as the ledger write, so a record reported by both sources, or by one source twice, is credited
 * exactly once.
 */
export interface DepositSource {
  name: string;
  /** Deposits to `address` for the payment method, optionally only those seen after `since`. */
  poll(methodId: number, address: string, since?: Date): Promise<IncomingDeposit[]>;
}
