import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Abi,
  createPublicClient,
  createTestClient,
  createWalletClient,
  type Hex,
  http,
  parseAbi,
} from 'viem';
import { hardhat } from 'viem/chains';
import { compileTestToken } from './testToken';

export interface DevChainOptions {
  port: number;
  /** Mine a block every this many ms; 0 or undefined mines only when mine() is called. Never automines. */
  blockIntervalMs?: number;
  /** Token decimals, default 18 (BSC's USDT has 18; TRON's has 6). */
  decimals?: number;
  /** Where the compiled token is kept between processes; memory only when absent. */
  compileCacheDir?: string;
  /** How long the node may take to answer, default 60 s. */
  startTimeoutMs?: number;
}

export interface DevChain {
  rpcUrl: string;
  chainId: number;
  token: `0x${string}`;
  decimals: number;
  /** Hardhat's first default account, which holds the whole supply of every token deployed here. */
  funder: `0x${string}`;
  /** Deploys another, unrelated ERC-20; mines a block to do it, so any pending transfer is mined with it. */
  deployOtherToken(): Promise<`0x${string}`>;
  /** Deploys a token of the same source with its own name, symbol and decimals (TRON's USDT has 6). */
  deployToken(token: { name: string; symbol: string; decimals: number }): Promise<`0x${string}`>;
  /** Sends base units from the funder; mined only by the next block (mine() or the interval). */
  transfer(to: `0x${string}`, amount: bigint, token?: `0x${string}`): Promise<`0x${string}`>;
  /** A transfer of more than the funder holds, with its gas given so the node takes it: mined, it reverts. */
  failingTransfer(to: `0x${string}`): Promise<`0x${string}`>;
  /** One transaction carrying one Transfer event per recipient; mined only by the next block. */
  batchTransfer(recipients: Array<{ to: `0x${string}`; amount: bigint }>): Promise<`0x${string}`>;
  mine(blocks?: number): Promise<void>;
  /** Waits until the transaction is in a block (mine() or the interval puts it there), and answers which. */
  mined(hash: `0x${string}`): Promise<bigint>;
  blockNumber(): Promise<bigint>;
  snapshot(): Promise<string>;
  /** Rewinds to the snapshot; mining again then makes a different branch, a real reorg. */
  revert(id: string): Promise<void>;
  balanceOf(address: `0x${string}`, token?: `0x${string}`): Promise<bigint>;
  /** Kills the node and waits for it to exit. */
  stop(): Promise<void>;
}

/** The part of TestUSDT's interface the chain's users call, typed for viem. */
export const testTokenAbi = parseAbi([
  'function balanceOf(address owner) view returns (uint256)',
  'function decimals() view returns (uint8)',
  'function transfer(address to, uint256 amount) returns (bool)',
  'function batchTransfer(address[] to, uint256[] amounts)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
]);

const here = path.dirname(fileURLToPath(import.meta.url));
const projectRoot = path.resolve(here, '../..');
const require = createRequire(import.meta.url);
const readyLine = 'Started HTTP and WebSocket JSON-RPC server at';
const outputTailChars = 4000;

export async function startDevChain(options: DevChainOptions): Promise<DevChain> {
  const decimals = options.decimals ?? 18;
  const rpcUrl = `http://127.0.0.1:${options.port}`;
  const node = spawnNode(options);
  try {
    // Compiling blocks this thread for seconds, so it overlaps the node's own start.
    const compiled = await compileTestToken({ cacheDir: options.compileCacheDir });
    await node.ready(options.startTimeoutMs ?? 60_000);
    // The node closes a connection idle for 5 s; a request sent on it as it closes fails with "other side
    // closed" without reaching the node, and is sent again on a new connection.
    const transport = http(rpcUrl, { retryCount: 2, retryDelay: 20 });
    const publicClient = createPublicClient({ chain: hardhat, transport, cacheTime: 0, pollingInterval: 50 });
    const testClient = createTestClient({ chain: hardhat, transport, mode: 'hardhat', cacheTime: 0 });
    const [funder] = await createWalletClient({ chain: hardhat, transport }).getAddresses();
    if (funder === undefined) throw new Error(`the node at ${rpcUrl} has no unlocked account`);
    // Hardhat holds its default accounts unlocked and picks nonces itself, so concurrent sends need no nonce manager.
    const wallet = createWalletClient({ chain: hardhat, transport, account: funder, cacheTime: 0 });
    const mine = (blocks = 1) => testClient.mine({ blocks });
    const deploy = async (name: string, symbol: string, tokenDecimals = decimals) => {
      const hash = await wallet.deployContract({
        abi: compiled.abi as Abi,
        bytecode: compiled.bytecode,
        args: [name, symbol, tokenDecimals],
      });
      await mine();
      const receipt = await publicClient.getTransactionReceipt({ hash });
      if (receipt.status !== 'success' || !receipt.contractAddress)
        throw new Error(`deploying ${symbol} failed`);
      return receipt.contractAddress;
    };
    const token = await deploy('Test Tether USD', 'USDT');
    let otherTokens = 0;
    return {
      rpcUrl,
      chainId: hardhat.id,
      token,
      decimals,
      funder,
      deployOtherToken: () => {
        otherTokens += 1;
        return deploy(`Other Token ${otherTokens}`, `OTH${otherTokens}`);
      },
      deployToken: ({ name, symbol, decimals: tokenDecimals }) => deploy(name, symbol, tokenDecimals),
      transfer: (to, amount, tokenAddress = token) =>
        wallet.writeContract({
          address: tokenAddress,
          abi: testTokenAbi,
          functionName: 'transfer',
          args: [to, amount],
        }),
      failingTransfer: (to) =>
        wallet.writeContract({
          address: token,
          abi: testTokenAbi,
          functionName: 'transfer',
          args: [to, 2n ** 255n],
          gas: 100_000n,
        }),
      batchTransfer: (recipients) =>
        wallet.writeContract({
          address: token,
          abi: testTokenAbi,
          functionName: 'batchTransfer',
          args: [recipients.map((r) => r.to), recipients.map((r) => r.amount)],
        }),
      mine,
      mined: async (hash) => (await publicClient.waitForTransactionReceipt({ hash })).blockNumber,
      blockNumber: () => publicClient.getBlockNumber({ cacheTime: 0 }),
      snapshot: () => testClient.snapshot(),
      revert: async (id) => {
        // viem's revert() drops the node's answer, which is false for an unknown or already used snapshot.
        const reverted: unknown = await testClient.request({ method: 'evm_revert', params: [id as Hex] });
        if (reverted !== true) throw new Error(`no snapshot ${id} to revert to`);
      },
      balanceOf: (address, tokenAddress = token) =>
        publicClient.readContract({
          address: tokenAddress,
          abi: testTokenAbi,
          functionName: 'balanceOf',
          args: [address],
        }),
      stop: node.stop,
    };
  } catch (error) {
    await node.stop();
    throw error;
  }
}

function spawnNode(options: DevChainOptions) {
  const cli = require.resolve('hardhat/internal/cli/cli.js');
  const config = path.join(here, 'hardhat.config.cjs');
  const args = [cli, '--config', config, 'node', '--hostname', '127.0.0.1', '--port', String(options.port)];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: {
      ...process.env,
      HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true',
      NO_COLOR: '1',
      DEV_CHAIN_BLOCK_INTERVAL_MS: String(options.blockIntervalMs ?? 0),
      DEV_CHAIN_EXIT_WITH_PARENT: 'true',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stdout = '';
  let stderr = '';
  let listening = false;
  // The node logs every call it answers; unread, the pipe would fill and stall it.
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout = (stdout + chunk.toString()).slice(-outputTailChars);
    if (!listening && stdout.includes(readyLine)) listening = true;
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-outputTailChars);
  });
  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);
  const childOutput = () => `stderr:\n${stderr.trim() || '(empty)'}\nstdout:\n${stdout.trim() || '(empty)'}`;
  const rpcUrl = `http://127.0.0.1:${options.port}`;

  const ready = async (timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (spawnError !== undefined)
        throw new Error(`the Hardhat node could not start: ${spawnError.message}`);
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(
          `the Hardhat node exited (${child.exitCode ?? child.signalCode}) before answering\n${childOutput()}`,
        );
      }
      // Waiting for the node's own "listening" line first: another server already on the port would answer too.
      if (listening && (await answersChainId(rpcUrl))) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the Hardhat node did not answer at ${rpcUrl} within ${timeoutMs} ms\n${childOutput()}`);
  };

  const stop = async () => {
    process.off('exit', killOnExit);
    if (spawnError === undefined && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
  };
  return { ready, stop };
}

async function answersChainId(rpcUrl: string): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1_000),
    });
    const body = (await response.json()) as { result?: Hex };
    return body.result !== undefined && Number(body.result) === hardhat.id;
  } catch {
    return false;
  }
}
