import { and, eq, sql } from 'drizzle-orm';
import { type DashboardData, fromMicros } from '../../src/api/contract';
import { type Db, perDatabase } from '../db/client';
import { memberDailyStats, memberStats, tokens, users } from '../db/schema';
import { sha256 } from './secrets';
import { liveToken, slideToken } from './sessions';

const balance = (kind: 'pay_in' | 'pay_out' | 'reserve') =>
  sql<string>`coalesce((select balance from ledger_accounts
    where owner_user_id = ${users.id} and kind = ${sql.raw(`'${kind}'`)}), 0)::text`;

/**
 * The account at a glance for the session token's member, in one prepared statement of primary-key
 * lookups: the token and its member, the member's aggregates and today's row (kept current by the
 * transactions that change them), the three wallets, and the highest rank of the plan in force whose
 * thresholds the member meets. Planned once per connection, so a request costs about one indexed read.
 */
const prepared = perDatabase((db) =>
  db
    .select({
      tokenId: tokens.id,
      lastUsedAt: tokens.lastUsedAt,
      name: users.name,
      username: users.username,
      referralId: users.referralId,
      payIn: balance('pay_in'),
      payOut: balance('pay_out'),
      reserve: balance('reserve'),
      rank: sql<number | null>`(select max(r.rank) from income_plan_ranks r
        where r.version = (select version from income_plan_versions where effective_from <= now()
          order by version desc limit 1)
        and ${memberStats.validDirects} >= r.valid_directs and ${memberStats.teamBusiness} >= r.team_business)::int`,
      total: memberStats,
      today: memberDailyStats,
    })
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.userId))
    .leftJoin(memberStats, eq(memberStats.memberId, users.id))
    .leftJoin(
      memberDailyStats,
      and(eq(memberDailyStats.memberId, users.id), sql`${memberDailyStats.day} = team_today()`),
    )
    .where(liveToken(sql.placeholder('hash'), 'session', sql.placeholder('now')))
    .limit(1)
    .prepare('session_dashboard'),
);

/**
 * The dashboard of the member behind a session token, or null when the token is not a live session. Level
 * Profit counts all team income: level income on staking returns and team benefits on reserve profits.
 */
export async function sessionDashboard(
  db: Db,
  token: string,
  now: Date,
  slideMs: number,
): Promise<DashboardData | null> {
  const [r] = await prepared(db).execute({ hash: sha256(token), now });
  if (!r) return null;
  await slideToken(db, r, now, slideMs);
  const s = r.total;
  if (!s) throw new Error(`member ${r.username} has no statistics row`);
  const d = r.today;
  const usdt = (v: bigint | string) => fromMicros(BigInt(v));
  const dLevel = d ? d.levelIncome + d.teamBenefitIncome : 0n;
  const todays = d ? d.stakingIncome + d.nftIncome + d.cryptoIncome + dLevel : 0n;
  const level = s.levelIncome + s.teamBenefitIncome;
  const total = s.stakingIncome + s.nftIncome + s.cryptoIncome + level;
  return {
    name: r.name,
    username: r.username,
    referral_id: r.referralId,
    rank: r.rank ? `VIP${r.rank}` : '',
    payin_balance: usdt(r.payIn),
    pay_in_balance: usdt(r.payIn),
    pay_out_balance: usdt(r.payOut),
    reserve_balance: usdt(r.reserve),
    todays_income: usdt(todays),
    todays_business: usdt(d?.teamBusiness ?? 0n),
    todays_crypto_reserve_income: usdt(d?.cryptoIncome ?? 0n),
    todays_nft_reserve_income: usdt(d?.nftIncome ?? 0n),
    todays_staking_income: usdt(d?.stakingIncome ?? 0n),
    todays_level_income: usdt(dLevel),
    todays_team_count: d?.teamJoins ?? 0,
    total_income: usdt(total),
    business_amount: usdt(s.teamBusiness),
    total_crypto_reserve_income: usdt(s.cryptoIncome),
    total_nft_reserve_income: usdt(s.nftIncome),
    total_staking_income: usdt(s.stakingIncome),
    total_level_income: usdt(level),
    total_team_count: s.totalTeam,
    total_referral_team: s.directs,
    total_paid_referral_team: s.validDirects,
    level_1_count: s.directs,
    level_2_count: s.level2and3,
    valid_members: s.validTeam,
    stakeCount: s.stakeCount,
    reserveCount: s.reserveCount,
  };
}
