import type { OperatorPlans } from '../../../api/operatorPlans';

const at = (iso: string) => iso;
const staking = (id: number, version: number, roi: string) => ({
  version,
  effective_from: at('2026-03-01T10:00:00Z'),
  minimum_price: id === 1 ? '100' : '1000',
  maximum_price: id === 1 ? '950' : '5000',
  roi_percentage: roi,
  min_duration: id === 1 ? null : 30,
  duration: id === 1 ? null : 365,
  early_exit_charge_percentage: '10.00',
  active: true,
});

/** Two packages (Gold with a change scheduled), two reserve plans and the income plan. */
export const plansFixture: OperatorPlans = {
  staking: [
    {
      id: 1,
      name: 'Starter',
      image: '',
      zone: 'free',
      level: null,
      in_force: staking(1, 1, '0.30'),
      scheduled: [],
    },
    {
      id: 2,
      name: 'Gold',
      image: '',
      zone: 'executive',
      level: 2,
      in_force: staking(2, 2, '0.50'),
      scheduled: [{ ...staking(2, 3, '0.60'), effective_from: at('2026-12-01T00:00:00Z') }],
    },
  ],
  reserve: [1, 7].map((id) => ({
    id,
    type: id === 1 ? ('nft' as const) : ('crypto' as const),
    level: 1,
    name: 'Level 1',
    in_force: {
      version: 1,
      effective_from: at('2026-01-15T08:30:00Z'),
      minimum_price: '50.00',
      maximum_price: '500.00',
      min_roi_percentage: '1.50',
      roi_percentage: '2.50',
      min_trade_time: 30,
      item_count: 4,
      active: true,
    },
    scheduled: [],
  })),
  income: {
    in_force: {
      version: 1,
      effective_from: at('2026-01-01T00:00:00Z'),
      qualifying_stake: '100.00',
      levels: [10, 5, 3, 2, 1, 1].map((p, i) => ({
        level: i + 1,
        staking_percentage: `${p}.00`,
        reserve_percentage: `${p}.00`,
      })),
      ranks: [1, 2, 3, 4, 5, 6].map((n) => ({
        name: `VIP${n}`,
        valid_directs: n * 2,
        team_business: `${n * 5000}.00`,
      })),
    },
    scheduled: [],
  },
};

/** The income plan with version 2 written to take effect later. */
export const withIncomeScheduled: OperatorPlans = {
  ...plansFixture,
  income: {
    ...plansFixture.income,
    scheduled: [
      {
        ...plansFixture.income.in_force,
        version: 2,
        effective_from: at('2027-01-01T00:00:00Z'),
        qualifying_stake: '150.00',
      },
    ],
  },
};
