import type { StakeRecord, StakeTerms, StakingPackage } from '../../api/staking';
import { stakeStatuses, stakeStatusLabels } from '../../api/staking';
import { formatUsdt, roundDecimal } from '../../ui';

/**
 * An exact amount of the terms: every decimal the server computed, but at least two, so '0.275000' reads
 * '0.275 USDT' rather than being rounded to a figure the stake will not pay.
 */
export function exactUsdt(value: string): string {
  const match = /^(-?\d+)(?:\.(\d*))?$/.exec(value.trim());
  if (!match) return formatUsdt(value);
  const fraction = (match[2] ?? '').replace(/0+$/, '').padEnd(2, '0');
  return `${match[1]}.${fraction} USDT`;
}

const whole = (value: string) => roundDecimal(value, 0) ?? value;

/** '100 - 500 USDT' */
export const rangeText = (pkg: Pick<StakingPackage, 'minimum_price' | 'maximum_price'>) =>
  `${whole(pkg.minimum_price)} - ${whole(pkg.maximum_price)} USDT`;

export const dailyRateText = (percent: string) => `${percent}% daily`;

/** An Executive package's term range, or the Free zone's open term. */
export function termText(pkg: Pick<StakingPackage, 'min_duration' | 'duration'>): string {
  if (pkg.min_duration === null && pkg.duration === null) return 'Flexible, until you unstake';
  const min = pkg.min_duration ?? pkg.duration;
  const max = pkg.duration ?? pkg.min_duration;
  return min === max ? `${min} days` : `${min} - ${max} days`;
}

export const durationHint = (pkg: StakingPackage) =>
  pkg.min_duration !== null || pkg.duration !== null ? `Choose ${termText(pkg)}` : undefined;

/** A stake's status as words; colour never carries it alone. */
export const stakeStatusText = (status: number) =>
  stakeStatusLabels[status as keyof typeof stakeStatusLabels] ?? `Status ${status}`;

export const canUnstake = (stake: Pick<StakeRecord, 'status'>) => stake.status === stakeStatuses.active;

/** The lines of step 2: what the stake pays and what leaving early gives back, all from the server's terms. */
export function termsLines(terms: StakeTerms): { label: string; value: string }[] {
  const lines = [
    { label: 'Package', value: terms.package },
    { label: 'Amount', value: formatUsdt(terms.amount) },
    { label: 'Daily rate', value: `${terms.roi_percentage}% (${exactUsdt(terms.daily_return)} a day)` },
    { label: 'Yearly equivalent', value: `${terms.yearly_percentage}% (${terms.yearly_basis})` },
    { label: 'First earning day', value: terms.start_date },
    { label: 'Last earning day', value: terms.end_date ?? 'None: runs until you unstake' },
  ];
  if (terms.duration !== null) lines.push({ label: 'Term', value: `${terms.duration} days` });
  if (terms.expected_total_return !== null) {
    lines.push({ label: 'Expected total return', value: exactUsdt(terms.expected_total_return) });
  }
  if (terms.expected_total_payout !== null && terms.principal_returned_on !== null) {
    lines.push({
      label: 'Paid back in total',
      value: `${exactUsdt(terms.expected_total_payout)} by ${terms.principal_returned_on}`,
    });
  }
  lines.push(
    { label: 'Early-exit charge', value: `${terms.early_exit_charge_percentage}%` },
    {
      label: 'If you unstake today',
      value: `${exactUsdt(terms.unstake_return_today)} back (charge ${exactUsdt(terms.unstake_charge_today)})`,
    },
  );
  return lines;
}

/** What 'Yearly equivalent' means (contract/staking.ts: the simple sum of 365 daily rates). */
export const YEARLY_EXPLAINED =
  'The yearly equivalent is the daily rate added up over 365 days, only to compare packages: returns are not compounded, and a stake earns only for the days it is held.';

/** Who carries the risk of a stake, said plainly before the member commits. */
export const STAKE_RISK =
  'The returns are paid by the operator of this platform under these terms. Nobody else insures or guarantees them: if the operator cannot pay, you may lose what you staked.';
