import type { BrowserContext, Page } from 'playwright-core';
import config from './test-runner';

/**
 * Stands in for the test-runner's own setup file, which evaluates the whole test-runner (about a second) in
 * every story file's module registry only to hand over these hooks. The page-setup function it also hands
 * over is needed only when a story navigates away; it is loaded then.
 */
const hooks = globalThis as unknown as Record<string, unknown>;
hooks.__sbPreVisit = config.preVisit;
hooks.__sbPostVisit = config.postVisit;
hooks.__sbCollectCoverage = false;
hooks.__sbSetupPage = async (page: Page, context: BrowserContext) => {
  const { setupPage } = await import('@storybook/test-runner');
  return setupPage(page, context);
};
