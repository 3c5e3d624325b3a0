import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';

const port = Number(process.env.E2E_PORT ?? 3400);

export default defineConfig({
  testDir: '.',
  testMatch: '*.e2e.ts',
  globalSetup: './startTessera.ts',
  // One worker: the walks share one server and its demo members (demo's team business, the operators'
  // queues), and several assert exact figures there, so two walks at once would read each other's moves.
  fullyParallel: false,
  workers: 1,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../../test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
