import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

/**
 * The server suites that time what processes of Tessera's own do (kills aimed inside requests, two instances
 * racing): beside another file they would be judged on the machine's load. The suites that only start a
 * process and wait for it to answer or refuse (start, startChecks) run with the rest.
 */
const processTests = [
  'tests/server/crash.test.ts',
  'tests/server/stakingAccrualKill.test.ts',
  'tests/server/chainWatcherKill.test.ts',
  'tests/server/twoInstances.test.ts',
];

const serverTests = {
  include: ['tests/server/**/*.test.ts'],
  globalSetup: ['tests/server/globalSetup.ts'],
  environment: 'node',
  pool: 'forks' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // One worker per core of this 2-core machine class; a project that must run its files one at a time says so.
    maxWorkers: 2,
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'tests/tools/**/*.test.ts',
            '.storybook/**/*.test.ts',
          ],
          environment: 'node',
          // The unit tests pass sharing one context per worker, which saves importing the modules again for
          // every file (measured on this 2-core machine, busy: 23 s against 179 s, the same 645 tests).
          isolate: false,
        },
      },
      {
        test: {
          ...serverTests,
          name: 'server',
          exclude: processTests,
          // Two files at a time: each suite has a scratch database of its own, a Redis key prefix of its own
          // and port 0 (on a clean clone of this 2-core class: 747 s for the whole step against 1,256 s).
          fileParallelism: true,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...serverTests,
          name: 'server-processes',
          include: processTests,
          // Then, one at a time, the suites that time processes of their own (processTests above).
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
