import { createRequire } from 'node:module';
import { getJestConfig } from '@storybook/test-runner';

const testRunnerConfig = getJestConfig();

// The test-runner ignores jest-playwright config files and env vars, so the browser is set here: the
// system Chromium, with the flags (shared with the end-to-end tests) that keep it off the closed network.
const chromium = createRequire(import.meta.url)('./tests/chromium-flags.json');

/**
 * @type {import('@jest/types').Config.InitialOptions}
 */
export default {
  ...testRunnerConfig,
  setupFilesAfterEnv: testRunnerConfig.setupFilesAfterEnv.map((file) =>
    file.endsWith('/playwright/jest-setup.js') ? '<rootDir>/.storybook/test-runner-setup.ts' : file,
  ),
  // The theme gallery draws every preset in both directions and on a phone; with axe over all of it, a busy
  // 2-core machine needs more than jest's 15 s for such a story.
  testTimeout: 60_000,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || chromium.executablePath,
        headless: true,
        args: chromium.args,
      },
    },
  },
};
