import { createServer } from 'node:net';
import { createPublicClient, http, type PublicClient, padHex, parseEventLogs, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevChain, startDevChain, testTokenAbi } from '../../server/chain/devChain';
import { freePort } from './serverProcess';

let chain: DevChain;
let client: PublicClient;
let port: number;

/** A fresh address for each test, so one test's balances never count in another's. */
const address = (n: number) => padHex(`0x${n.toString(16)}`, { size: 20 });

function portIsFree(candidate: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(candidate, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

beforeAll(async () => {
  port = await freePort();
  chain = await startDevChain({ port });
  client = createPublicClient({ transport: http(chain.rpcUrl), cacheTime: 0 });
});

afterAll(async () => {
  await chain?.stop();
});

describe('the development chain', () => {
  it('deploys a test USDT with 18 decimals whose whole supply the funder holds', async () => {
    expect(chain.chainId).toBe(31337);
    expect(await client.getChainId()).toBe(31337);
    const decimals = await client.readContract({
      address: chain.token,
      abi: testTokenAbi,
      functionName: 'decimals',
    });
    expect(decimals).toBe(18);
    expect(chain.decimals).toBe(18);
    expect(await chain.balanceOf(chain.funder)).toBe(parseUnits('1000000000000', 18));
  });

  it('leaves a sent transfer in the mempool until a block is mined', async () => {
    const to = address(1);
    const before = await chain.blockNumber();
    const hash = await chain.transfer(to, 2_500_000n);

    expect(await chain.blockNumber()).toBe(before);
    expect(await chain.balanceOf(to)).toBe(0n);
    await expect(client.getTransactionReceipt({ hash })).rejects.toThrow(/could not be found/);

    await chain.mine();
    const receipt = await client.getTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    expect(receipt.blockNumber).toBe(before + 1n);
    expect(await chain.balanceOf(to)).toBe(2_500_000n);
  });

  it('carries one Transfer event per recipient in a batch transfer, all in one transaction', async () => {
    const recipients = [
      { to: address(2), amount: 10n },
      { to: address(3), amount: 20n },
      { to: address(4), amount: 30n },
    ];
    const hash = await chain.batchTransfer(recipients);
    await chain.mine();

    const receipt = await client.getTransactionReceipt({ hash });
    const transfers = parseEventLogs({ abi: testTokenAbi, eventName: 'Transfer', logs: receipt.logs });
    expect(transfers.map((log) => [log.address, log.args.to, log.args.value])).toEqual(
      recipients.map((r) => [chain.token, r.to, r.amount]),
    );
    expect(await chain.balanceOf(address(3))).toBe(20n);
  });

  it('replaces a mined block with another at the same height after a revert: a real reorg', async () => {
    const to = address(5);
    const id = await chain.snapshot();
    const hash = await chain.transfer(to, 7n);
    await chain.mine();
    const height = await chain.blockNumber();
    const orphaned = await client.getBlock({ blockNumber: height });
    expect(orphaned.transactions).toContain(hash);
    expect(await chain.balanceOf(to)).toBe(7n);

    await chain.revert(id);
    await chain.mine();

    expect(await chain.blockNumber()).toBe(height);
    const replacement = await client.getBlock({ blockNumber: height });
    expect(replacement.hash).not.toBe(orphaned.hash);
    expect(replacement.transactions).not.toContain(hash);
    expect(await chain.balanceOf(to)).toBe(0n);
    await expect(client.getTransactionReceipt({ hash })).rejects.toThrow(/could not be found/);
  });

  it('refuses to revert to a snapshot that has already been used', async () => {
    const id = await chain.snapshot();
    await chain.revert(id);
    await expect(chain.revert(id)).rejects.toThrow(/no snapshot/);
  });

  it('deploys another token whose transfers leave the test USDT untouched', async () => {
    const to = address(6);
    const other = await chain.deployOtherToken();
    expect(other).not.toBe(chain.token);

    await chain.transfer(to, 40n, other);
    await chain.mine();

    expect(await chain.balanceOf(to, other)).toBe(40n);
    expect(await chain.balanceOf(to)).toBe(0n);
  });

  it('frees its port once stopped', async () => {
    expect(await portIsFree(port)).toBe(false);
    await chain.stop();
    expect(await portIsFree(port)).toBe(true);
  });
});
