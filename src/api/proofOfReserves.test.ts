import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  describeCheck,
  proofFile,
  proofFileName,
  type ReserveProof,
  verifyInBrowser,
} from './proofOfReserves';

/**
 * A small Merkle sum tree built here with node:crypto, straight from the rule in words
 * (contract/proofOfReserves.ts), so the browser's check is held against the rule and not against itself.
 */
const sha = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();
const u64 = (value: bigint) => {
  const out = Buffer.alloc(8);
  out.writeBigUInt64BE(value);
  return out;
};
const tag = (name: string) => Buffer.from(name, 'utf8');

type Node = { hash: Buffer; sum: bigint };

function buildTree(members: readonly { id: number; balance: bigint }[]) {
  const salts = members.map((_, index) => sha(tag(`salt ${index}`)));
  let level: Node[] = members.map((member, index) => ({
    hash: sha(tag('tessera-por-leaf-v1'), salts[index]!, u64(BigInt(member.id)), u64(member.balance)),
    sum: member.balance,
  }));
  while (level.length & (level.length - 1)) level.push({ hash: sha(tag('tessera-por-empty-v1')), sum: 0n });
  const levels = [level];
  while (level.length > 1) {
    const parents: Node[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const [left, right] = [level[i]!, level[i + 1]!];
      parents.push({
        hash: sha(tag('tessera-por-node-v1'), left.hash, u64(left.sum), right.hash, u64(right.sum)),
        sum: left.sum + right.sum,
      });
    }
    level = parents;
    levels.push(level);
  }
  const root = level[0]!;
  const proofOf = (index: number): ReserveProof => {
    const path: ReserveProof['path'] = [];
    let at = index;
    for (const nodes of levels.slice(0, -1)) {
      const sibling = nodes[at ^ 1]!;
      path.push({
        side: at % 2 === 0 ? 'right' : 'left',
        hash: sibling.hash.toString('hex'),
        sum: `${sibling.sum}`,
      });
      at >>= 1;
    }
    return {
      snapshot_id: 7,
      member_id: members[index]!.id,
      salt: salts[index]!.toString('hex'),
      balance: `${members[index]!.balance}`,
      path,
      root: { hash: root.hash.toString('hex'), sum: `${root.sum}` },
    };
  };
  return { root, proofOf };
}

const tree = buildTree([
  { id: 11, balance: 1_250_500_000n },
  { id: 12, balance: 0n },
  { id: 13, balance: 40_000_001n },
  { id: 14, balance: 999_999n },
  { id: 15, balance: 318_130_000n },
]);
const genuine = tree.proofOf(2);
const raised = (proof: ReserveProof, micros: bigint): ReserveProof => ({
  ...proof,
  balance: `${BigInt(proof.balance) + micros}`,
});

describe('verifyInBrowser', () => {
  it("verifies a member's genuine branch up to the published root and total", async () => {
    expect(genuine.path).toHaveLength(3);
    const check = await verifyInBrowser(genuine);
    expect(check).toEqual({ ok: true, balance: 40_000_001n, total: tree.root.sum });
    expect(describeCheck(genuine, check)).toBe(
      'Verified: your balance of 40.000001 USDT is included in snapshot 7, whose members were owed 1609.63 USDT in all.',
    );
    for (const index of [0, 1, 3, 4]) expect((await verifyInBrowser(tree.proofOf(index))).ok).toBe(true);
  });

  it('refuses the same proof with the balance raised by one micro-USDT, or by one cent', async () => {
    for (const micros of [1n, 10_000n]) {
      const check = await verifyInBrowser(raised(genuine, micros));
      expect(check).toEqual({
        ok: false,
        reason: 'the path does not lead to the published root: the proof was changed',
      });
      expect(describeCheck(genuine, check)).toBe(
        'Not verified: the path does not lead to the published root: the proof was changed.',
      );
    }
  });

  it('refuses a changed sibling hash', async () => {
    const [first, ...rest] = genuine.path;
    const flipped = `${first!.hash.slice(0, -1)}${first!.hash.endsWith('0') ? '1' : '0'}`;
    const check = await verifyInBrowser({ ...genuine, path: [{ ...first!, hash: flipped }, ...rest] });
    expect(check).toMatchObject({
      ok: false,
      reason: expect.stringContaining('does not lead to the published root'),
    });
  });

  it('refuses a branch with a level removed', async () => {
    const check = await verifyInBrowser({ ...genuine, path: genuine.path.slice(0, -1) });
    expect(check).toMatchObject({
      ok: false,
      reason: expect.stringContaining('does not lead to the published root'),
    });
  });

  it('refuses a negative sum, naming its level', async () => {
    const path = genuine.path.map((step, index) => (index === 1 ? { ...step, sum: '-5' } : step));
    expect(await verifyInBrowser({ ...genuine, path })).toEqual({
      ok: false,
      reason: 'level 2: the sum -5 is negative, not whole or too large',
    });
    expect(await verifyInBrowser({ ...genuine, balance: '-1' })).toEqual({
      ok: false,
      reason: 'the balance -1 is not a sum from 0 to 2^64 − 1',
    });
  });

  it('refuses a root whose total was changed though its hash was kept', async () => {
    const check = await verifyInBrowser({
      ...genuine,
      root: { ...genuine.root, sum: `${tree.root.sum + 1n}` },
    });
    expect(check).toMatchObject({ ok: false, reason: expect.stringContaining('the published total is') });
  });
});

describe('the downloaded proof', () => {
  it('is exactly the proof, named by its snapshot', async () => {
    expect(proofFileName(genuine)).toBe('tessera-proof-of-reserves-7.json');
    const file = proofFile(genuine);
    expect(file.type).toBe('application/json');
    expect(JSON.parse(await file.text())).toEqual(genuine);
  });
});
