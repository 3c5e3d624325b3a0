import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Db, migrate, openDatabase } from '../../server/db/client';
import { runStakingAccrual } from '../../server/jobs/stakingAccrual';
import { checkLedger } from '../../server/ledger';
import { ACCRUAL_BUCKET_MEMBERS, addDays, paidDays } from '../../server/services/stakingTerms';
import { createStakes } from '../bench/accrualData';
import { enginesFor } from './engines';
import { killMidRun, ROOT, runScript, scratchDatabase } from './killedProcess';

/**
 * A real process paying staking returns over thousands of stakes is killed with SIGKILL in the middle of a
 * batch; a second run on the same data then pays exactly the days the first did not: every (stake, day)
 * once, every member's withdraw wallet equal to what their stakes earned, the ledger sound. Member ids are
 * spread over many buckets, so the run goes in many batches.
 */

const STAKES = 3_000;
const DAY = '2026-05-10';
const THROUGH = addDays(DAY, 2);
const NOW = `${addDays(THROUGH, 1)}T00:30:00.000Z`;
const BATCH = 150;
const SPREAD = 64;

/**
 * Every (stake, day) the claims stand for, worked out here from the dates independently of the job: a claimed
 * day of a bucket pays each stake of its members held that whole day.
 */
const paidRows = sql`select s.id, s.user_id, c.accrual_date, s.amount * s.daily_rate_ppm / 1000000 as amount
  from staking_accrual_claims c join staking_subscriptions s on s.user_id / ${ACCRUAL_BUCKET_MEMBERS} = c.bucket
  where s.start_date <= c.accrual_date and (s.end_date is null or s.end_date >= c.accrual_date)
    and (s.status <> 0 or s.closed_at >= (c.accrual_date + 1)::timestamp at time zone 'UTC')`;

const engines = enginesFor({ pgliteToo: 'crash' });
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

type Rows<T> = { rows: T[] };
const rows = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

/** The job in a process of its own, reporting each committed batch on stdout. */
function accrualProcess(target: { databaseUrl?: string; dataDir?: string }) {
  return runScript(`
    const { openDatabase } = await import(${JSON.stringify(join(ROOT, 'server/db/client.ts'))});
    const { runStakingAccrual } = await import(${JSON.stringify(join(ROOT, 'server/jobs/stakingAccrual.ts'))});
    const opened = await openDatabase(${JSON.stringify(target)});
    await runStakingAccrual(opened.db, {
      through: ${JSON.stringify(THROUGH)}, now: new Date(${JSON.stringify(NOW)}), batchSize: ${BATCH},
      onBatch: (sofar) => console.log('batch ' + sofar.returnsPaid),
    });
    console.log('finished');
    await opened.close();`);
}

describe.each(engines)('staking returns after the paying process is killed (%s)', (engine) => {
  it('pays exactly the missing (stake, day) returns on the next run', async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'tessera-accrual-kill-'));
    const target: { databaseUrl?: string; dataDir?: string } = {};
    if (engine === 'postgres') {
      const scratchDb = await scratchDatabase('tessera_accrual_kill');
      target.databaseUrl = scratchDb.url;
      cleanups.push(scratchDb.drop);
    } else {
      target.dataDir = join(scratch, 'data');
    }
    cleanups.push(async () => rmSync(scratch, { recursive: true, force: true }));

    let opened = await openDatabase(target);
    await migrate(opened.db);
    const set = await createStakes(opened.db, { members: 300, stakes: STAKES, day: DAY, spread: SPREAD });
    await opened.close();
    // Terms that end on the first day are paid once; every other stake three times.
    const expectedRows = set.expected.completing + (STAKES - set.expected.completing) * 3;

    await killMidRun(accrualProcess(target), /^batch /gm, 4);

    opened = await openDatabase(target);
    const { db } = opened;
    try {
      const [before] = await rows<{ n: number | string; total: string }>(
        db,
        sql`select count(*)::int as n, coalesce(sum(amount), 0)::text as total from (${paidRows}) p`,
      );
      const paidBefore = Number(before!.n);
      expect(paidBefore, 'the kill landed after some batches committed').toBeGreaterThanOrEqual(
        4 * (BATCH - 10),
      );
      expect(paidBefore, 'the kill landed before the run finished').toBeLessThan(expectedRows);
      const [credited] = await rows<{ total: string }>(
        db,
        sql`select coalesce(sum(e.amount), 0)::text as total from ledger_entries e
          join ledger_transfers t on t.id = e.transfer_id join ledger_accounts a on a.id = e.account_id
          where t.kind = 'staking_return' and a.kind = 'pay_out'`,
      );
      expect(credited!.total, 'each claimed day survived with its credit, or neither did').toBe(
        before!.total,
      );
      expect(await checkLedger(db)).toEqual([]);

      // PostgreSQL ends the killed client's session when it next touches the socket; until then its batch
      // (and the lock) are still held, and a run reports 'busy', leaving the work to the next one.
      let rest = await runStakingAccrual(db, { through: THROUGH, now: new Date(NOW) });
      let paidWhileBusy = 0;
      let totalWhileBusy = 0n;
      for (let tries = 0; rest.outcome === 'busy' && tries < 200; tries++) {
        paidWhileBusy += rest.returnsPaid;
        totalWhileBusy += rest.returnsTotal;
        await new Promise((r) => setTimeout(r, 50));
        rest = await runStakingAccrual(db, { through: THROUGH, now: new Date(NOW) });
      }
      expect(rest.outcome).toBe('done');
      expect(paidWhileBusy + rest.returnsPaid).toBe(expectedRows - paidBefore);
      expect((await runStakingAccrual(db, { through: THROUGH, now: new Date(NOW) })).returnsPaid).toBe(0);

      // Every bucket: each of the three days claimed once, its progress at the last day.
      const buckets = await rows<{ bucket: number; problem: string }>(
        db,
        sql`select p.bucket, concat_ws(' ', p.paid_through, count(c.accrual_date)) as problem
          from staking_accrual_progress p left join staking_accrual_claims c on c.bucket = p.bucket
          group by p.bucket, p.paid_through
          having p.paid_through <> ${THROUGH}::date or count(c.accrual_date) <> 3
            or min(c.accrual_date) <> ${DAY}::date`,
      );
      expect(buckets).toEqual([]);
      const [spanned] = await rows<{ n: number | string }>(
        db,
        sql`select count(*)::int as n from staking_accrual_progress`,
      );
      expect(Number(spanned!.n)).toBeGreaterThan(10);

      // Every stake: the days it shows as paid are its days, its state where the term says.
      const all = await rows<{
        id: string;
        user_id: number;
        start_date: string;
        end_date: string | null;
        status: number;
        paid_through: string | null;
        rows: number | string;
      }>(
        db,
        sql`select s.id::text as id, s.user_id, s.start_date::text as start_date, s.end_date::text as end_date,
            s.status, p.paid_through::text as paid_through,
            (select count(*) from (${paidRows}) r where r.id = s.id)::int as rows
          from staking_subscriptions s
          left join staking_accrual_progress p on p.bucket = s.user_id / ${ACCRUAL_BUCKET_MEMBERS}`,
      );
      const wrong = all.filter((s) => {
        const days = s.end_date === DAY ? 1 : 3;
        const shown = paidDays(
          { startDate: s.start_date, endDate: s.end_date, status: s.status, closedAt: null },
          s.paid_through,
        );
        return shown !== days || Number(s.rows) !== days || s.status !== (s.end_date === DAY ? 2 : 1);
      });
      expect(wrong.slice(0, 5)).toEqual([]);
      expect(all.length).toBe(STAKES);

      // Every member's withdraw wallet holds exactly their returns plus the principals that came back.
      const wallets = await rows<{ owner: number; balance: string; owed: string }>(
        db,
        sql`with owed as (
            select s.user_id, sum(case when s.status = 2 then s.amount else 0 end)
              + coalesce((select sum(r.amount) from (${paidRows}) r where r.user_id = s.user_id), 0) as owed
            from staking_subscriptions s group by s.user_id
          )
          select o.user_id as owner, coalesce(a.balance, 0)::text as balance, o.owed::text as owed from owed o
          left join ledger_accounts a on a.owner_user_id = o.user_id and a.kind = 'pay_out'
          where coalesce(a.balance, 0) <> o.owed limit 5`,
      );
      expect(wallets).toEqual([]);
      const [sums] = await rows<{ accruals: string; credited: string; principal: string }>(
        db,
        sql`select (select sum(amount)::text from (${paidRows}) p) as accruals,
          (select sum(e.amount)::text from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
            join ledger_accounts a on a.id = e.account_id
            where t.kind = 'staking_return' and a.kind = 'pay_out') as credited,
          (select count(*)::text from staking_subscriptions s join ledger_transfers t on t.id = s.close_transfer_id
            where s.status = 2 and t.kind = 'stake_principal') as principal`,
      );
      expect(BigInt(sums!.accruals)).toBe(BigInt(before!.total) + totalWhileBusy + rest.returnsTotal);
      expect(sums!.credited).toBe(sums!.accruals);
      expect(Number(sums!.principal)).toBe(set.expected.completing);
      expect(await checkLedger(db)).toEqual([]);
      console.log(
        `accrual kill (${engine}): killed after ${paidBefore} of ${expectedRows} stake-days; ` +
          `the next runs paid ${paidWhileBusy + rest.returnsPaid}`,
      );
    } finally {
      await opened.close();
    }
  }, 240_000);
});
