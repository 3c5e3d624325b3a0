import type {
  IncomePlan,
  OperatorIncomePlan,
  OperatorReservePlan,
  OperatorStakingPackage,
  ReservePlanTerms,
  StakingPackageTerms,
} from '../../../api/operatorPlans';
import { formatDateTime, formatUsdt } from '../../../ui';

/** How a term reads to a member: amounts in USDT, percents, terms in days, waits in minutes. */
export const termKinds = ['usdt', 'percent', 'days', 'minutes', 'count', 'active'] as const;
export type TermKind = (typeof termKinds)[number];
export type TermField = { key: string; label: string; kind: TermKind };
/** Every term as text, the way the form edits it; `active` is 'true' or 'false'. */
export type TermValues = Record<string, string>;

export type PlanTarget =
  | { kind: 'staking'; plan: OperatorStakingPackage }
  | { kind: 'reserve'; plan: OperatorReservePlan }
  | { kind: 'income'; plan: OperatorIncomePlan };
type Terms = StakingPackageTerms | ReservePlanTerms | IncomePlan;

export const LEVEL_NUMBERS = [1, 2, 3, 4, 5, 6] as const;
export const RANK_NAMES = ['VIP1', 'VIP2', 'VIP3', 'VIP4', 'VIP5', 'VIP6'] as const;

const stakingFields = (plan: OperatorStakingPackage): TermField[] => [
  { key: 'minimum_price', label: 'Minimum stake', kind: 'usdt' },
  { key: 'maximum_price', label: 'Maximum stake', kind: 'usdt' },
  { key: 'roi_percentage', label: 'Daily return', kind: 'percent' },
  // A Free zone package runs until the member unstakes: it has no term to change.
  ...(plan.zone === 'executive'
    ? [
        { key: 'min_duration', label: 'Shortest term', kind: 'days' as const },
        { key: 'duration', label: 'Longest term', kind: 'days' as const },
      ]
    : []),
  { key: 'early_exit_charge_percentage', label: 'Early exit charge', kind: 'percent' },
  { key: 'active', label: 'On offer', kind: 'active' },
];

const reserveFields: TermField[] = [
  { key: 'minimum_price', label: 'Minimum reservation', kind: 'usdt' },
  { key: 'maximum_price', label: 'Maximum reservation', kind: 'usdt' },
  { key: 'min_roi_percentage', label: 'Return from', kind: 'percent' },
  { key: 'roi_percentage', label: 'Return up to', kind: 'percent' },
  { key: 'min_trade_time', label: 'Wait before trading', kind: 'minutes' },
  { key: 'item_count', label: 'Items', kind: 'count' },
  { key: 'active', label: 'On sale', kind: 'active' },
];

const incomeFields: TermField[] = [
  { key: 'qualifying_stake', label: 'Qualifying stake', kind: 'usdt' },
  ...LEVEL_NUMBERS.flatMap((level) => [
    {
      key: `levels.${level}.staking_percentage`,
      label: `Level ${level} of staking returns`,
      kind: 'percent' as const,
    },
    {
      key: `levels.${level}.reserve_percentage`,
      label: `Level ${level} of reserve income`,
      kind: 'percent' as const,
    },
  ]),
  ...RANK_NAMES.flatMap((name) => [
    { key: `ranks.${name}.valid_directs`, label: `${name} valid directs`, kind: 'count' as const },
    { key: `ranks.${name}.team_business`, label: `${name} team business`, kind: 'usdt' as const },
  ]),
];

export function fieldsOf(target: PlanTarget): TermField[] {
  if (target.kind === 'staking') return stakingFields(target.plan);
  return target.kind === 'reserve' ? reserveFields : incomeFields;
}

/** The latest version written: a change carries its other terms over from this one, scheduled or not. */
export const latestOf = <T extends { in_force: Terms; scheduled: Terms[] }>(plan: T): T['in_force'] =>
  plan.scheduled.at(-1) ?? plan.in_force;

export const nameOf = (target: PlanTarget): string => {
  if (target.kind === 'income') return 'The income plan';
  if (target.kind === 'staking') return target.plan.name;
  return `${target.plan.type === 'nft' ? 'NFT' : 'Crypto'} ${target.plan.name}`;
};

export function valuesOf(terms: Terms): TermValues {
  const values: TermValues = {};
  for (const [key, value] of Object.entries(terms)) {
    if (key === 'levels' || key === 'ranks' || key === 'version' || key === 'effective_from') continue;
    values[key] = value === null ? '' : String(value);
  }
  if ('levels' in terms) {
    for (const l of terms.levels) {
      values[`levels.${l.level}.staking_percentage`] = l.staking_percentage;
      values[`levels.${l.level}.reserve_percentage`] = l.reserve_percentage;
    }
    for (const r of terms.ranks) {
      values[`ranks.${r.name}.valid_directs`] = String(r.valid_directs);
      values[`ranks.${r.name}.team_business`] = r.team_business;
    }
  }
  return values;
}

const units: Record<TermKind, string> = {
  usdt: '',
  percent: ' %',
  days: ' days',
  minutes: ' minutes',
  count: '',
  active: '',
};

export function formatTerm(kind: TermKind, value: string): string {
  if (kind === 'active') return value === 'true' ? 'Yes' : 'No';
  if (value === '') return '—';
  if (kind === 'usdt') return formatUsdt(value);
  if (kind === 'days' && value === '1') return '1 day';
  return `${value}${units[kind]}`;
}

export const since = (iso: string) => formatDateTime(iso);

/** '050.50' and '50.5' are the same term: a change is only what reads differently. */
export function sameTerm(a: string, b: string): boolean {
  const canon = (s: string) => {
    const text = s.trim();
    if (!/^\d+(\.\d+)?$/.test(text)) return text;
    const [whole = '', fraction = ''] = text.split('.');
    const f = fraction.replace(/0+$/, '');
    return `${whole.replace(/^0+(?=\d)/, '')}${f ? `.${f}` : ''}`;
  };
  return canon(a) === canon(b);
}

export type TermChange = { field: TermField; from: string; to: string };

export function changesOf(fields: readonly TermField[], before: TermValues, after: TermValues): TermChange[] {
  return fields
    .filter((field) => !sameTerm(before[field.key] ?? '', after[field.key] ?? ''))
    .map((field) => ({ field, from: before[field.key] ?? '', to: (after[field.key] ?? '').trim() }));
}
