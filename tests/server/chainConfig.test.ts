import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

const BSC_USDT = '0x55d398326f99059fF775485246999027B3197955';
const TRON_USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

describe('the chains in the configuration', () => {
  it('starts the development chain beside the embedded database when no network has an RPC URL', () => {
    const config = loadConfig({ PORT: '3100' });
    expect(config.chains).toEqual({});
    expect(config.devChain).toEqual({
      port: 8645,
      confirmations: { BEP20: 15, TRC20: 20 },
      minimumUsdt: { BEP20: 1, TRC20: 1 },
    });
    expect(loadConfig({ DEV_CHAIN: 'off' }).devChain).toBeNull();
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/tessera' }).devChain).toBeNull();
    expect(loadConfig({ DEV_CHAIN_PORT: '9000', BEP20_CONFIRMATIONS: '4' }).devChain).toMatchObject({
      port: 9000,
      confirmations: { BEP20: 4, TRC20: 20 },
    });
  });

  it("watches a network with its RPC URL and token, at that network's defaults, and never beside the development chain", () => {
    const config = loadConfig({
      BEP20_RPC_URL: 'https://bsc.example/rpc',
      BEP20_TOKEN: BSC_USDT,
      TRC20_RPC_URL: 'https://tron.example/jsonrpc',
      TRC20_TOKEN: TRON_USDT,
      TRC20_START_BLOCK: '66120940',
      TRC20_TREASURY: ` ${TRON_USDT} ,`,
    });
    expect(config.devChain).toBeNull();
    expect(config.chains).toEqual({
      BEP20: {
        rpcUrl: 'https://bsc.example/rpc',
        token: BSC_USDT,
        confirmations: 15,
        decimals: 18,
        minimumUsdt: 1,
        treasury: [],
      },
      TRC20: {
        rpcUrl: 'https://tron.example/jsonrpc',
        token: TRON_USDT,
        confirmations: 20,
        startBlock: 66120940n,
        decimals: 6,
        minimumUsdt: 1,
        treasury: [TRON_USDT],
      },
    });
    expect(() =>
      loadConfig({ BEP20_RPC_URL: 'https://bsc.example/rpc', BEP20_TOKEN: BSC_USDT, DEV_CHAIN: 'on' }),
    ).toThrow('DEV_CHAIN must not be on when a network has an RPC URL');
  });

  it('names the variable of a missing token, an address of the wrong network or a range out of bounds', () => {
    expect(() => loadConfig({ BEP20_RPC_URL: 'https://bsc.example/rpc' })).toThrow(
      'BEP20_TOKEN must be set when BEP20_RPC_URL is',
    );
    expect(() => loadConfig({ TRC20_TOKEN: BSC_USDT })).toThrow('TRC20_TOKEN must be a TRON address (T…)');
    expect(() => loadConfig({ BEP20_TOKEN: TRON_USDT })).toThrow(
      'BEP20_TOKEN must be a 0x address of 40 hex digits',
    );
    expect(() => loadConfig({ BEP20_CONFIRMATIONS: '0' })).toThrow(
      'BEP20_CONFIRMATIONS must be a whole number from 1 to 1000',
    );
    expect(() => loadConfig({ TRC20_DECIMALS: '4' })).toThrow(
      'TRC20_DECIMALS must be a whole number from 6 to 36',
    );
  });
});
