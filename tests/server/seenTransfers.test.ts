import { asc, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { TransferLog } from '../../server/chain/reader';
import { depositRecords, deposits, seenTransfers } from '../../server/db/schema';
import type { PaidTransfer } from '../../server/deposits/chainTransfers';
import { dropSeen, recordSeen, settleSeen } from '../../server/deposits/seen';
import { describeEngines, type TestContext } from './harness';
import { insertMembers, usdt } from './ledgerFixtures';

/**
 * Transfers waiting for confirmations live in `seen_transfers` and move into `deposits` when settled: what the
 * watcher writes on each of its paths, read back as members and operators read deposits.
 */

const BEP20 = 2;
const hashOf = (n: number): `0x${string}` => `0x${n.toString(16).padStart(64, '0')}`;

function paid(memberId: number, tx: number, block: bigint, blockTag = 'a', logIndex = 0): PaidTransfer {
  const log: TransferLog = {
    txHash: hashOf(tx),
    logIndex,
    blockNumber: block,
    blockHash: `0x${blockTag.repeat(64)}`,
    to: `0x${'2'.repeat(40)}`,
    value: usdt(25) * 10n ** 12n,
  };
  return { log, amount: usdt(25), memberId, address: `0x${'2'.repeat(40)}` };
}

describeEngines('transfers seen on the chain, waiting and settled', (ctx) => {
  const record = (c: TestContext, found: PaidTransfer[], at = c.clock.now()) =>
    c.db.transaction((tx) => recordSeen(tx, BEP20, found, at));
  const listed = (c: TestContext) =>
    c.db
      .select({ id: depositRecords.id, status: depositRecords.status, block: depositRecords.blockNumber })
      .from(depositRecords)
      .where(eq(depositRecords.paymentMethodId, BEP20))
      .orderBy(asc(depositRecords.id));

  it('records a transfer once, and moves it to a new block when it is read there', async () => {
    const c = ctx();
    const [alice] = await insertMembers(c.db, 1);
    expect((await record(c, [paid(alice!, 1, 10n)])).map((r) => r.fresh)).toEqual([true]);
    expect((await record(c, [paid(alice!, 1, 12n, 'b')])).map((r) => r.fresh)).toEqual([false]);
    expect(await listed(c)).toMatchObject([{ status: 'seen', block: 12n }]);
  });

  it('keeps a dropped transfer listed as dropped, and brings it back with its id when it is mined again', async () => {
    const c = ctx();
    const [alice] = await insertMembers(c.db, 1);
    const seenAt = c.clock.now();
    await record(c, [paid(alice!, 1, 10n), paid(alice!, 2, 11n)], seenAt);
    const [first] = await c.db
      .select()
      .from(seenTransfers)
      .where(eq(seenTransfers.thash, hashOf(1)));
    expect(await c.db.transaction((tx) => dropSeen(tx, BEP20, sql`${seenTransfers.blockNumber} >= 10`))).toBe(
      2,
    );
    expect((await listed(c)).map((r) => r.status)).toEqual(['dropped', 'dropped']);

    const later = new Date(seenAt.getTime() + 60_000);
    const again = await record(c, [paid(alice!, 1, 14n, 'c')], later);
    expect(again.map((r) => r.fresh)).toEqual([false]);
    expect(await listed(c)).toMatchObject([
      { id: first!.id, status: 'seen', block: 14n },
      { status: 'dropped', block: 11n },
    ]);
    const [back] = await c.db.select().from(seenTransfers).where(eq(seenTransfers.id, first!.id));
    expect(back!.seenAt).toEqual(seenAt);
  });

  it('does not see again what an operator recorded or the watcher settled', async () => {
    const c = ctx();
    const [alice] = await insertMembers(c.db, 1);
    await c.db.insert(deposits).values({
      userId: alice!,
      paymentMethodId: BEP20,
      thash: hashOf(1),
      amount: usdt(25),
      source: 'operator',
    });
    await record(c, [paid(alice!, 2, 10n)]);
    const [waiting] = await c.db.select().from(seenTransfers);
    await c.db.transaction((tx) =>
      settleSeen(tx, BEP20, [waiting!], [{ ...waiting!, status: 'held', creditedTransferId: null }]),
    );

    // The operator's record (log index 0) stands for every transfer of its transaction.
    expect(await record(c, [paid(alice!, 1, 20n, 'a', 3), paid(alice!, 2, 20n)])).toEqual([]);
    expect(await c.db.select().from(seenTransfers)).toEqual([]);
    expect((await listed(c)).map((r) => r.status)).toEqual(['recorded', 'held']);
    expect((await listed(c))[1]!.id).toBe(waiting!.id);
  });

  it('takes a claimed transfer out of waiting without a second deposit when one was recorded meanwhile', async () => {
    const c = ctx();
    const [alice] = await insertMembers(c.db, 1);
    await record(c, [paid(alice!, 1, 10n)]);
    const [waiting] = await c.db.select().from(seenTransfers);
    await c.db.transaction((tx) => settleSeen(tx, BEP20, [waiting!], []));
    expect(await c.db.select().from(seenTransfers)).toEqual([]);
    expect(await listed(c)).toEqual([]);
  });
});
