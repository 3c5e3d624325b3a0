// The configuration `hardhat node` runs with when server/chain/devChain.ts starts it; the parent passes its
// choices through the environment.
const interval = Number(process.env.DEV_CHAIN_BLOCK_INTERVAL_MS ?? '0');

// The parent keeps this process's stdin open. When the parent goes, even killed outright, the pipe closes: a
// node no one holds the handle of would otherwise keep its port until the machine restarts.
if (process.env.DEV_CHAIN_EXIT_WITH_PARENT === 'true') {
  process.stdin.on('end', () => process.exit(0));
  process.stdin.resume();
}

module.exports = {
  networks: {
    hardhat: {
      chainId: 31337,
      // Never automine: a sent transfer waits in the mempool for the next block, as it would on a real chain.
      // An interval of 0 mines only when asked (hardhat_mine).
      mining: { auto: false, interval: Number.isFinite(interval) && interval > 0 ? interval : 0 },
    },
  },
};
