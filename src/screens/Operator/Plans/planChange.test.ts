import { describe, expect, it } from 'vitest';
import { formErrorsOf, planChangeOf } from './planChange';
import { plansFixture } from './plansFixtures';
import { changesOf, fieldsOf, latestOf, type PlanTarget, valuesOf } from './planTerms';

const income: PlanTarget = { kind: 'income', plan: plansFixture.income };
const gold: PlanTarget = { kind: 'staking', plan: plansFixture.staking[1]! };

const edit = (target: PlanTarget, edits: Record<string, string>) => {
  const before = valuesOf(latestOf(target.plan));
  return changesOf(fieldsOf(target), before, { ...before, ...edits });
};

describe('a plan change', () => {
  it('names only the terms that read differently, so 0.6 for 0.60 is no change', () => {
    expect(edit(gold, { roi_percentage: '0.6', duration: '400' }).map((c) => c.field.key)).toEqual([
      'duration',
    ]);
  });

  it('starts from the latest version written, a scheduled one included', () => {
    expect(valuesOf(latestOf(gold.plan)).roi_percentage).toBe('0.60');
  });

  it('sends days as whole numbers, on offer as a boolean, and the time it takes effect', () => {
    const change = planChangeOf(
      gold,
      edit(gold, { duration: '400', active: 'false' }),
      '2027-01-01T00:00:00.000Z',
    );
    expect(change).toEqual({
      kind: 'staking',
      id: 2,
      body: { duration: 400, active: false, effective_from: '2027-01-01T00:00:00.000Z' },
    });
  });

  it("sends the income plan's changed levels and ranks by their number and name", () => {
    const change = planChangeOf(
      income,
      edit(income, {
        'levels.3.reserve_percentage': '4',
        'ranks.VIP2.valid_directs': '5',
        qualifying_stake: '120',
      }),
    );
    expect(change).toEqual({
      kind: 'income',
      body: {
        qualifying_stake: '120',
        levels: [{ level: 3, reserve_percentage: '4' }],
        ranks: [{ name: 'VIP2', valid_directs: 5 }],
      },
    });
  });

  it("puts the server's message for a level by its place in the request beside that level's field", () => {
    const change = planChangeOf(income, edit(income, { 'levels.5.staking_percentage': '101' }));
    expect(
      formErrorsOf(change, {
        'levels.0.staking_percentage': ['staking_percentage must be at most 100'],
        levels: ["The six levels' staking_percentage add up to more than 100 (120)"],
      }),
    ).toEqual({
      'levels.5.staking_percentage': ['staking_percentage must be at most 100'],
      levels: ["The six levels' staking_percentage add up to more than 100 (120)"],
    });
  });
});
