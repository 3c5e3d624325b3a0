import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';
import { portOf, workerSlot, workers } from './servers';

export default defineConfig({
  testDir: '.',
  testMatch: '*.e2e.ts',
  globalSetup: './startTessera.ts',
  // A file's walks run in order on one worker, and each worker has a Tessera of its own (servers.ts): the
  // walks of a file share its demo members (demo's team business, the operators' queues) and assert exact
  // figures there. This file is read again in each worker, where the slot names that worker's server.
  fullyParallel: false,
  workers,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../../test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${portOf(workerSlot())}`,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
