import type { AgedCount, OperatorOverview } from '../../../api/operatorHome';

const aged = (
  under_1h: number,
  h1_to_24h: number,
  over_24h: number,
  oldest_at: string | null = null,
): AgedCount => ({
  total: under_1h + h1_to_24h + over_24h,
  under_1h,
  h1_to_24h,
  over_24h,
  oldest_at,
});

/** What an admin reads at the start of a busy day. */
export const adminOverview: OperatorOverview = {
  as_of: '2026-03-14T09:00:00.000Z',
  approvals: {
    pending: [
      { kind: 'deposit', count: 2 },
      { kind: 'withdrawal', count: 1 },
      { kind: 'adjustment', count: 0 },
      { kind: 'operator_create', count: 1 },
      { kind: 'operator_role', count: 0 },
      { kind: 'operator_enable', count: 0 },
      { kind: 'operator_authenticator_reset', count: 0 },
      { kind: 'member_unfreeze', count: 1 },
      { kind: 'member_pin_reset', count: 0 },
      { kind: 'member_2fa_reset', count: 0 },
    ],
    total: 5,
    oldest_at: '2026-03-13T07:10:00.000Z',
  },
  withdrawals: {
    pending: aged(12, 40, 98, '2026-03-10T11:00:00.000Z'),
    processing: aged(0, 3, 1, '2026-03-12T16:20:00.000Z'),
    pending_amount: '18250.5',
  },
  tickets: { open: aged(2, 5, 1, '2026-03-12T08:00:00.000Z'), awaiting_reply: 6, unassigned: 3 },
  deposits: {
    unsynced: { count: 4, amount: '1320' },
    awaiting_approval: { count: 2, amount: '7500' },
  },
  liabilities: { owed: '250431.25', held: '248000', difference: '-2431.25', ledger_ok: true },
};

/** A quiet morning: nothing waits. */
export const quietOverview: OperatorOverview = {
  ...adminOverview,
  approvals: {
    pending: adminOverview.approvals!.pending.map((row) => ({ ...row, count: 0 })),
    total: 0,
    oldest_at: null,
  },
  withdrawals: { pending: aged(0, 0, 0), processing: aged(0, 0, 0), pending_amount: '0' },
  tickets: { open: aged(0, 0, 0), awaiting_reply: 0, unassigned: 0 },
  deposits: { unsynced: { count: 0, amount: '0' }, awaiting_approval: { count: 0, amount: '0' } },
  liabilities: { owed: '1000', held: '1200', difference: '200', ledger_ok: true },
};

/** Support reads the member changes that wait and the tickets; nothing of money. */
export const supportOverview: OperatorOverview = {
  as_of: adminOverview.as_of,
  approvals: {
    pending: [
      { kind: 'member_unfreeze', count: 1 },
      { kind: 'member_pin_reset', count: 0 },
      { kind: 'member_2fa_reset', count: 0 },
    ],
    total: 1,
    oldest_at: '2026-03-13T07:10:00.000Z',
  },
  withdrawals: null,
  tickets: adminOverview.tickets,
  deposits: null,
  liabilities: null,
};
