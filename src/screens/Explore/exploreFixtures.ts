import type { StakeRecord, StakeTerms, StakingPackage, SubscriptionsResponse } from '../../api/staking';

/** Artwork inlined so stories need no server. */
const art = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="hsl(${hue} 60% 45%)"/><circle cx="2" cy="1.5" r="1" fill="hsl(${hue + 150} 70% 65%)"/></svg>`,
  )}`;

export const executivePackages: StakingPackage[] = [1, 2, 3, 4, 5, 6].map((level) => ({
  id: level,
  name: `Level ${level}`,
  image: art(level * 50),
  zone: 'executive',
  level,
  minimum_price: level === 1 ? '100' : `${level * 500 + 50}`,
  maximum_price: `${level * 1000}`,
  roi_percentage: (0.45 + level * 0.05).toFixed(2),
  min_duration: 10,
  duration: level * 30,
  early_exit_charge_percentage: '2.00',
}));

export const freePackage: StakingPackage = {
  id: 7,
  name: 'Free Zone',
  image: art(300),
  zone: 'free',
  level: null,
  minimum_price: '100',
  maximum_price: '2000',
  roi_percentage: '0.20',
  min_duration: null,
  duration: null,
  early_exit_charge_percentage: '0.00',
};

export const packages = [...executivePackages, freePackage];

const stake = (id: number, extra: Partial<StakeRecord>): StakeRecord => ({
  id,
  package: 'Level 1',
  package_id: 1,
  amount_paid: '500.00',
  zone: 'executive',
  invoice_id: `STK00000${id}`,
  days: 3,
  paid_roi_income: '7.5',
  status: 1,
  created_at: '2026-11-18T10:00:00.000Z',
  roi_percentage: '0.50',
  start_date: '2026-11-19',
  end_date: '2026-11-28',
  duration: 10,
  expected_total_return: '25.00',
  early_exit_charge_percentage: '2.00',
  closed_at: null,
  ...extra,
});

export const stakesPage: SubscriptionsResponse['data'] = {
  current_page: 1,
  last_page: 1,
  from: 1,
  to: 3,
  total: 3,
  per_page: 10,
  first_page_url: 'subscriptions?model=staking&page=1',
  data: [
    stake(3, {
      package: 'Free Zone',
      package_id: 7,
      amount_paid: '100.00',
      zone: 'free',
      paid_roi_income: '0.6',
      roi_percentage: '0.20',
      end_date: null,
      duration: null,
      expected_total_return: null,
      early_exit_charge_percentage: '0.00',
    }),
    stake(2, {}),
    stake(1, { status: 0, days: 1, paid_roi_income: '2.5', closed_at: '2026-11-20T10:00:00.000Z' }),
  ],
};

export const emptyStakes: SubscriptionsResponse['data'] = {
  ...stakesPage,
  from: null,
  to: null,
  total: 0,
  data: [],
};

export const level1Terms: StakeTerms = {
  package_id: 1,
  package: 'Level 1',
  zone: 'executive',
  amount: '500.00',
  roi_percentage: '0.50',
  daily_return: '2.500000',
  yearly_percentage: '182.50',
  yearly_basis: 'simple, 365 days',
  start_date: '2026-11-23',
  end_date: '2026-12-02',
  principal_returned_on: '2026-12-03',
  duration: 10,
  expected_total_return: '25.000000',
  expected_total_payout: '525.000000',
  early_exit_charge_percentage: '2.00',
  unstake_charge_today: '10.000000',
  unstake_return_today: '490.000000',
};
