import type { ReserveDashboard, ReserveLog, ReservePlan, ReserveSubscription } from '../../api/reserve';

const plan = (id: number, level: number, min: string, max: string, lo: string, hi: string): ReservePlan => ({
  id,
  type: 'nft',
  level,
  name: `Level ${level}`,
  minimum_price: min,
  maximum_price: max,
  min_roi_percentage: lo,
  roi_percentage: hi,
  min_trade_time: 60,
  item_count: 3,
});

export const storyPlans: ReservePlan[] = [
  plan(1, 1, '100.00', '500.00', '1.00', '1.50'),
  plan(2, 2, '501.00', '1000.00', '1.50', '2.00'),
];

export const storyLog = (id: number, amount: string, profit: string | null): ReserveLog => ({
  id,
  type: 'nft',
  image_id: 1 + (id % 5),
  amount,
  min_amount: '33.666667',
  max_amount: '33.833334',
  profit,
  roi_ppm: null,
  risk_factor: '33.33',
  status: profit === null ? 0 : 1,
  traded_at: profit === null ? null : '2026-11-22T10:05:00.000Z',
});

/** A real draw: these profits follow from the seed by the published rule, so Check results verifies them. */
export const storySeed = '5eed'.repeat(16);
export const storySeedHash = 'f9fa5c699354e46a448f75765ae99bf06741d541ab6c337c0f3722850adbb136';

export const storyReservation = (overrides: Partial<ReserveSubscription> = {}): ReserveSubscription => ({
  id: 7,
  invoice_id: 'RSV000007',
  type: 'nft',
  amount_paid: '100.00',
  is_claimed: 0,
  created_at: '2026-11-22T09:00:00.000Z',
  next_trade_time: '2026-11-22T10:00:00.000Z',
  package: { ...storyPlans[0], min_trade_time: 60 } as ReserveSubscription['package'],
  seed_hash: storySeedHash,
  seed: null,
  reserve_logs: [
    storyLog(11, '33.333334', null),
    storyLog(12, '33.333333', null),
    storyLog(13, '33.333333', null),
  ],
  income: null,
  ...overrides,
});

export const tradedLogs = [
  storyLog(11, '33.333334', '0.392200'),
  storyLog(12, '33.333333', '0.382199'),
  storyLog(13, '33.333333', '0.484866'),
];

export const storyDashboard = (overrides: Partial<ReserveDashboard> = {}): ReserveDashboard => ({
  reserve_balance: '700',
  reserved_balance: '0',
  today_reserve_earning: '1.259265',
  total_reserve_income: '12.5',
  level_bonus: '0.75',
  reserve_history: [],
  all_reserve_history: [],
  server_time: '2026-11-22T09:30:00.000Z',
  ...overrides,
});
