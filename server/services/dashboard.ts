import { sql } from 'drizzle-orm';
import { type DashboardData, fromMicros } from '../../src/api/contract';
import type { DbOrTx } from '../db/client';
import type { Member } from './sessions';

interface DashboardRow {
  pay_in: string;
  pay_out: string;
  reserve: string;
  rank: number | null;
  team_business: string;
  staking_income: string;
  nft_income: string;
  crypto_income: string;
  level_income: string;
  total_team: number;
  valid_team: number;
  directs: number;
  valid_directs: number;
  level_2_and_3: number;
  stake_count: number;
  reserve_count: number;
  d_team_business: string;
  d_staking_income: string;
  d_nft_income: string;
  d_crypto_income: string;
  d_level_income: string;
  d_team_joins: number;
}

/**
 * The account at a glance, in one statement of primary-key lookups: the member's aggregates and today's row
 * (kept current by the transactions that change them), the three wallets, and the highest rank of the plan in
 * force whose thresholds the member meets. Level Profit counts all team income: level income on staking
 * returns and team benefits on reserve profits.
 */
export async function dashboardOf(tx: DbOrTx, member: Member): Promise<DashboardData> {
  const { rows } = (await tx.execute(sql`
    select
      coalesce((select balance from ledger_accounts where owner_user_id = ${member.id} and kind = 'pay_in'), 0)::text as pay_in,
      coalesce((select balance from ledger_accounts where owner_user_id = ${member.id} and kind = 'pay_out'), 0)::text as pay_out,
      coalesce((select balance from ledger_accounts where owner_user_id = ${member.id} and kind = 'reserve'), 0)::text as reserve,
      (select max(r.rank) from income_plan_ranks r
        where r.version = (select version from income_plan_versions where effective_from <= now() order by version desc limit 1)
          and s.valid_directs >= r.valid_directs and s.team_business >= r.team_business)::int as rank,
      s.team_business::text as team_business, s.staking_income::text as staking_income,
      s.nft_income::text as nft_income, s.crypto_income::text as crypto_income,
      (s.level_income + s.team_benefit_income)::text as level_income,
      s.total_team, s.valid_team, s.directs, s.valid_directs, s.level_2_and_3, s.stake_count, s.reserve_count,
      coalesce(d.team_business, 0)::text as d_team_business, coalesce(d.staking_income, 0)::text as d_staking_income,
      coalesce(d.nft_income, 0)::text as d_nft_income, coalesce(d.crypto_income, 0)::text as d_crypto_income,
      coalesce(d.level_income + d.team_benefit_income, 0)::text as d_level_income,
      coalesce(d.team_joins, 0) as d_team_joins
    from member_stats s
    left join member_daily_stats d on d.member_id = s.member_id and d.day = team_today()
    where s.member_id = ${member.id}`)) as unknown as { rows: DashboardRow[] };
  const r = rows[0];
  if (!r) throw new Error(`member ${member.id} has no statistics row`);
  const m = (v: string) => BigInt(v);
  const usdt = (v: bigint) => fromMicros(v);
  const todays = m(r.d_staking_income) + m(r.d_nft_income) + m(r.d_crypto_income) + m(r.d_level_income);
  const total = m(r.staking_income) + m(r.nft_income) + m(r.crypto_income) + m(r.level_income);
  return {
    name: member.name,
    username: member.username,
    referral_id: member.referralId,
    rank: r.rank ? `VIP${r.rank}` : '',
    payin_balance: usdt(m(r.pay_in)),
    pay_in_balance: usdt(m(r.pay_in)),
    pay_out_balance: usdt(m(r.pay_out)),
    reserve_balance: usdt(m(r.reserve)),
    todays_income: usdt(todays),
    todays_business: usdt(m(r.d_team_business)),
    todays_crypto_reserve_income: usdt(m(r.d_crypto_income)),
    todays_nft_reserve_income: usdt(m(r.d_nft_income)),
    todays_staking_income: usdt(m(r.d_staking_income)),
    todays_level_income: usdt(m(r.d_level_income)),
    todays_team_count: Number(r.d_team_joins),
    total_income: usdt(total),
    business_amount: usdt(m(r.team_business)),
    total_crypto_reserve_income: usdt(m(r.crypto_income)),
    total_nft_reserve_income: usdt(m(r.nft_income)),
    total_staking_income: usdt(m(r.staking_income)),
    total_level_income: usdt(m(r.level_income)),
    total_team_count: Number(r.total_team),
    total_referral_team: Number(r.directs),
    total_paid_referral_team: Number(r.valid_directs),
    level_1_count: Number(r.directs),
    level_2_count: Number(r.level_2_and_3),
    valid_members: Number(r.valid_team),
    stakeCount: Number(r.stake_count),
    reserveCount: Number(r.reserve_count),
  };
}
