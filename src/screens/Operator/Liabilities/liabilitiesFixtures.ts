import type { LiabilitiesReport } from '../../../api/operatorMoney';

const invariants = [
  'each balance equals the sum of its entries',
  'all accounts sum to zero',
  'every transfer is balanced',
  'no member balance below zero',
].map((invariant) => ({ invariant, ok: true, violations: [] as string[] }));

/** Seven days that end with the platform holding more than it owes. */
export const report: LiabilitiesReport = {
  as_of: '2026-03-14T09:34:00.000Z',
  owed: {
    pay_in: '1200',
    pay_out: '350.5',
    reserve: '800',
    pending_withdrawal: '20',
    staked: '5000',
    reserved: '600',
    deposits_not_synced: '150',
    total: '8120.5',
  },
  held: [
    { method: 'USDT BEP20', received: '2000', paid_out: '100', held: '1900' },
    { method: 'USDT TRC20', received: '7000', paid_out: '500', held: '6500' },
  ],
  held_total: '8400',
  difference: '279.5',
  trend: [
    ['2026-03-08', '7000', '7400'],
    ['2026-03-09', '7100', '7450'],
    ['2026-03-10', '7300', '7500'],
    ['2026-03-11', '7600', '7700'],
    ['2026-03-12', '7900', '8000'],
    ['2026-03-13', '8000', '8300'],
    ['2026-03-14', '8120.5', '8400'],
  ].map(([date, owed, held]) => ({
    date: date as string,
    owed: owed as string,
    held: held as string,
    difference: String(Number(held) - Number(owed)),
  })),
  ledger_check: { ok: true, invariants },
};

/** The platform owes more than it holds: a withdrawal run drained one method. */
export const shortReport: LiabilitiesReport = {
  ...report,
  held: [{ method: 'USDT TRC20', received: '7000', paid_out: '1500', held: '5500' }],
  held_total: '5500',
  difference: '-2620.5',
  trend: report.trend.map((day, index) =>
    index < 5 ? day : { ...day, held: '5500', difference: index === 5 ? '-2500' : '-2620.5' },
  ),
};

export const brokenLedger: LiabilitiesReport = {
  ...report,
  ledger_check: {
    ok: false,
    invariants: [
      ...invariants.slice(0, 3),
      { invariant: 'no member balance below zero', ok: false, violations: ['alice pay_out is -5.000000'] },
    ],
  },
};
