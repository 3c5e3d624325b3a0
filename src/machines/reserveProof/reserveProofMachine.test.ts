import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ApiResult } from '../../api/errors';
import type { MyReserveProofResponse, ProofCheck, ReserveProof } from '../../api/proofOfReserves';
import { settle } from '../testing/advance';
import { reserveProofMachine } from './reserveProofMachine';

const proof: ReserveProof = {
  snapshot_id: 3,
  member_id: 42,
  salt: 'ab'.repeat(32),
  balance: '40000000',
  path: [{ side: 'right', hash: 'cd'.repeat(32), sum: '60000000' }],
  root: { hash: 'ef'.repeat(32), sum: '100000000' },
};
const loaded: MyReserveProofResponse = {
  status: true,
  data: { proof, taken_at: '2026-11-22T00:00:00.000Z', balance: '40.00' },
};
const refused = (code: number, message: string): ApiResult<MyReserveProofResponse> => ({
  status: false,
  msg: message,
  message,
  code,
});

type Load = ApiResult<MyReserveProofResponse> | Error;

function start(loads: Load[], checks: (ProofCheck | Error)[] = []) {
  const seen = { loads: 0, checked: [] as ReserveProof[] };
  const machine = reserveProofMachine.provide({
    actors: {
      loadProof: fromPromise(async () => {
        seen.loads += 1;
        const answer = loads.shift() ?? loaded;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      verifyProof: fromPromise(async ({ input }: { input: { proof: ReserveProof } }) => {
        seen.checked.push(input.proof);
        const check = checks.shift() ?? { ok: true, balance: 40_000_000n, total: 100_000_000n };
        if (check instanceof Error) throw check;
        return check;
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, seen };
}

describe('reserveProof', () => {
  it("reads the member's proof, then checks it only when asked, and again on each ask", async () => {
    const { actor, seen } = start([loaded]);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.proof).toEqual(loaded.data);
    expect(seen.checked).toEqual([]);
    actor.send({ type: 'proof.verify' });
    expect(actor.getSnapshot().value).toBe('verifying');
    await settle();
    expect(actor.getSnapshot().value).toBe('verified');
    expect(actor.getSnapshot().context.check).toEqual({
      ok: true,
      balance: 40_000_000n,
      total: 100_000_000n,
    });
    actor.send({ type: 'proof.verify' });
    expect(actor.getSnapshot().context.check).toBeNull();
    await settle();
    expect(seen.checked).toEqual([proof, proof]);
    expect(seen.loads).toBe(1);
  });

  it('says why a proof is not verified, whether the check refuses it or cannot run at all', async () => {
    const reason = 'the path does not lead to the published root: the proof was changed';
    const { actor } = start([loaded], [{ ok: false, reason }, new Error('digest failed')]);
    await settle();
    actor.send({ type: 'proof.verify' });
    await settle();
    expect(actor.getSnapshot().value).toBe('notVerified');
    expect(actor.getSnapshot().context.check).toEqual({ ok: false, reason });
    actor.send({ type: 'proof.verify' });
    await settle();
    expect(actor.getSnapshot().context.check).toEqual({ ok: false, reason: 'digest failed' });
  });

  it("tells a member with no published snapshot so, in the server's words when it gave some", async () => {
    const plain = start([refused(404, '404')]);
    await settle();
    expect(plain.actor.getSnapshot().value).toBe('unpublished');
    expect(plain.actor.getSnapshot().context.message).toBe('No proof of reserves has been published yet');
    const joinedLater = start([refused(404, 'You joined after the latest snapshot was taken')]);
    await settle();
    expect(joinedLater.actor.getSnapshot().context.message).toBe(
      'You joined after the latest snapshot was taken',
    );
    joinedLater.actor.send({ type: 'proof.verify' });
    expect(joinedLater.actor.getSnapshot().value).toBe('unpublished');
  });

  it('lets a failed read be tried again', async () => {
    const { actor, seen } = start([refused(500, 'Server Error'), new Error(''), loaded]);
    await settle();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().context.message).toBe('Server Error');
    actor.send({ type: 'proof.retry' });
    await settle();
    expect(actor.getSnapshot().context.message).toBe('Something Went Wrong Please Try Again....');
    actor.send({ type: 'proof.retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.message).toBeNull();
    expect(seen.loads).toBe(3);
  });
});
