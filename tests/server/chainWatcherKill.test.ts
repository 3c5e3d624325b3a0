import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonRpcReader } from '../../server/chain/reader';
import { migrate, openDatabase } from '../../server/db/client';
import { depositRecords } from '../../server/db/schema';
import { accountIdOf } from '../../server/deposits/addresses';
import { type ChainWatch, scanOnce } from '../../server/deposits/watcher';
import { balancesOf, checkLedger } from '../../server/ledger';
import { memberDepositAddress } from '../../server/services/deposits';
import { devChainForFile, TEST_XPUB } from './chainFixtures';
import { enginesFor } from './engines';
import { killMidRun, ROOT, runScript, scratchDatabase } from './killedProcess';
import { insertMembers } from './ledgerFixtures';

/**
 * A real process scanning a chain one block per range is killed with SIGKILL in the middle of its scan; a
 * second scan on the same data then records and credits every transfer exactly once: each member's Receiving
 * wallet equals what the chain paid them, and the ledger is sound.
 */

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
  return runScript(`
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
    await opened.close();`);
}

describe.each(engines)('chain deposits after the scanning process is killed (%s)', (engine) => {
  it('records and credits every transfer exactly once on the next scan', async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'tessera-chain-kill-'));
    cleanups.push(async () => rmSync(scratch, { recursive: true, force: true }));
    const target: Target = {};
    if (engine === 'postgres') {
      const scratchDb = await scratchDatabase('tessera_chain_kill');
      target.databaseUrl = scratchDb.url;
      cleanups.push(scratchDb.drop);
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

    await killMidRun(scanProcess(target, { token: chainOf().token, startBlock }), /^range /gm, 12);

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
        .from(depositRecords)
        .where(eq(depositRecords.paymentMethodId, BEP20));
      expect(before!.n, 'the kill landed after some ranges committed').toBeGreaterThan(0);
      expect(before!.n, 'and before the scan was done').toBeLessThan(BLOCKS * PER_BLOCK);

      await scanOnce(db, watch, { now: new Date(), notices: null, maxRanges: 1_000 });
      const [after] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(depositRecords)
        .where(and(eq(depositRecords.paymentMethodId, BEP20), eq(depositRecords.status, 'credited')));
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
