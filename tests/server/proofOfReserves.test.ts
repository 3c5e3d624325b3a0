import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { TronWeb, utils } from 'tronweb';
import { verifyMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { rowsOf } from '../../server/db/client';
import { reserveSnapshotLeaves, reserveSnapshots } from '../../server/db/schema';
import { runDailySnapshot } from '../../server/jobs/reserveSnapshots';
import { createOutboxMailer } from '../../server/mail/mailer';
import { storeSnapshot, takeSnapshot } from '../../server/proofOfReserves/snapshots';
import { memberProof } from '../../server/proofOfReserves/snapshotViews';
import { buildSumTree } from '../../server/proofOfReserves/tree';
import type {
  LiabilitiesReport,
  MyReserveProofResponse,
  OperatorReserveSnapshotsResponse,
  PublicReservesResponse,
  TakeReserveSnapshotResponse,
  TreasuryAddress,
} from '../../src/api/contract';
import { type ReserveProof, verifyReserveProof } from '../../src/api/contract/proofOfReserves';
import { describeEngines, get, json, type TestContext, testConfig } from './harness';
import { deposit, usdt } from './ledgerFixtures';
import { signedInOperator } from './operatorFixtures';
import { operator, supportMember } from './supportFixtures';

/** Keys of treasury addresses, as an operator's offline wallet holds them. */
const BSC_KEY = `0x${'a1'.repeat(32)}` as const;
const TRON_KEY = `0x${'b2'.repeat(32)}`;
const silent = { info() {}, warn() {}, error() {} };

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();
const verify = (proof: ReserveProof) => verifyReserveProof(proof, sha256);

async function team(c: TestContext) {
  const first = await signedInOperator(c, 'por_first', 'finance');
  const second = await signedInOperator(c, 'por_second', 'admin');
  const auditor = await signedInOperator(c, 'por_auditor', 'auditor');
  return { first: first.token, second: second.token, auditor: auditor.token };
}

/** Members with what each is owed in their Receiving wallet, each placed under the last one made. */
async function members(c: TestContext, owed: number[]) {
  const made: Awaited<ReturnType<typeof supportMember>>[] = [];
  for (const [i, amount] of owed.entries()) {
    const last = made.at(-1) ?? lastMade.get(c);
    const member = await supportMember(c, `por${i}`, last && { sponsor: last.username, position: 'L' });
    lastMade.set(c, member);
    if (amount > 0) await deposit(c.db, member.id, usdt(amount));
    made.push(member);
  }
  return made;
}

const lastMade = new WeakMap<TestContext, { username: string }>();

const reserves = async (c: TestContext) =>
  json<PublicReservesResponse>(await get(c.app, '/api/proof-of-reserves')).data;

const myProof = (c: TestContext, token: string) => get(c.app, '/api/proof-of-reserves/me', token);

describeEngines('proof of reserves', (ctx) => {
  it('publishes an operator’s snapshot only once a second operator approves it', async () => {
    const c = ctx();
    const { first, second, auditor } = await team(c);
    const [alice] = await members(c, [120, 5]);
    expect((await reserves(c)).latest).toBeNull();
    expect(json(await myProof(c, alice!.token))).toMatchObject({
      status: false,
      message: 'No proof of reserves has been published yet',
    });

    expect((await operator(c, 'POST', 'proof-of-reserves', undefined, auditor)).statusCode).toBe(403);
    const taken = await operator(c, 'POST', 'proof-of-reserves', undefined, first);
    expect(taken.statusCode, taken.body).toBe(202);
    const { data: snapshot, approval_id } = json<TakeReserveSnapshotResponse>(taken);
    expect(snapshot).toMatchObject({
      status: 'pending',
      taken_by: 'por_first',
      members: 2,
      liabilities: '125.000000',
      holdings: '0.000000',
      ratio_percent: '0.00',
      chains: [],
    });
    // Waiting, it is nowhere public, and a second one is refused until it is decided.
    expect((await get(c.app, `/api/proof-of-reserves/${snapshot.id}/addresses.csv`)).statusCode).toBe(404);
    expect((await reserves(c)).latest).toBeNull();
    const again = await operator(c, 'POST', 'proof-of-reserves', undefined, second);
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe(
      `Snapshot #${snapshot.id} is already waiting for a second operator (request #${approval_id}): approve or decline it first`,
    );

    // The second operator finds it among the requests they may decide.
    const waiting = json<{ data: { id: number; kind: string }[]; decides: string[] }>(
      await operator(c, 'GET', 'approvals?kind=reserve_snapshot', undefined, second),
    );
    expect(waiting.data.map((r) => [r.id, r.kind])).toEqual([[approval_id, 'reserve_snapshot']]);
    expect(waiting.decides).toContain('reserve_snapshot');
    const self = await operator(c, 'POST', `approvals/${approval_id}/approve`, undefined, first);
    expect(self.statusCode).toBe(403);
    const approved = await operator(c, 'POST', `approvals/${approval_id}/approve`, undefined, second);
    expect(approved.statusCode, approved.body).toBe(200);

    const published = await reserves(c);
    expect(published.latest).toMatchObject({ id: snapshot.id, root_hash: snapshot.root_hash, members: 2 });
    expect(published.history.map((s) => s.id)).toEqual([snapshot.id]);
    const listed = json<OperatorReserveSnapshotsResponse>(
      await operator(c, 'GET', 'proof-of-reserves', undefined, auditor),
    ).data;
    expect(listed[0]).toMatchObject({ status: 'published', approval_id });
  });

  it('gives each member a proof that verifies, and fails when it is altered by one cent', async () => {
    const c = ctx();
    const { first, second } = await team(c);
    const team7 = await members(c, [300, 0, 42, 7, 1_000, 64, 3]);
    const taken = json<TakeReserveSnapshotResponse>(
      await operator(c, 'POST', 'proof-of-reserves', undefined, first),
    );
    await operator(c, 'POST', `approvals/${taken.approval_id}/approve`, undefined, second);

    for (const [i, member] of team7.entries()) {
      const answer = await myProof(c, member.token);
      expect(answer.statusCode, answer.body).toBe(200);
      const { proof, balance } = json<MyReserveProofResponse>(answer).data;
      expect(balance).toBe(`${[300, 0, 42, 7, 1_000, 64, 3][i]}.000000`);
      expect(proof).toMatchObject({ member_id: member.id, snapshot_id: taken.data.id });
      expect(proof.root).toEqual({ hash: taken.data.root_hash, sum: '1416000000' });
      // Seven leaves pad to eight: three levels below the root.
      expect(proof.path).toHaveLength(3);
      expect(await verify(proof)).toEqual({
        ok: true,
        balance: BigInt(proof.balance),
        total: 1_416_000_000n,
      });
    }

    const { proof } = json<MyReserveProofResponse>(await myProof(c, team7[0]!.token)).data;
    const oneCentMore = { ...proof, balance: String(BigInt(proof.balance) + 10_000n) };
    expect(await verify(oneCentMore)).toMatchObject({ ok: false });
    const sibling = proof.path[0]!;
    const movedCent = {
      ...proof,
      path: [{ ...sibling, sum: String(BigInt(sibling.sum) + 10_000n) }, ...proof.path.slice(1)],
    };
    expect(await verify(movedCent)).toMatchObject({ ok: false });
    expect(await verify({ ...proof, path: proof.path.slice(1) })).toMatchObject({ ok: false });
    const negative = { ...proof, path: [{ ...sibling, sum: '-10000' }, ...proof.path.slice(1)] };
    expect(await verify(negative)).toEqual({
      ok: false,
      reason: 'level 1: the sum -10000 is negative, not whole or too large',
    });
  });

  it('totals exactly what the liabilities report says members are owed, at one ledger point', async () => {
    const c = ctx();
    const { first } = await team(c);
    const [, b] = await members(c, [250, 40]);
    // A deposit recorded but not yet synced is owed too.
    const recorded = await operator(c, 'POST', 'deposit', {
      username: b!.username,
      payment_method_id: 1,
      amount: '12.5',
      txhash: 'porunsynced01',
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const report = json<{ data: LiabilitiesReport }>(
      await operator(c, 'GET', 'liabilities?days=1', undefined, first),
    ).data;
    const taken = json<TakeReserveSnapshotResponse>(
      await operator(c, 'POST', 'proof-of-reserves', undefined, first),
    ).data;
    expect(taken.liabilities).toBe(report.owed.total);
    expect(taken.liabilities).toBe('302.500000');
    const [row] = await c.db.select().from(reserveSnapshots).where(eq(reserveSnapshots.id, taken.id));
    const [last] = await rowsOf<{ id: string }>(c.db, sql`select max(id)::text as id from ledger_transfers`);
    expect(row!.ledgerPoint.toString()).toBe(last!.id);
  });

  it('declines a snapshot without publishing it and keeps no tree of it', async () => {
    const c = ctx();
    const { first, second } = await team(c);
    await members(c, [10]);
    const taken = json<TakeReserveSnapshotResponse>(
      await operator(c, 'POST', 'proof-of-reserves', undefined, first),
    );
    const declined = await c.app.inject({
      method: 'POST',
      url: `/api/operator/approvals/${taken.approval_id}/decline`,
      headers: { authorization: `Bearer ${second}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ reason: 'liabilities look wrong' }),
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await reserves(c)).latest).toBeNull();
    const listed = json<OperatorReserveSnapshotsResponse>(
      await operator(c, 'GET', 'proof-of-reserves', undefined, first),
    ).data;
    expect(listed[0]).toMatchObject({ id: taken.data.id, status: 'declined' });
    expect(
      await c.db
        .select()
        .from(reserveSnapshotLeaves)
        .where(eq(reserveSnapshotLeaves.snapshotId, taken.data.id)),
    ).toHaveLength(0);
    // Once decided, a new one may be taken.
    expect((await operator(c, 'POST', 'proof-of-reserves', undefined, first)).statusCode).toBe(202);
  });

  it('publishes the daily snapshot on its own, once a day, and tells a newer member they are in the next', async () => {
    const c = ctx();
    const [early] = await members(c, [80]);
    const day = c.clock.now().toISOString().slice(0, 10);
    const taken = await takeSnapshot(c.db, undefined, { trigger: 'schedule', day }, c.clock.now());
    expect(taken.approvalId).toBeNull();
    await expect(takeSnapshot(c.db, undefined, { trigger: 'schedule', day }, c.clock.now())).rejects.toThrow(
      `The snapshot of ${day} is taken`,
    );
    expect((await reserves(c)).latest).toMatchObject({
      id: taken.id,
      trigger: 'schedule',
      liabilities: '80.000000',
    });
    expect((await myProof(c, early!.token)).statusCode).toBe(200);

    const [late] = await members(c, [1]);
    const answer = await myProof(c, late!.token);
    expect(answer.statusCode).toBe(404);
    expect(json(answer).message).toMatch(
      /^You joined after the latest proof of reserves was taken \(.+\): the next one includes you$/,
    );
  });

  it('answers a branch across stored chunks in a tree of ten thousand leaves', async () => {
    const c = ctx();
    const owed = Array.from({ length: 10_000 }, (_, i) => ({
      memberId: 1_000_000 + i,
      balance: BigInt(i * 7),
    }));
    const tree = await buildSumTree(owed);
    const stored = await c.db.transaction((tx) =>
      storeSnapshot(
        tx,
        { ledgerPoint: 0n, holdingsAt: [], holdings: 0n, tree },
        { trigger: 'schedule', day: 'bulk' },
        c.clock.now(),
      ),
    );
    for (const memberId of [1_000_000, 1_004_097, 1_009_999]) {
      const { proof } = await memberProof(c.db, memberId);
      expect(proof.snapshot_id).toBe(stored.id);
      expect(proof.path).toHaveLength(14);
      expect(await verify(proof)).toMatchObject({ ok: true, balance: BigInt((memberId - 1_000_000) * 7) });
    }
  });

  it("takes the day's snapshot once when the schedule runs twice at once, and again the next day", async () => {
    const c = ctx();
    await members(c, [5]);
    const now = c.clock.now();
    const runs = await Promise.all([
      runDailySnapshot(c.db, undefined, now),
      runDailySnapshot(c.db, undefined, now),
    ]);
    expect(runs.filter((run) => run.outcome === 'taken')).toHaveLength(1);
    expect(await runDailySnapshot(c.db, undefined, now)).toEqual({ outcome: 'already' });
    c.clock.advance(24 * 60 * 60_000);
    expect(await runDailySnapshot(c.db, undefined, c.clock.now(), 'off')).toEqual({ outcome: 'off' });
    expect(await runDailySnapshot(c.db, undefined, c.clock.now())).toMatchObject({ outcome: 'taken' });
    expect((await reserves(c)).history.map((s) => s.trigger)).toEqual(['schedule', 'schedule']);
  });

  it('proves control of treasury addresses by messages their keys signed, and refuses any other signature', async () => {
    const c = ctx();
    const { first, auditor } = await team(c);
    const bsc = privateKeyToAccount(BSC_KEY);
    const tron = TronWeb.address.fromPrivateKey(TRON_KEY.slice(2)) as string;
    const app = await buildApp({
      db: c.db,
      config: testConfig,
      mailer: createOutboxMailer(silent),
      now: c.clock.now,
      chains: { watches: {}, treasury: { BEP20: [bsc.address], TRC20: [tron] } },
    });
    try {
      const prove = (body: Record<string, unknown>, token = first) =>
        app.inject({
          method: 'POST',
          url: '/api/operator/proof-of-reserves/addresses',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
      const bscMessage = `Tessera proof of reserves, ${c.clock.now().toISOString().slice(0, 10)}: we control ${bsc.address}`;
      const tronMessage = `Tessera proof of reserves: we control ${tron}`;
      const bscSigned = await bsc.signMessage({ message: bscMessage });
      const tronSigned = utils.message.signMessage(tronMessage, TRON_KEY);
      const refusal = async (body: Record<string, unknown>) => {
        const answer = await prove(body);
        expect(answer.statusCode, answer.body).toBe(422);
        return json<{ message: string }>(answer).message;
      };

      // Another key's signature, an altered message, a message that does not name it, an undeclared address.
      const stranger = privateKeyToAccount(`0x${'5'.repeat(64)}`);
      expect(
        await refusal({
          network: 'BEP20',
          address: bsc.address,
          message: bscMessage,
          signature: await stranger.signMessage({ message: bscMessage }),
        }),
      ).toBe(
        `The signature was made by ${stranger.address}, not by ${bsc.address}: sign the message with the treasury address's key`,
      );
      expect(
        await refusal({
          network: 'BEP20',
          address: bsc.address,
          message: `${bscMessage}.`,
          signature: bscSigned,
        }),
      ).toMatch(/^The signature was made by 0x[0-9a-fA-F]{40}, not by /);
      expect(
        await refusal({
          network: 'BEP20',
          address: bsc.address,
          message: 'we control it',
          signature: bscSigned,
        }),
      ).toBe(`The message must name the address it proves: ${bsc.address}`);
      expect(
        await refusal({
          network: 'BEP20',
          address: stranger.address,
          message: bscMessage,
          signature: bscSigned,
        }),
      ).toBe(`${stranger.address} is not a declared BEP20 treasury address (BEP20_TREASURY)`);
      // A TRON signature is not an Ethereum one: the prefixes differ.
      expect(
        await refusal({
          network: 'TRC20',
          address: tron,
          message: tronMessage,
          signature: await bsc.signMessage({ message: tronMessage }),
        }),
      ).toMatch(/^The signature was made by T\w{33}, not by /);
      expect(
        (
          await prove(
            { network: 'TRC20', address: tron, message: tronMessage, signature: tronSigned },
            auditor,
          )
        ).statusCode,
      ).toBe(403);

      for (const body of [
        { network: 'BEP20', address: bsc.address.toLowerCase(), message: bscMessage, signature: bscSigned },
        { network: 'TRC20', address: tron, message: tronMessage, signature: tronSigned },
      ]) {
        const answer = await prove(body);
        expect(answer.statusCode, answer.body).toBe(200);
      }
      const listed = json<{ data: TreasuryAddress[] }>(
        await app.inject({
          method: 'GET',
          url: '/api/operator/proof-of-reserves/addresses',
          headers: { authorization: `Bearer ${auditor}` },
        }),
      ).data;
      expect(listed).toEqual([
        {
          network: 'BEP20',
          address: bsc.address,
          proven: true,
          ownership: { message: bscMessage, signature: bscSigned, proven_at: c.clock.now().toISOString() },
          proven_by: 'por_first',
        },
        {
          network: 'TRC20',
          address: tron,
          proven: true,
          ownership: { message: tronMessage, signature: tronSigned, proven_at: c.clock.now().toISOString() },
          proven_by: 'por_first',
        },
      ]);

      // A published snapshot shows each treasury address proven, with what anyone can check it by.
      const published = await c.db.transaction(async (tx) =>
        storeSnapshot(
          tx,
          {
            ledgerPoint: 0n,
            holdings: usdt(7),
            tree: await buildSumTree([]),
            holdingsAt: [
              {
                network: 'BEP20',
                method: 'USDT BEP20',
                token: bsc.address,
                block: 100n,
                deposits: [
                  { address: '0x00000000000000000000000000000000000000d1', balance: usdt(2) },
                  { address: '0x00000000000000000000000000000000000000d2', balance: 0n },
                ],
                treasury: [{ address: bsc.address, balance: usdt(5) }],
              },
            ],
          },
          { trigger: 'schedule', day: 'proven' },
          c.clock.now(),
        ),
      );
      const [treasury] = (await reserves(c)).latest!.chains[0]!.treasury;
      expect(treasury).toEqual({
        address: bsc.address,
        balance: '5.000000',
        proven: true,
        ownership: { message: bscMessage, signature: bscSigned, proven_at: c.clock.now().toISOString() },
      });
      expect(
        await verifyMessage({
          address: bsc.address,
          message: treasury!.ownership!.message,
          signature: treasury!.ownership!.signature as `0x${string}`,
        }),
      ).toBe(true);
      expect(utils.message.verifyMessage(tronMessage, tronSigned)).toBe(tron);

      // Every address read, anyone may download and check on the chain: an empty deposit address is left out.
      const csv = await app.inject({
        method: 'GET',
        url: `/api/proof-of-reserves/${published.id}/addresses.csv`,
      });
      expect(csv.statusCode, csv.body).toBe(200);
      expect(csv.body.trim().split(/\r?\n/)).toEqual([
        'network,address,kind,balance_usdt,block',
        'BEP20,0x00000000000000000000000000000000000000d1,deposit,2.000000,100',
        `BEP20,${bsc.address},treasury,5.000000,100`,
      ]);
      expect(
        (await app.inject({ method: 'GET', url: '/api/proof-of-reserves/999/addresses.csv' })).statusCode,
      ).toBe(404);
    } finally {
      await app.close();
    }
  });
});
