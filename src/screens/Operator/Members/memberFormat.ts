import { formatDashDate } from '../../../ui';

/**
 * An amount as the ledger holds it: every digit the server sent (an operator checks income to the
 * micro-USDT), thousands grouped, with the trailing zeros past the cents left off:
 * '1250.500000' → '1,250.50 USDT', '0.123456' → '0.123456 USDT'.
 */
export function usdt(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.');
  const kept = fraction.replace(/0+$/, '').padEnd(2, '0');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${kept} USDT`;
}

/** DD-MM-YYYY HH:mm in the operator's own time zone, or a dash for a moment that has not come. */
export const when = (iso: string | null): string => (iso ? formatDashDate(iso, true) : '—');

export const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');

const stakeStatuses: Record<number, string> = { 0: 'Unstaked', 1: 'Active', 2: 'Complete' };
export const stakeStatus = (status: number): string => stakeStatuses[status] ?? String(status);

/** The member's wallets and holds as the member screens name them, with the ledger's own name beside. */
export const accountNames: Record<string, string> = {
  pay_in: 'Wallet balance (pay_in)',
  pay_out: 'Withdraw balance (pay_out)',
  reserve: 'Reserve wallet (reserve)',
  hold_withdrawal: 'Pending withdrawal (hold)',
  hold_staked: 'Staked (hold)',
  hold_reserved: 'Reserved (hold)',
};

export const accountName = (account: string): string => accountNames[account] ?? account;
