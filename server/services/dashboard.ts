import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, perDatabase } from '../db/client';
import { rankReached } from '../db/incomePlan';
import { ledgerAccounts, memberDailyStats, memberStats, tokens, users } from '../db/schema';
import { sha256 } from './secrets';
import { liveToken, slideToken } from './sessions';

/**
 * Micro-USDT as the contract's decimal string with six places, as `fromMicros` writes it: a bigint times a
 * numeric of scale 6 is exact and keeps that scale.
 */
const usdt = (micros: SQL) => sql`((${micros}) * 0.000001)::text`;

/**
 * Today's figure, zero when the member has no row for today yet, and never above its total: a day's row only
 * ever adds, so a stake counted on a day of the database's clock and ended on a later day of the app's
 * (a rehearsal clock, a seeded stake) would otherwise leave today above the total.
 */
const today = (column: SQL, total: SQL) => sql`least(coalesce(${column}, 0), ${total})`;

const s = memberStats;
const d = memberDailyStats;

/** The member's three wallets in one read of their accounts; a wallet not opened yet holds nothing. */
const wallets = (db: Db) => {
  const held = (kind: 'pay_in' | 'pay_out' | 'reserve') =>
    sql<string>`coalesce(sum(${ledgerAccounts.balance}) filter (where ${ledgerAccounts.kind} = ${sql.raw(`'${kind}'`)}), 0)`.as(
      kind,
    );
  return db
    .select({ payIn: held('pay_in'), payOut: held('pay_out'), reserve: held('reserve') })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerUserId, users.id),
        inArray(ledgerAccounts.kind, ['pay_in', 'pay_out', 'reserve']),
      ),
    )
    .as('w');
};
type Wallets = ReturnType<typeof wallets>;

/**
 * The dashboard's fields in the contract's shape (`dashboardData`), all but the rank, as a JSON object. Level
 * Profit counts all team income: level income on staking returns and team benefits on reserve profits.
 */
const fields = (w: Wallets) => sql<string>`json_build_object(
  'name', ${users.name},
  'username', ${users.username},
  'referral_id', ${users.referralId},
  'payin_balance', ${usdt(sql`${w.payIn}`)},
  'pay_in_balance', ${usdt(sql`${w.payIn}`)},
  'pay_out_balance', ${usdt(sql`${w.payOut}`)},
  'reserve_balance', ${usdt(sql`${w.reserve}`)},
  'todays_income', ${usdt(today(sql`${d.stakingIncome} + ${d.nftIncome} + ${d.cryptoIncome} + ${d.levelIncome} + ${d.teamBenefitIncome}`, sql`${s.stakingIncome} + ${s.nftIncome} + ${s.cryptoIncome} + ${s.levelIncome} + ${s.teamBenefitIncome}`))},
  'todays_business', ${usdt(today(sql`${d.teamBusiness}`, sql`${s.teamBusiness}`))},
  'todays_crypto_reserve_income', ${usdt(today(sql`${d.cryptoIncome}`, sql`${s.cryptoIncome}`))},
  'todays_nft_reserve_income', ${usdt(today(sql`${d.nftIncome}`, sql`${s.nftIncome}`))},
  'todays_staking_income', ${usdt(today(sql`${d.stakingIncome}`, sql`${s.stakingIncome}`))},
  'todays_level_income', ${usdt(today(sql`${d.levelIncome} + ${d.teamBenefitIncome}`, sql`${s.levelIncome} + ${s.teamBenefitIncome}`))},
  'todays_team_count', ${today(sql`${d.teamJoins}`, sql`${s.totalTeam}`)},
  'total_income', ${usdt(sql`${s.stakingIncome} + ${s.nftIncome} + ${s.cryptoIncome} + ${s.levelIncome} + ${s.teamBenefitIncome}`)},
  'business_amount', ${usdt(sql`${s.teamBusiness}`)},
  'total_crypto_reserve_income', ${usdt(sql`${s.cryptoIncome}`)},
  'total_nft_reserve_income', ${usdt(sql`${s.nftIncome}`)},
  'total_staking_income', ${usdt(sql`${s.stakingIncome}`)},
  'total_level_income', ${usdt(sql`${s.levelIncome} + ${s.teamBenefitIncome}`)},
  'total_team_count', ${s.totalTeam},
  'total_referral_team', ${s.directs},
  'total_paid_referral_team', ${s.validDirects},
  'level_1_count', ${s.directs},
  'level_2_count', ${s.level2and3},
  'valid_members', ${s.validTeam},
  'stakeCount', ${s.stakeCount},
  'reserveCount', ${s.reserveCount}
)::text`;

/**
 * The account at a glance for the session token's member, in one prepared statement of primary-key
 * lookups: the token and its member, the member's aggregates and today's row (kept current by the
 * transactions that change them) and the wallets. The statement writes the fields as JSON itself, so a
 * request costs about one indexed read and no per-field work on the server. Planned once per connection.
 */
const prepared = perDatabase((db) => {
  const w = wallets(db);
  return db
    .select({
      tokenId: tokens.id,
      lastUsedAt: tokens.lastUsedAt,
      validDirects: memberStats.validDirects,
      teamBusiness: memberStats.teamBusiness,
      fields: fields(w),
    })
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.userId))
    .leftJoin(memberStats, eq(memberStats.memberId, users.id))
    .leftJoin(
      memberDailyStats,
      and(eq(memberDailyStats.memberId, users.id), sql`${memberDailyStats.day} = team_today()`),
    )
    .leftJoinLateral(w, sql`true`)
    .where(liveToken(sql.placeholder('hash'), 'session', sql.placeholder('now')))
    .limit(1)
    .prepare('session_dashboard');
});

/**
 * The dashboard of the member behind a session token as the JSON body of `dashboardResponse`, or null when
 * the token is not a live session. The rank is the highest of the plan in force whose thresholds the member
 * meets.
 */
export async function sessionDashboard(
  db: Db,
  token: string,
  now: Date,
  slideMs: number,
): Promise<string | null> {
  // The instant goes as text: PostgreSQL reads it as the column's type, and the driver's Date formatting is slow.
  const [r] = await prepared(db).execute({ hash: sha256(token), now: now.toISOString() });
  if (!r) return null;
  await slideToken(db, r, now, slideMs);
  // Every member has a statistics row from the moment they register; without it the figures would be wrong.
  if (r.validDirects === null || r.teamBusiness === null)
    throw new Error(`member of token ${r.tokenId} has no statistics row`);
  const rank = await rankReached(db, r.validDirects, r.teamBusiness, now);
  return `{"status":true,"data":{"rank":"${rank > 0 ? `VIP${rank}` : ''}",${r.fields.slice(1)}}`;
}
