import type { StakeBody, StakeTermsQuery, StakingPackage } from '../../api/staking';
import { stakeInputError, stakeLimitsOf, stakeMessages } from '../../api/staking';

/** What the member types in step 1: whole USDT, and the term in days for the Executive zone. */
export interface StakeForm {
  amount: string;
  duration: string;
}

export const emptyStakeForm: StakeForm = { amount: '', duration: '' };

export type StakeFieldErrors = Partial<Record<keyof StakeForm, string>>;

/** Both fields keep digits only as the member types (spec document 1 §5: the amount is digits only). */
export const filterDigits = (text: string) => text.replace(/[^0-9]/g, '').slice(0, 15);

const durationOf = (pkg: StakingPackage, form: StakeForm) =>
  pkg.zone === 'executive' && form.duration !== '' ? Number(form.duration) : undefined;

/** The server's rules, first one broken, on the field it belongs to; the Free zone never sends a duration. */
export function stakeFieldErrors(pkg: StakingPackage | null, form: StakeForm): StakeFieldErrors {
  if (!pkg) return { amount: stakeMessages.plan };
  const problem = stakeInputError(stakeLimitsOf(pkg), {
    amount: form.amount,
    duration: durationOf(pkg, form),
  });
  if (!problem) return {};
  return problem.field === 'duration' ? { duration: problem.message } : { amount: problem.message };
}

export function termsQueryOf(pkg: StakingPackage, form: StakeForm): StakeTermsQuery {
  const duration = durationOf(pkg, form);
  return {
    package_id: pkg.id,
    amount: form.amount.trim(),
    ...(duration === undefined ? {} : { duration }),
  };
}

/** The spec's staking payload; executive sends its duration, free sends none. */
export function stakeBodyOf(pkg: StakingPackage, form: StakeForm, username: string): StakeBody {
  const duration = durationOf(pkg, form);
  return {
    username,
    package_id: pkg.id,
    subscription_type: 'variable',
    model: 'staking',
    investment_amount: form.amount.trim(),
    zone: pkg.zone,
    ...(duration === undefined ? {} : { duration }),
  };
}
