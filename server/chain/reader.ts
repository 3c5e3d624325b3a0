import {
  createPublicClient,
  erc20Abi,
  type Hex,
  hexToBigInt,
  hexToNumber,
  http,
  numberToHex,
  parseAbiItem,
  parseEventLogs,
  type RpcLog,
  toEventSelector,
} from 'viem';

/** A token transfer as the chain's logs tell it; `to` is the 20-byte account id in lower-case hex. */
export interface TransferLog {
  txHash: Hex;
  logIndex: number;
  blockNumber: bigint;
  blockHash: Hex;
  to: Hex;
  value: bigint;
}

/**
 * What the deposit watcher, the payout check and the holdings report read from a chain. BSC answers it with
 * standard Ethereum JSON-RPC; TRON's full nodes answer the same methods on their `/jsonrpc` endpoint, with
 * addresses as 20-byte hex (TRON's base58 form without its 0x41 prefix byte), which `addresses.ts` converts.
 */
export interface ChainReader {
  head(): Promise<bigint>;
  /** The hash of the block at `number` on the chain as it is now; null above the head. */
  blockHash(number: bigint): Promise<Hex | null>;
  /** Transfer events of `token` in blocks `from` to `to`, both included, in chain order. */
  transfers(token: Hex, from: bigint, to: bigint): Promise<TransferLog[]>;
  /** Where one transaction stands and, once mined, the transfers of `token` it made. */
  transaction(token: Hex, txHash: Hex): Promise<ChainTransaction>;
  /**
   * Each holder's balance of `token` at block `at`, in the token's base units and the holders' order; sent as
   * JSON-RPC batches, so thousands of addresses take a few requests.
   */
  balancesOf(token: Hex, holders: readonly Hex[], at: bigint): Promise<bigint[]>;
}

/**
 * A transaction as the chain knows it: mined with its transfers, mined but reverted (it moved nothing), sent
 * but not yet in a block, or unknown to the node.
 */
export type ChainTransaction =
  | { state: 'mined'; blockNumber: bigint; transfers: TransferLog[] }
  | { state: 'failed'; blockNumber: bigint }
  | { state: 'pending' }
  | { state: 'unknown' };

/** viem's answer for a hash the node does not have, as null. */
const unlessNotFound = (name: string) => (error: unknown) => {
  if (error instanceof Error && error.name === name) return null;
  throw error;
};

const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

/** topic0 of an ERC-20 Transfer: keccak256("Transfer(address,address,uint256)"). */
const TRANSFER_TOPIC = toEventSelector(transferEvent);
/** A topic holding an address: 12 zero bytes, then the 20-byte account. */
const ADDRESS_TOPIC = /^0x0{24}[0-9a-f]{40}$/i;

/**
 * A log of `eth_getLogs` as a transfer, read straight from its topics and data: the recipient is the third
 * topic's last 20 bytes, the value the only word of data. Decoding through the ABI writes both addresses in
 * EIP-55 (a keccak each) only for the watcher to write them in lower case again; on a busy chain that was
 * most of the watcher's own time. Anything else is not a standard ERC-20 Transfer and is skipped: a log
 * taken back by a reorganisation, a pending one, an ERC-721 Transfer (its token id is a fourth topic).
 */
function transferOf(log: RpcLog): TransferLog | null {
  const { transactionHash, logIndex, blockNumber, blockHash, topics, data } = log;
  if (
    log.removed ||
    transactionHash === null ||
    logIndex === null ||
    blockNumber === null ||
    blockHash === null
  )
    return null;
  const to = topics[2];
  if (topics.length !== 3 || topics[0]?.toLowerCase() !== TRANSFER_TOPIC || !to || !ADDRESS_TOPIC.test(to))
    return null;
  if (!/^0x[0-9a-fA-F]{64}$/.test(data)) return null;
  return {
    txHash: transactionHash,
    logIndex: hexToNumber(logIndex),
    blockNumber: hexToBigInt(blockNumber),
    blockHash,
    to: `0x${to.slice(26).toLowerCase()}`,
    value: hexToBigInt(data),
  };
}

/** Calls per JSON-RPC batch: inside what public BSC and TRON endpoints accept in one request. */
const BATCH_SIZE = 100;

/** A reader over JSON-RPC. Caching is off: a head a few seconds old would show a member stale confirmations. */
export function jsonRpcReader(rpcUrl: string, options: { timeoutMs?: number } = {}): ChainReader {
  const client = createPublicClient({
    transport: http(rpcUrl, { timeout: options.timeoutMs ?? 10_000, retryCount: 1 }),
    cacheTime: 0,
  });
  // Calls made in the same tick go as one JSON-RPC batch of up to BATCH_SIZE; used for the holdings only, so
  // a provider's answer to a batch never delays the watcher's own calls.
  const batched = createPublicClient({
    transport: http(rpcUrl, {
      timeout: options.timeoutMs ?? 30_000,
      retryCount: 1,
      batch: { batchSize: BATCH_SIZE, wait: 0 },
    }),
    cacheTime: 0,
  });
  const asTransfer = (log: {
    transactionHash: Hex | null;
    logIndex: number | null;
    blockNumber: bigint | null;
    blockHash: Hex | null;
    args: { to?: Hex; value?: bigint };
  }): TransferLog | null => {
    const { transactionHash, logIndex, blockNumber, blockHash, args } = log;
    // Pending logs and malformed events (a non-standard token) carry no place on the chain or no recipient.
    if (transactionHash === null || logIndex === null || blockNumber === null || blockHash === null)
      return null;
    if (args.to === undefined || args.value === undefined) return null;
    return {
      txHash: transactionHash,
      logIndex,
      blockNumber,
      blockHash,
      to: lower(args.to),
      value: args.value,
    };
  };
  return {
    head: () => client.getBlockNumber({ cacheTime: 0 }),
    async blockHash(number) {
      const block = await client.getBlock({ blockNumber: number }).catch((error: unknown) => {
        if (error instanceof Error && error.name === 'BlockNotFoundError') return null;
        throw error;
      });
      return block?.hash ?? null;
    },
    async transfers(token, from, to) {
      const logs = await client.request({
        method: 'eth_getLogs',
        params: [
          {
            address: token,
            topics: [TRANSFER_TOPIC],
            fromBlock: numberToHex(from),
            toBlock: numberToHex(to),
          },
        ],
      });
      return logs.flatMap((log) => transferOf(log) ?? []);
    },
    async transaction(token, txHash) {
      const receipt = await client
        .getTransactionReceipt({ hash: txHash })
        .catch(unlessNotFound('TransactionReceiptNotFoundError'));
      if (!receipt) {
        const sent = await client
          .getTransaction({ hash: txHash })
          .catch(unlessNotFound('TransactionNotFoundError'));
        return { state: sent ? 'pending' : 'unknown' };
      }
      if (receipt.status !== 'success') return { state: 'failed', blockNumber: receipt.blockNumber };
      const events = parseEventLogs({ abi: [transferEvent], logs: receipt.logs, strict: true });
      const transfers = events
        .filter((event) => lower(event.address) === lower(token))
        .flatMap((event) => asTransfer(event) ?? []);
      return { state: 'mined', blockNumber: receipt.blockNumber, transfers };
    },
    balancesOf: (token, holders, at) =>
      Promise.all(
        holders.map((holder) =>
          batched.readContract({
            address: token,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [holder],
            blockNumber: at,
          }),
        ),
      ),
  };
}

const lower = (hex: Hex): Hex => `0x${hex.slice(2).toLowerCase()}`;
