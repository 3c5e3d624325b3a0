import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonRpcReader } from '../../server/chain/reader';
import { migrate, openDatabase } from '../../server/db/client';
import { deposits } from '../../server/db/schema';
import { accountIdOf } from '../../server/deposits/addresses';
import { type ChainWatch, scanOnce } from '../../server/deposits/watcher';
import { balancesOf, checkLedger } from '../../server/ledger';
import { memberDepositAddress } from '../../server/services/deposits';
import { devChainForFile, TEST_XPUB } from './chainFixtures';
import { enginesFor } from './engines';
import { insertMembers } from './ledgerFixtures';

/**
 * A real process scanning a chain one block per range is killed with SIGKILL in the middle of its scan; a
 * second scan on the same data then records and credits every transfer exactly once: each member's Receiving
 * wallet equals what the chain paid them, and the ledger is sound.
 */

const ROOT = resolve(__dirname, '../..');
const XPUB = TEST_XPUB;
const BEP20 = 2;
const MEMBERS = 20;
const BLOCKS = 40;
const PER_BLOCK = 5;
const CONFIRMATIONS = 3;

const engines = enginesFor({ pgliteToo: 'crash' });
const cleanups: Array<() => Promise<void>> = [];

const chainOf = devChainForFile();
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

type Target = { databaseUrl?: string; dataDir?: string };

/** The scan in a process of its own, catching up a few ranges per call and reporting each committed range. */
function scanProcess(target: Target, watch: { token: string; startBlock: bigint }) {
  const script = `
    const { openDatabase } = await import(${JSON.stringify(join(ROOT, 'server/db/client.ts'))});
    const { scanOnce } = await import(${JSON.stringify(join(ROOT, 'server/deposits/watcher.ts'))});
    const { jsonRpcReader } = await import(${JSON.stringify(join(ROOT, 'server/chain/reader.ts'))});
    const opened = await openDatabase(${JSON.stringify(target)});
    const watch = {
      paymentMethodId: ${BEP20}, network: 'BEP20', reader: jsonRpcReader(${JSON.stringify(chainOf().rpcUrl)}),
      token: ${JSON.stringify(watch.token)}, decimals: 18, confirmations: ${CONFIRMATIONS},
      startBlock: ${watch.startBlock}n, minimum: 1n, maxRange: 1n,
    };
    const head = await watch.reader.head();
    for (;;) {
      const result = await scanOnce(opened.db, watch, {
        now: new Date(), notices: null, maxRanges: 3, onRange: (through) => console.log('range ' + through),
      });
      if (result.scannedThrough >= head) break;
    }
    console.log('finished');
    await opened.close();`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return { child, exited, output: () => output };
}

/** Kills the process at a random moment of the range after its `after`-th commit. */
async function killMidScan(
  run: { child: ChildProcess; exited: Promise<void>; output: () => string },
  after: number,
) {
  const deadline = Date.now() + 120_000;
  let last = Date.now();
  const gaps: number[] = [];
  for (let seen = 0; seen < after; ) {
    if (run.child.exitCode !== null) throw new Error(`the scanning process ended early:\n${run.output()}`);
    if (Date.now() > deadline) throw new Error(`no progress from the scanning process:\n${run.output()}`);
    const now = (run.output().match(/^range /gm) ?? []).length;
    if (now > seen) {
      gaps.push(Date.now() - last);
      last = Date.now();
      seen = now;
    }
    await new Promise((r) => setTimeout(r, 2));
  }
  const typical = gaps.sort((a, b) => a - b)[Math.floor(gaps.length / 2)] ?? 20;
  await new Promise((r) => setTimeout(r, Math.floor(typical * (0.2 + Math.random() * 0.6))));
  run.child.kill('SIGKILL');
  await run.exited;
  expect(run.output()).not.toContain('finished');
}

describe.each(engines)('chain deposits after the scanning process is killed (%s)', (engine) => {
  it('records and credits every transfer exactly once on the next scan', async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'tessera-chain-kill-'));
    cleanups.push(async () => rmSync(scratch, { recursive: true, force: true }));
    const target: Target = {};
    if (engine === 'postgres') {
      const name = `tessera_chain_kill_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      target.databaseUrl = url.toString();
      cleanups.push(async () => {
        const dropper = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      });
    } else {
      target.dataDir = join(scratch, 'data');
    }

    let opened = await openDatabase(target);
    await migrate(opened.db);
    const ids = await insertMembers(opened.db, MEMBERS);
    const members = await Promise.all(
      ids.map(async (id) => ({
        id,
        account: accountIdOf(await memberDepositAddress(opened.db, XPUB, id, BEP20)),
      })),
    );
    await opened.close();

    // Every block pays five members; the amounts differ, so a transfer credited twice shows in a balance.
    const startBlock = (await chainOf().blockNumber()) + 1n;
    const owed = new Map<number, bigint>();
    for (let block = 0; block < BLOCKS; block++) {
      const paid = Array.from({ length: PER_BLOCK }, (_, i) => {
        const member = members[(block * PER_BLOCK + i) % MEMBERS]!;
        const micros = BigInt(1_000_000 + block * 1_000 + i);
        owed.set(member.id, (owed.get(member.id) ?? 0n) + micros);
        return { to: member.account, amount: micros * 10n ** 12n };
      });
      await chainOf().batchTransfer(paid);
      await chainOf().mine(1);
    }
    await chainOf().mine(CONFIRMATIONS);

    await killMidScan(scanProcess(target, { token: chainOf().token, startBlock }), 12);

    opened = await openDatabase(target);
    const { db } = opened;
    try {
      const watch: ChainWatch = {
        paymentMethodId: BEP20,
        network: 'BEP20',
        reader: jsonRpcReader(chainOf().rpcUrl),
        token: chainOf().token,
        decimals: 18,
        confirmations: CONFIRMATIONS,
        startBlock,
        minimum: 1n,
        maxRange: 1n,
      };
      const [before] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(deposits)
        .where(eq(deposits.paymentMethodId, BEP20));
      expect(before!.n, 'the kill landed after some ranges committed').toBeGreaterThan(0);
      expect(before!.n, 'and before the scan was done').toBeLessThan(BLOCKS * PER_BLOCK);

      await scanOnce(db, watch, { now: new Date(), notices: null, maxRanges: 1_000 });
      const [after] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(deposits)
        .where(and(eq(deposits.paymentMethodId, BEP20), eq(deposits.status, 'credited')));
      expect(after!.n).toBe(BLOCKS * PER_BLOCK);
      for (const member of members) {
        expect((await balancesOf(db, member.id)).pay_in, `member ${member.id}`).toBe(owed.get(member.id));
      }
      expect(await checkLedger(db)).toEqual([]);
    } finally {
      await opened.close();
    }
  }, 240_000);
});
