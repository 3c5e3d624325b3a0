import { sql } from 'drizzle-orm';
import { fromMicros, type LiabilitiesReport } from '../../src/api/contract';
import { type DbOrTx, rowsOf } from '../db/client';
import type { MemberAccountKind } from '../db/schema';
import { checkLedgerInvariants } from './operator';

const DAY_MS = 86_400_000;

const big = (value: unknown) => BigInt(String(value ?? 0));

/**
 * What members are owed (every member wallet and hold in the ledger, plus deposits recorded but not yet
 * synced into a wallet or held below the minimum; a chain deposit short of its confirmations is not yet owed) against what the platform holds (deposits received minus withdrawals paid, per
 * method), the difference, the same figures at the end of each of the last `days` days, and the ledger check.
 */
export async function liabilitiesReport(tx: DbOrTx, now: Date, days: number): Promise<LiabilitiesReport> {
  const owedRows = await rowsOf<{ kind: string; total: string }>(
    tx,
    sql`select a.kind, coalesce(sum(a.balance), 0)::text as total
    from ledger_accounts a where a.owner_user_id is not null group by a.kind`,
  );
  const byKind = new Map(owedRows.map((r) => [r.kind, big(r.total)]));
  const [unsynced] = await rowsOf<{ total: string }>(
    tx,
    sql`select coalesce(sum(amount), 0)::text as total from deposits where status in ('recorded', 'held')`,
  );
  const owedIn = (kind: MemberAccountKind) => byKind.get(kind) ?? 0n;
  // What members are owed, by the ledger account kinds that hold it.
  const owed = {
    pay_in: owedIn('pay_in'),
    pay_out: owedIn('pay_out'),
    reserve: owedIn('reserve'),
    pending_withdrawal: owedIn('hold_withdrawal'),
    staked: owedIn('hold_staked'),
    reserved: owedIn('hold_reserved'),
  };
  const owedTotal = Object.values(owed).reduce((a, b) => a + b, 0n) + big(unsynced?.total);

  const heldRows = await rowsOf<{ method: string; received: string; paid: string }>(
    tx,
    sql`
    with received as (
      select m.name || ' ' || m.network_name as method, sum(d.amount) as amount
      from deposits d join payment_methods m on m.id = d.payment_method_id
      where d.status in ('recorded', 'held', 'credited') group by 1),
    paid as (
      select case when w.coin_type = 'bank' then 'Bank' else 'USDT ' || w.network end as method,
             sum(w.net_amount) as amount
      from withdrawals w where w.status = 1 group by 1)
    select coalesce(r.method, p.method) as method,
           coalesce(r.amount, 0)::text as received, coalesce(p.amount, 0)::text as paid
    from received r full join paid p on p.method = r.method
    order by 1`,
  );
  const held = heldRows.map((r) => {
    const amount = big(r.received) - big(r.paid);
    return {
      method: r.method,
      received: fromMicros(big(r.received)),
      paid_out: fromMicros(big(r.paid)),
      held: amount,
    };
  });
  const heldTotal = held.reduce((a, h) => a + h.held, 0n);

  const invariants = await checkLedgerInvariants(tx);
  return {
    as_of: now.toISOString(),
    owed: {
      pay_in: fromMicros(owed.pay_in),
      pay_out: fromMicros(owed.pay_out),
      reserve: fromMicros(owed.reserve),
      pending_withdrawal: fromMicros(owed.pending_withdrawal),
      staked: fromMicros(owed.staked),
      reserved: fromMicros(owed.reserved),
      deposits_not_synced: fromMicros(big(unsynced?.total)),
      total: fromMicros(owedTotal),
    },
    held: held.map((h) => ({ ...h, held: fromMicros(h.held) })),
    held_total: fromMicros(heldTotal),
    difference: fromMicros(heldTotal - owedTotal),
    trend: await trend(tx, now, days),
    ledger_check: { ok: invariants.every((i) => i.ok), invariants },
  };
}

/** The owed and held totals at the end of each UTC day, oldest first, the last being today so far. */
async function trend(tx: DbOrTx, now: Date, days: number) {
  const today = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const first = new Date(today.getTime() - (days - 1) * DAY_MS);
  const rows = await rowsOf<{ day: string; owed: string; held: string }>(
    tx,
    sql`
    with days as (
      select d::date as day, d + interval '1 day' as until
      from generate_series(${first.toISOString()}::timestamptz, ${today.toISOString()}::timestamptz, interval '1 day') d)
    select to_char(days.day, 'YYYY-MM-DD') as day,
      ((select coalesce(sum(e.amount), 0) from ledger_entries e
          join ledger_accounts a on a.id = e.account_id
          join ledger_transfers t on t.id = e.transfer_id
        where a.owner_user_id is not null and t.created_at < days.until)
       + (select coalesce(sum(d.amount), 0) from deposits d
          left join ledger_transfers c on c.id = d.credited_transfer_id
        where d.recorded_at < days.until and d.status in ('recorded', 'held', 'credited')
          and (c.id is null or c.created_at >= days.until)))::text as owed,
      ((select coalesce(sum(d.amount), 0) from deposits d
        where d.recorded_at < days.until and d.status in ('recorded', 'held', 'credited'))
       - (select coalesce(sum(w.net_amount), 0) from withdrawals w
          join ledger_transfers s on s.id = w.settle_transfer_id
        where w.status = 1 and s.created_at < days.until))::text as held
    from days order by days.day`,
  );
  return rows.map((r) => ({
    date: r.day,
    owed: fromMicros(big(r.owed)),
    held: fromMicros(big(r.held)),
    difference: fromMicros(big(r.held) - big(r.owed)),
  }));
}
