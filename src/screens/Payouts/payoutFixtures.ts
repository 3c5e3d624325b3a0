import type { Payout, PayoutDetail, PayoutsResponse } from '../../api/payouts';
import { pagedRows } from '../shared/FilteredList/listFixtures';

export const payouts: Payout[] = [
  {
    id: 41,
    created_at: '2026-03-05T09:07:00.000Z',
    from_username: 'bob_k',
    amount: '0.65',
    level_amount: '0.65',
    description: 'Level 1 income from bob_k',
    source: 'LEVEL INCOME',
    is_paid: 1,
    level: 1,
  },
  {
    id: 40,
    created_at: '2026-03-04T18:30:00.000Z',
    from_username: 'carol',
    amount: '1.234567',
    level_amount: '0.125',
    description: 'Team benefit from carol',
    source: 'NFT TRADE',
    is_paid: 1,
    level: 2,
  },
  {
    id: 39,
    created_at: '2026-03-02T00:15:00.000Z',
    from_username: 'dave',
    amount: '0.4',
    level_amount: '2.5',
    description: 'Team benefit from dave',
    source: 'CRYPTO TRADE',
    is_paid: 0,
    level: 3,
  },
];

export function payoutsPage(rows: readonly Payout[], total = rows.length, currentPage = 1): PayoutsResponse {
  return {
    status: true,
    data: pagedRows(rows, 'payouts?page=1', total, currentPage),
    more_details: [
      { title: 'Total Payouts', value: '4.275' },
      { title: "Today's Payouts", value: '0.65' },
    ],
    source: ['LEVEL INCOME', 'NFT TRADE', 'CRYPTO TRADE'],
  };
}

export const payoutDetail: PayoutDetail = {
  ...(payouts[0] as Payout),
  source_event: { kind: 'staking_return', reference: 'staking returns for 2026-03-05', date: '2026-03-05' },
  source_amount: '6.5',
  rate_percentage: '10.00',
  plan_version: 1,
};
