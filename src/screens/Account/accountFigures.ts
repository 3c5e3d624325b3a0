import { amountMicros } from '../../api/amount';
import type { DashboardData } from '../../api/dashboard';
import { formatDollars } from '../../ui';

/** The level on the profile card is the rank without the word 'Rank' (spec document 2 §2). */
export function levelName(rank: string): string {
  return (
    rank
      .replace(/\brank\b/gi, '')
      .replace(/\s+/g, ' ')
      .trim() || 'None'
  );
}

/** Sums decimal amounts on micro-USDT so no float ever rounds them; a part that is not an amount counts as 0. */
export function addAmounts(...values: readonly string[]): string {
  const micros = values.reduce((sum, value) => sum + (amountMicros(value) ?? 0n), 0n);
  const fraction = (micros % 1_000_000n).toString().padStart(6, '0');
  return `${micros / 1_000_000n}.${fraction}`;
}

/** The page's link for new members to join under this one (spec document 2 §2, /register?u={referral code}). */
export function referralLink(origin: string, referralCode: string): string {
  return `${origin}/register?u=${encodeURIComponent(referralCode)}`;
}

export type Figure = { label: string; value: string };

const money = (value: string) => formatDollars(value);
const count = (value: number) => String(value);

/** The Daily and Total panels, in the spec's order. */
export function incomeFigures(data: DashboardData): { daily: Figure[]; total: Figure[] } {
  return {
    daily: [
      { label: 'Profit', value: money(data.todays_income) },
      { label: 'Team Business', value: money(data.todays_business) },
      { label: 'Crypto Reserve Profit', value: money(data.todays_crypto_reserve_income) },
      { label: 'NFT Reserve Profit', value: money(data.todays_nft_reserve_income) },
      { label: 'Stake Profit', value: money(data.todays_staking_income) },
      { label: 'Level Profit', value: money(data.todays_level_income) },
      { label: 'Team Count', value: count(data.todays_team_count) },
    ],
    total: [
      { label: 'Profit', value: money(data.total_income) },
      { label: 'Team Business', value: money(data.business_amount) },
      { label: 'Crypto Reserve Profit', value: money(data.total_crypto_reserve_income) },
      { label: 'NFT Reserve Profit', value: money(data.total_nft_reserve_income) },
      { label: 'Stake Profit', value: money(data.total_staking_income) },
      { label: 'Level Profit', value: money(data.total_level_income) },
      { label: 'Team Count', value: count(data.total_team_count) },
    ],
  };
}

export function teamFigures(data: DashboardData): Figure[] {
  return [
    { label: 'Total Team Members', value: count(data.total_team_count) },
    { label: 'Valid Members', value: count(data.valid_members) },
    { label: 'A enthusiast', value: count(data.level_1_count) },
    { label: 'B+C enthusiasts', value: count(data.level_2_count) },
  ];
}

export function orderFigures(data: DashboardData): Figure[] {
  return [
    { label: 'Total Stake Count', value: count(data.stakeCount) },
    { label: 'Total Reserve Count', value: count(data.reserveCount) },
    { label: 'Total Stake Profit', value: money(data.total_staking_income) },
    {
      label: 'Total Reserve Profit',
      value: money(addAmounts(data.total_crypto_reserve_income, data.total_nft_reserve_income)),
    },
  ];
}

export function balanceFigures(data: DashboardData): Figure[] {
  return [
    { label: 'Wallet Balance', value: money(data.pay_in_balance || data.payin_balance) },
    { label: 'Withdraw Balance', value: money(data.pay_out_balance) },
    { label: 'Reserve Balance', value: money(data.reserve_balance) },
  ];
}
