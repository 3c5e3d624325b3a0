import { StatusPill } from '../../src/ui/StatusPill/StatusPill';
import type { TableColumn } from '../../src/ui/Table/Table';

/** The payouts the gallery and the theme lab show in their tables. */
type Payout = { id: number; date: string; source: string; amount: string; is_paid: number };

export const samplePayoutColumns: TableColumn<Payout>[] = [
  { id: 'date', header: 'Date', cell: (r) => r.date },
  { id: 'source', header: 'Source', cell: (r) => r.source },
  { id: 'amount', header: 'Amount', cell: (r) => `${r.amount} USDT`, align: 'end' },
  { id: 'status', header: 'Status', cell: (r) => <StatusPill kind="payout" status={r.is_paid} /> },
];

export const samplePayouts: Payout[] = [
  { id: 1, date: '09-03-2026', source: 'Reserve', amount: '12.50', is_paid: 1 },
  { id: 2, date: '10-03-2026', source: 'Team', amount: '3.00', is_paid: 0 },
  { id: 3, date: '11-03-2026', source: 'Staking', amount: '7.25', is_paid: 1 },
];
