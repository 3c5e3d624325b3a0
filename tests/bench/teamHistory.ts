import pg from 'pg';

/**
 * The history of a tree made by `createTeam`: what a year of use leaves in the lists members and operators
 * page through, written by INSERT … SELECT generate_series in a few statements.
 *
 * Every member but the top one: a deposit, five level-income payouts, two moves from the receiving wallet to
 * the reserve wallet, and for every fifth member a withdrawal (paid, or pending for every 25th), one sign-in
 * and for every 100th member a ticket: about ten wallet lines each. The top member (`topId`) has a history
 * of their own of 5,000 blocks, each five deposits, ten paid and one unpaid payout, two moves to the reserve
 * wallet, a paid withdrawal and for two blocks in five a stake: 102,000 wallet lines, plus 10,000 sign-ins
 * and 300 tickets. The back office has 300,000 audit rows.
 *
 * Every movement is a balanced two-leg transfer: entries are written with the balance each left its account
 * with, in the account's id order, and the accounts' balances are set to the sum of their entries, so the
 * ledger check passes on the result. Foreign keys are not checked while the rows go in (session replication
 * role), which is why every reference is computed from ids chosen here; stakes go in with triggers on, so
 * the team statistics count them, and the lists' daily totals and counts are counted once at the end.
 */

export interface HistoryShape {
  members: number;
  topId: number;
}

/** Seconds of the history's steps: bulk members' events a day apart, the top member's blocks 1.5 hours. */
const TOP_BLOCKS = 5_000;
const TOP_SEQ = (members: number) => (members + 1) * 10;

export async function createHistory(url: string, { members, topId }: HistoryShape): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const q = (text: string, values: unknown[] = []) => client.query(text, values);
  try {
    await q(`set work_mem = '512MB'`);
    await q(`set maintenance_work_mem = '1GB'`);
    await q(`set synchronous_commit = off`);
    for (const kind of ['platform_deposits_clearing', 'platform_income_paid', 'platform_withdrawals_paid'])
      await q(
        `insert into ledger_accounts (kind, allow_negative) values ($1, true)
         on conflict (kind) where owner_user_id is null do nothing`,
        [kind],
      );
    await q(`insert into ledger_accounts (owner_user_id, kind)
      select u.id, k from users u cross join unnest(array['pay_in', 'pay_out', 'reserve', 'hold_withdrawal']) k
      on conflict do nothing`);
    await q(
      `insert into ledger_accounts (owner_user_id, kind) values ($1, 'hold_staked') on conflict do nothing`,
      [topId],
    );
    await q(`create temporary table bench_accounts on commit preserve rows as
      select owner_user_id as member_id,
        max(id) filter (where kind = 'pay_in') as pay_in, max(id) filter (where kind = 'pay_out') as pay_out,
        max(id) filter (where kind = 'reserve') as reserve,
        max(id) filter (where kind = 'hold_withdrawal') as hold_withdrawal,
        max(id) filter (where kind = 'hold_staked') as hold_staked
      from ledger_accounts where owner_user_id is not null group by owner_user_id`);
    await q(`alter table bench_accounts add primary key (member_id)`);
    const platform = async (kind: string) =>
      Number(
        (await q(`select id from ledger_accounts where owner_user_id is null and kind = $1`, [kind])).rows[0]
          .id,
      );
    const clearing = await platform('platform_deposits_clearing');
    const income = await platform('platform_income_paid');
    const paidOut = await platform('platform_withdrawals_paid');
    const [tBase, eBase, wBase] = (
      await q(`select (select coalesce(max(id), 0) from ledger_transfers)::bigint as t,
        (select coalesce(max(id), 0) from ledger_entries)::bigint as e,
        (select coalesce(max(id), 0) from withdrawals)::bigint as w`)
    ).rows.map((r) => [Number(r.t), Number(r.e), Number(r.w)])[0]!;
    const top = TOP_SEQ(members);

    // One row per movement: seq orders a member's movements (and so the entries of every account); the
    // transfer's id is tBase + seq, its entries' ids eBase + 2 seq (debit) and + 1 (credit).
    await q(`create temporary table bench_moves (seq bigint primary key, member_id int not null, kind text not null,
      description text not null, at timestamptz not null, debit bigint not null, credit bigint not null,
      amount bigint not null, hold_ref text, j int not null, block int) on commit preserve rows`);
    // Every member but the top one: j 0 deposit, 1-5 level income, 6-7 moves to reserve, 8-9 a withdrawal.
    await q(
      `insert into bench_moves (seq, member_id, kind, description, at, debit, credit, amount, hold_ref, j)
      select m.k::bigint * 10 + j, m.k,
        case when j = 0 then 'deposit' when j <= 5 then 'level_income' when j <= 7 then 'transfer'
          when j = 8 then 'withdrawal_hold' else 'withdrawal_paid' end,
        case when j = 0 then 'Deposit of 500.00 USDT' when j <= 5 then 'Level income of level ' || j
          when j <= 7 then 'Transfer to the reserve wallet' when j = 8 then 'Withdrawal W' || ($4::bigint + m.k / 5)
          else 'Withdrawal W' || ($4::bigint + m.k / 5) || ' paid' end,
        u.created_at + (j + 1) * interval '1 day',
        case when j = 0 then $1::bigint when j <= 5 then $2::bigint when j <= 7 then a.pay_in
          when j = 8 then a.pay_out else a.hold_withdrawal end,
        case when j = 0 then a.pay_in when j <= 5 then a.pay_out when j <= 7 then a.reserve
          when j = 8 then a.hold_withdrawal else $3::bigint end,
        case when j = 0 then 500000000 when j <= 5 then j * 1000000 when j <= 7 then 100000000 else 10000000 end,
        case when j = 9 then 'hold_withdrawal:' || ($4::bigint + m.k / 5) end, j
      from generate_series(1, $5::int) m(k) join users u on u.id = m.k join bench_accounts a on a.member_id = m.k
      cross join generate_series(0, 9) j
      where m.k <> $6 and (j < 8 or (m.k % 5 = 0 and (j = 8 or m.k % 25 <> 0)))`,
      [clearing, income, paidOut, wBase, members, topId],
    );
    // The top member, block b: j 0-4 deposits, 5-14 paid level income, 15-16 moves to reserve, 17 a stake
    // (two blocks in five), 18-19 a withdrawal paid (the last ten blocks' still pending).
    await q(
      `insert into bench_moves (seq, member_id, kind, description, at, debit, credit, amount, hold_ref, j, block)
      select $7::bigint + b * 20 + j, $6,
        case when j <= 4 then 'deposit' when j <= 14 then 'level_income' when j <= 16 then 'transfer'
          when j = 17 then 'stake' when j = 18 then 'withdrawal_hold' else 'withdrawal_paid' end,
        case when j <= 4 then 'Deposit of 100.00 USDT' when j <= 14 then 'Level income of level ' || (j % 6 + 1)
          when j <= 16 then 'Transfer to the reserve wallet' when j = 17 then 'Stake TOP' || b
          when j = 18 then 'Withdrawal W' || ($4::bigint + $5::bigint / 5 + 1 + b)
          else 'Withdrawal W' || ($4::bigint + $5::bigint / 5 + 1 + b) || ' paid' end,
        u.created_at + interval '1 day' + b * interval '90 minutes' + j * interval '1 minute',
        case when j <= 4 then $1::bigint when j <= 14 then $2::bigint when j <= 17 then a.pay_in
          when j = 18 then a.pay_out else a.hold_withdrawal end,
        case when j <= 4 then a.pay_in when j <= 14 then a.pay_out when j <= 16 then a.reserve
          when j = 17 then a.hold_staked when j = 18 then a.hold_withdrawal else $3::bigint end,
        case when j <= 4 then 100000000 when j <= 14 then 2000000 when j <= 17 then 100000000 else 15000000 end,
        case when j = 19 then 'hold_withdrawal:' || ($4::bigint + $5::bigint / 5 + 1 + b) end, j, b
      from generate_series(0, ${TOP_BLOCKS - 1}) b cross join generate_series(0, 19) j
      join users u on u.id = $6 join bench_accounts a on a.member_id = $6
      where (j <> 17 or b % 5 < 2) and (j <> 19 or b < ${TOP_BLOCKS - 10})`,
      [clearing, income, paidOut, wBase, members, topId, top],
    );

    await q(`set session_replication_role = replica`);
    await q(
      `insert into ledger_transfers (id, kind, description, member_id, hold_ref, created_at)
      select $1::bigint + seq, kind, description, member_id, hold_ref, at from bench_moves order by seq`,
      [tBase],
    );
    await q(
      `insert into ledger_entries (id, transfer_id, account_id, amount, balance_after, created_at)
      select $2::bigint + 2 * l.seq + l.leg, $1::bigint + l.seq, l.account, l.amount,
        a.balance + sum(l.amount) over (partition by l.account order by l.seq, l.leg), l.at
      from (select seq, 0 as leg, debit as account, -amount as amount, at from bench_moves
        union all select seq, 1, credit, amount, at from bench_moves) l
      join ledger_accounts a on a.id = l.account`,
      [tBase, eBase],
    );
    await q(`update ledger_accounts a set balance = a.balance + d.delta
      from (select account, sum(amount) as delta from (select debit as account, -amount as amount from bench_moves
        union all select credit, amount from bench_moves) l group by account) d where a.id = d.account`);
    await q(
      `select setval(pg_get_serial_sequence('ledger_transfers', 'id'), (select max(id) from ledger_transfers))`,
    );
    await q(
      `select setval(pg_get_serial_sequence('ledger_entries', 'id'), (select max(id) from ledger_entries))`,
    );

    // What the movements were, each pointing at its transfer.
    await q(
      `insert into team_payouts (beneficiary_id, from_member_id, level, source, source_kind, source_id,
        source_reference, source_date, source_amount, rate_ppm, amount, plan_version, description, is_paid,
        transfer_id, created_at)
      select m.member_id, 1 + (hashint8(m.seq) & 2147483647) % $2::int, (m.j % 6) + 1,
        (array['LEVEL INCOME', 'NFT TRADE', 'CRYPTO TRADE'])[1 + m.j % 3], 'staking_return', $1::bigint + m.seq,
        'bench ' || m.seq, m.at::date, m.amount * 20, 50000, m.amount, 1, m.description, 1, $1::bigint + m.seq, m.at
      from bench_moves m where m.kind = 'level_income'
      union all
      select $3, 1 + (hashint4(b) & 2147483647) % $2::int, 1, 'LEVEL INCOME', 'reserve_profit', -1 - b,
        'bench unpaid ' || b, u.created_at::date + 1, 40000000, 50000, 2000000, 1, 'Level income (unpaid)', 0,
        null, u.created_at + interval '1 day' + b * interval '90 minutes' + interval '15 minutes'
      from generate_series(0, ${TOP_BLOCKS - 1}) b join users u on u.id = $3`,
      [tBase, members, topId],
    );
    await q(
      `insert into deposits (user_id, payment_method_id, thash, log_index, amount, source, status, recorded_at,
        credited_transfer_id)
      select member_id, 1 + (seq % 2)::int, '0x' || lpad(to_hex(seq), 64, '0'), 0, amount, 'chain', 'credited', at,
        $1::bigint + seq
      from bench_moves where kind = 'deposit'`,
      [tBase],
    );
    await q(
      `insert into wallet_transfers (payer_user_id, payee_user_id, from_wallet, to_wallet, transfer_amount,
        net_transfer_amount, transfer_type, comment, status, created_at, ledger_transfer_id)
      select member_id, member_id, 'pay_in', 'reserve', amount, amount, 'pay_in_to_reserve', '', 1, at, $1::bigint + seq
      from bench_moves where kind = 'transfer'`,
      [tBase],
    );
    await q(
      `insert into withdrawals (id, code, user_id, coin_type, wallet, network, address, amount_from, fee, amount_to,
        net_amount, t_hash, status, created_at, updated_at, hold_transfer_id, settle_transfer_id)
      select case when h.block is null then $2::bigint + h.member_id / 5 else $2::bigint + $3::bigint / 5 + 1 + h.block end,
        'W' || case when h.block is null then $2::bigint + h.member_id / 5 else $2::bigint + $3::bigint / 5 + 1 + h.block end,
        h.member_id, 'crypto', 'pay_out', 'BEP20', '0x' || lpad(to_hex(h.member_id), 40, '0'), h.amount, 0, h.amount,
        h.amount, case when p.seq is not null then '0x' || lpad(to_hex(p.seq), 64, 'f') end,
        case when p.seq is null then 0 else 1 end, h.at, coalesce(p.at, h.at), $1::bigint + h.seq, $1::bigint + p.seq
      from bench_moves h left join bench_moves p on p.seq = h.seq + 1 and p.kind = 'withdrawal_paid'
      where h.kind = 'withdrawal_hold'`,
      [tBase, wBase, members],
    );
    await q(`select setval(pg_get_serial_sequence('withdrawals', 'id'), (select max(id) from withdrawals))`);
    await q(
      `insert into security_events (user_id, kind, detail, ip, country, device, created_at)
      select k, 'sign_in', '', '198.51.100.' || (k % 250 + 1), 'India', 'Mozilla/5.0 (bench)',
        u.created_at + interval '2 hours'
      from generate_series(1, $1::int) k join users u on u.id = k where k <> $2
      union all
      select $2, case when i % 50 = 0 then 'password_changed' else 'sign_in' end, '', '203.0.113.' || (i % 250 + 1),
        'India', 'Mozilla/5.0 (bench)', u.created_at + i * interval '45 minutes'
      from generate_series(1, 10000) i join users u on u.id = $2`,
      [members, topId],
    );
    await q(
      `insert into tickets (user_id, subject_id, status, created_at, last_reply_at)
      select k, (select min(id) from ticket_subjects), case when k % 3 = 0 then 2 else 0 end,
        u.created_at + interval '3 days', u.created_at + interval '3 days'
      from generate_series(100, $1::int, 100) k join users u on u.id = k where k <> $2
      union all
      select $2, (select min(id) from ticket_subjects), case when i % 3 = 0 then 2 else 0 end,
        u.created_at + i * interval '1 day', u.created_at + i * interval '1 day' + interval '1 hour'
      from generate_series(1, 300) i join users u on u.id = $2`,
      [members, topId],
    );
    await q(`insert into ticket_messages (ticket_id, user_id, body, created_at)
      select id, user_id, 'Where is my deposit?', created_at from tickets`);
    await q(
      `insert into audit_log (action, subject_username, details, ip, created_at)
      select (array['member.view', 'member.balances', 'withdrawal.approve', 'deposit.record', 'ticket.reply'])[1 + i % 5],
        'team' || (1 + (hashint4(i) & 2147483647) % $1::int), '{}'::jsonb, '192.0.2.1',
        timestamptz '2026-01-01T00:00:00Z' + i * interval '90 seconds'
      from generate_series(1, 300000) i`,
      [members],
    );
    await q(`set session_replication_role = origin`);
    // Stakes last, with the triggers that count them in the team's statistics.
    await q(
      `insert into staking_subscriptions (user_id, package_id, package_version, zone, invoice_id, amount,
        daily_rate_ppm, early_exit_charge_ppm, duration_days, start_date, end_date, status, created_at,
        stake_transfer_id)
      select m.member_id, p.id, v.version, p.zone, 'TOP' || lpad(m.block::text, 9, '0'), m.amount, v.daily_rate_ppm,
        v.early_exit_charge_ppm, 30, m.at::date, m.at::date + 29, 1, m.at, $1::bigint + m.seq
      from bench_moves m join staking_packages p on p.id = 1
      join staking_package_versions v on v.package_id = p.id and v.version = 1
      where m.kind = 'stake'`,
      [tBase],
    );
    // The daily totals and list counts that insert triggers keep (migration 0029) were not kept while the
    // triggers were off: they are counted afresh, as the migration counts them.
    await q(`truncate member_wallet_days, team_payout_days, member_list_counts`);
    await q(`insert into member_wallet_days (account_id, day, kind, credit, lines, amount)
      select e.account_id, (e.created_at at time zone 'UTC')::date, t.kind, e.amount > 0, count(*), sum(e.amount)
      from ledger_entries e join ledger_accounts a on a.id = e.account_id and a.owner_user_id is not null
        and a.kind in ('pay_in', 'pay_out', 'reserve')
      join ledger_transfers t on t.id = e.transfer_id group by 1, 2, 3, 4`);
    await q(`insert into team_payout_days (beneficiary_id, day, source, is_paid, payouts, amount)
      select beneficiary_id, (created_at at time zone 'UTC')::date, source, is_paid, count(*), sum(amount)
      from team_payouts group by 1, 2, 3, 4`);
    await q(`insert into member_list_counts (member_id, list, rows, amount)
      select user_id, 'stakes', count(*), sum(amount) from staking_subscriptions group by user_id
      union all select user_id, 'withdrawals', count(*), sum(amount_from) from withdrawals group by user_id
      union all select payer_user_id, 'transfers', count(*), sum(transfer_amount) from wallet_transfers group by payer_user_id
      union all select user_id, 'security_events', count(*), 0 from security_events group by user_id`);
    await q(`drop table bench_moves`);
    await q(`drop table bench_accounts`);
  } finally {
    await client.end();
  }
}
