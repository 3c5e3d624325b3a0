import { getStoryContext, type TestRunnerConfig, waitForPageReady } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';
import { addedRules, pageLevelRules } from './a11yRules';

/**
 * How a story narrows the axe check, always with a reason that reviewers can judge:
 * `parameters: { a11y: { rules: { 'color-contrast': 'why this story may break it' } } }`, or
 * `parameters: { a11y: { disable: 'why this story is not checked at all' } }` (rare: error overlays and the like).
 */
export interface A11yParameters {
  disable?: string;
  rules?: Record<string, string>;
}

const config: TestRunnerConfig = {
  async preVisit(page) {
    // The stories of a file share one page: axe (half a megabyte of script) is evaluated there once.
    if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const a11y = (story.parameters.a11y ?? {}) as A11yParameters;
    if (a11y.disable) return;
    await waitForPageReady(page);
    const rules: Record<string, { enabled: boolean }> = {};
    for (const id of addedRules) rules[id] = { enabled: true };
    for (const id of [...pageLevelRules, ...Object.keys(a11y.rules ?? {})]) rules[id] = { enabled: false };
    // The whole body, not only #storybook-root: Radix dialogs and toasts render in portals beside it.
    await checkA11y(
      page,
      { include: [['body']], exclude: [['#storybook-docs']] },
      {
        includedImpacts: ['serious', 'critical'],
        detailedReport: true,
        detailedReportOptions: { html: true },
        verbose: false,
        axeOptions: { rules },
      },
    );
  },
};

export default config;
