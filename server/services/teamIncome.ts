import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { type CounterpartLegs, postBatchTransfer } from '../ledger';

/** What uplines' team income is paid on: one row per source event in the scratch table `team_income_events`. */
export interface UplineIncome {
  sourceKind: 'staking_return' | 'reserve_profit';
  /** The ledger transfer's kind and description. */
  transferKind: 'level_income' | 'team_benefit';
  transferDescription: string;
  rate: 'staking_rate_ppm' | 'reserve_rate_ppm';
  /** The member_stats / member_daily_stats column the beneficiaries' income is added to. */
  incomeColumn: 'level_income' | 'team_benefit_income';
  /** Words for the payout's description: 'Level 2 income from alice (staking returns for 2026-03-01)'. */
  label: string;
}

const EVENTS = sql`create temp table if not exists team_income_events (source_id bigint primary key,
  member_id integer not null, amount bigint not null, source text not null, reference text not null,
  source_date date not null) on commit delete rows`;

/** A fresh scratch table for the events of one call; fill it, then call payUplines. */
export async function stageEvents(tx: Tx, events: SQL) {
  await tx.execute(EVENTS);
  await tx.execute(sql`truncate team_income_events`);
  await tx.execute(sql`insert into team_income_events (source_id, member_id, amount, source, reference, source_date)
    ${events}`);
}

/**
 * Pays every qualifying upline at depth 1–6 its plan rate of each staged event, rounded down to a micro-USDT,
 * through one ledger transfer. The unique (source_kind, source_id, beneficiary, level) key makes a replay or a
 * concurrent run insert nothing, so nothing is credited twice: the ledger legs are read back from the rows this
 * call inserted. The version in force and each upline's qualification are read in the same statement. With
 * `later`, the platform's leg is held back there for the caller to settle before it commits.
 */
export async function payUplines(tx: Tx, income: UplineIncome, later?: CounterpartLegs): Promise<bigint> {
  const rate = sql.raw(`l.${income.rate}`);
  const posted = await postBatchTransfer(
    tx,
    {
      kind: income.transferKind,
      description: income.transferDescription,
      memberKind: 'pay_out',
      counterpart: 'platform_income_paid',
    },
    async (transferId, sp) => {
      await sp.execute(sql`insert into team_payouts (beneficiary_id, from_member_id, level, source, source_kind,
          source_id, source_reference, source_date, source_amount, rate_ppm, amount, plan_version, description,
          transfer_id)
        select a.ancestor_id, ev.member_id, a.depth, ev.source, ${income.sourceKind}, ev.source_id, ev.reference,
          ev.source_date, ev.amount, ${rate}, ev.amount * ${rate} / 1000000, v.version,
          'Level ' || a.depth || ' ' || ${income.label} || ' from ' || u.username || ' (' || ev.reference || ')',
          ${transferId}
        from team_income_events ev
        cross join (select version, qualifying_stake from income_plan_versions where effective_from <= now()
          order by version desc limit 1) v
        join member_ancestors a on a.member_id = ev.member_id and a.depth <= 6
        join income_plan_levels l on l.version = v.version and l.level = a.depth
        join member_stats s on s.member_id = a.ancestor_id and s.own_business >= v.qualifying_stake
        join users u on u.id = ev.member_id
        where ev.amount * ${rate} / 1000000 > 0
        on conflict do nothing`);
      return sql`select beneficiary_id as member_id, amount from team_payouts where transfer_id = ${transferId}`;
    },
    later,
  );
  if (!posted) return 0n;
  const column = sql.raw(income.incomeColumn);
  await tx.execute(sql`select count(*) from (select member_id from member_stats where member_id in
    (select beneficiary_id from team_payouts where transfer_id = ${posted.id}) order by member_id for no key update) l`);
  await tx.execute(sql`update member_stats s set ${column} = s.${column} + p.amount
    from (select beneficiary_id, sum(amount) as amount from team_payouts where transfer_id = ${posted.id}
      group by beneficiary_id) p
    where s.member_id = p.beneficiary_id`);
  await tx.execute(sql`insert into member_daily_stats (member_id, day, ${column})
    select beneficiary_id, team_today(), sum(amount) from team_payouts where transfer_id = ${posted.id}
    group by beneficiary_id
    on conflict (member_id, day) do update set ${column} = member_daily_stats.${column} + excluded.${column}`);
  await tx.execute(sql`insert into member_level_income (member_id, level, amount)
    select beneficiary_id, level, sum(amount) from team_payouts where transfer_id = ${posted.id}
    group by beneficiary_id, level
    on conflict (member_id, level) do update set amount = member_level_income.amount + excluded.amount`);
  return posted.total;
}

/** Adds a member's own income (staking returns, reserve profits) to their totals and today's figures. */
export async function addOwnIncome(
  tx: Tx,
  column: 'staking_income' | 'nft_income' | 'crypto_income',
  amounts: SQL,
) {
  const col = sql.raw(column);
  await tx.execute(sql`select count(*) from (select member_id from member_stats where member_id in
    (select member_id from (${amounts}) m) order by member_id for no key update) l`);
  await tx.execute(sql`update member_stats s set ${col} = s.${col} + m.amount
    from (${amounts}) m where s.member_id = m.member_id`);
  await tx.execute(sql`insert into member_daily_stats (member_id, day, ${col})
    select member_id, team_today(), amount from (${amounts}) m
    on conflict (member_id, day) do update set ${col} = member_daily_stats.${col} + excluded.${col}`);
}
