import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyReservesCli } from '../../server/cli/verifyReserves';
import { branchOf, buildSumTree, type Owed, type SumTree, saltOf } from '../../server/proofOfReserves/tree';
import {
  MAX_SUM,
  type ReserveProof,
  type Sha256,
  verifyReserveProof,
} from '../../src/api/contract/proofOfReserves';
import { bytesToHex } from '../../src/api/contract/reserveDraw';

/** Web Crypto, as the member's browser and the standalone verifier hash: the tree was built with node:crypto. */
const webSha256: Sha256 = async (bytes) =>
  new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes));

const owedTo = (balances: bigint[]): Owed[] => balances.map((balance, i) => ({ memberId: 100 + i, balance }));

function proofFor(tree: SumTree, memberId: number): ReserveProof {
  const leaf = tree.leaves.find((l) => l.memberId === memberId);
  if (!leaf) throw new Error(`member ${memberId} is not in the tree`);
  return {
    snapshot_id: 1,
    member_id: memberId,
    salt: bytesToHex(saltOf(tree.salts, leaf.index)),
    balance: leaf.balance.toString(),
    path: branchOf(tree, leaf.index),
    root: { hash: tree.root.hash, sum: tree.root.sum.toString() },
  };
}

describe('the proof of reserves tree', () => {
  it("proves every member's balance to the published root, whose sum is the total owed", async () => {
    for (const n of [1, 2, 5, 8, 33]) {
      const balances = Array.from({ length: n }, (_, i) => BigInt(i * 1_250_000 + (i % 3) * 7));
      const tree = await buildSumTree(owedTo(balances));
      expect(tree.root.sum).toBe(balances.reduce((a, b) => a + b, 0n));
      for (const { memberId, balance } of owedTo(balances)) {
        const proof = proofFor(tree, memberId);
        expect(proof.path).toHaveLength(Math.ceil(Math.log2(n)));
        expect(await verifyReserveProof(proof, webSha256)).toEqual({
          ok: true,
          balance,
          total: tree.root.sum,
        });
      }
    }
  });

  it('fails a proof whose balance is changed by one cent, in either direction', async () => {
    const tree = await buildSumTree(owedTo([10_000_000n, 25_500_000n, 3_000_000n, 0n, 42n]));
    const proof = proofFor(tree, 101);
    for (const balance of ['25510000', '25490000']) {
      expect(await verifyReserveProof({ ...proof, balance }, webSha256)).toEqual({
        ok: false,
        reason: 'the path does not lead to the published root: the proof was changed',
      });
    }
  });

  it('fails a proof whose sibling hides a debt, or whose sums were moved between nodes', async () => {
    const tree = await buildSumTree(owedTo([10_000_000n, 25_500_000n, 3_000_000n, 7_000_000n]));
    const proof = proofFor(tree, 100);
    const [first, ...rest] = proof.path;
    const negative = { ...proof, path: [{ ...first!, sum: '-5000000' }, ...rest] };
    expect(await verifyReserveProof(negative, webSha256)).toMatchObject({
      ok: false,
      reason: 'level 1: the sum -5000000 is negative, not whole or too large',
    });
    // Moving 5 USDT from the sibling to the member keeps every total and still breaks the hashes.
    const moved = {
      ...proof,
      balance: (BigInt(proof.balance) + 5_000_000n).toString(),
      path: [{ ...first!, sum: (BigInt(first!.sum) - 5_000_000n).toString() }, ...rest],
    };
    expect(await verifyReserveProof(moved, webSha256)).toMatchObject({ ok: false });
    // Every node's hash binds its children's sums: 1 USDT moved between two siblings' sums, the total the same,
    // is found.
    const [second, ...higher] = rest;
    const shifted = {
      ...proof,
      path: [
        { ...first!, sum: (BigInt(first!.sum) - 1_000_000n).toString() },
        { ...second!, sum: (BigInt(second!.sum) + 1_000_000n).toString() },
        ...higher,
      ],
    };
    expect(await verifyReserveProof(shifted, webSha256)).toEqual({
      ok: false,
      reason: 'the path does not lead to the published root: the proof was changed',
    });
    const wrongTotal = { ...proof, root: { ...proof.root, sum: (tree.root.sum - 1n).toString() } };
    expect(await verifyReserveProof(wrongTotal, webSha256)).toMatchObject({
      ok: false,
      reason: `the path adds up to ${tree.root.sum} micro-USDT, the published total is ${tree.root.sum - 1n}`,
    });
  });

  it('leaves no room for a removed member: their old proof fails against the next root', async () => {
    const everyone = owedTo([10_000_000n, 25_500_000n, 3_000_000n]);
    const before = await buildSumTree(everyone);
    const after = await buildSumTree(everyone.filter((m) => m.memberId !== 101));
    const stale = {
      ...proofFor(before, 101),
      root: { hash: after.root.hash, sum: after.root.sum.toString() },
    };
    expect(await verifyReserveProof(stale, webSha256)).toMatchObject({ ok: false });
    expect(after.root.sum).toBe(13_000_000n);
  });

  it('refuses to build a tree with a negative balance, a member twice or a total over 64 bits', async () => {
    await expect(buildSumTree(owedTo([5n, -1n]))).rejects.toThrow(
      'member 101 is owed -1: a negative balance cannot be a leaf',
    );
    const twice = [
      { memberId: 7, balance: 1n },
      { memberId: 7, balance: 2n },
    ];
    await expect(buildSumTree(twice)).rejects.toThrow('member 7 is in the snapshot twice');
    await expect(buildSumTree(owedTo([MAX_SUM, 1n]))).rejects.toThrow('does not fit in 64 bits');
  });

  it('builds a large tree in worker threads to the same rule: every sampled proof holds, the total is the sum', async () => {
    const balances = Array.from({ length: 40_000 }, (_, i) => BigInt((i * 7_919) % 3_000_000));
    const tree = await buildSumTree(owedTo(balances));
    expect(tree.hashes[0]!.length).toBe(32 * 65_536);
    expect(tree.root.sum).toBe(balances.reduce((a, b) => a + b, 0n));
    for (const memberId of [100, 12_345, 20_099, 39_999, 40_099]) {
      const check = await verifyReserveProof(proofFor(tree, memberId), webSha256);
      expect(check).toMatchObject({ ok: true, total: tree.root.sum });
    }
  });

  it('salts and shuffles the leaves, so neither a leaf hash nor its place names the member', async () => {
    const owed = owedTo(Array.from({ length: 33 }, () => 1_000_000n));
    const [one, two] = [await buildSumTree(owed), await buildSumTree(owed)];
    expect(one.root.hash).not.toBe(two.root.hash);
    expect(one.leaves.map((l) => l.memberId)).not.toEqual(owed.map((m) => m.memberId));
  });

  it("the standalone verifier agrees with the browser's check, on the proof and on it altered by one cent", async () => {
    const tree = await buildSumTree(owedTo([10_000_000n, 25_500_000n, 3_000_000n]));
    const dir = mkdtempSync(join(tmpdir(), 'tessera-proof-'));
    const run = async (proof: unknown) => {
      const file = join(dir, 'proof.json');
      writeFileSync(file, JSON.stringify(proof));
      const lines: string[] = [];
      const code = await verifyReservesCli([file], (line) => lines.push(line));
      return { code, said: lines.join('\n') };
    };
    const proof = proofFor(tree, 101);
    expect(await run(proof)).toEqual({
      code: 0,
      said:
        "VERIFIED: member 101's balance of 25.500000 USDT is included in snapshot 1, whose root " +
        `${tree.root.hash} adds up to 38.500000 USDT over 2 levels, every sum a whole non-negative number of ` +
        'micro-USDT.',
    });
    expect(await run({ ...proof, balance: '25510000' })).toEqual({
      code: 1,
      said: 'NOT VERIFIED: the path does not lead to the published root: the proof was changed.',
    });
    expect((await run({ member_id: 1 })).code).toBe(2);
  });
});
