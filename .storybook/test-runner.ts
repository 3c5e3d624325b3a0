import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from 'playwright-core';
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

/** What axe found that a reviewer needs to fix it: the rule, how bad, and each element with its markup. */
interface Violation {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  nodes: { target: string; html: string; summary: string }[];
}

// Each story file runs in a fresh module registry, so this file imports nothing heavy at run time: the
// test-runner's own module and an axe wrapper cost more to evaluate per file than the stories take to play.
const axeScript = createRequire(join(process.cwd(), 'package.json')).resolve('axe-core/axe.min.js');

async function storyA11y(page: Page, storyId: string): Promise<A11yParameters> {
  return page.evaluate(async (id) => {
    const context = await (
      globalThis as unknown as {
        __getContext: (id: string) => Promise<{ parameters: { a11y?: A11yParameters } }>;
      }
    ).__getContext(id);
    return context.parameters.a11y ?? {};
  }, storyId);
}

/** The page has drawn what the story loaded: its document, every request and the fonts. */
async function pageReady(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

function report(violations: Violation[]): string {
  const lines = [`${violations.length} accessibility violation(s) of serious or critical impact:`];
  for (const v of violations) {
    lines.push('', `${v.id} (${v.impact}): ${v.help}`, `  ${v.helpUrl}`);
    for (const node of v.nodes)
      lines.push(`  at ${node.target}`, `    ${node.html}`, `    ${node.summary.replace(/\n/g, '\n    ')}`);
  }
  return lines.join('\n');
}

const config: TestRunnerConfig = {
  async preVisit(page) {
    // The stories of a file share one page: axe (half a megabyte of script) is evaluated there once.
    if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeScript });
  },
  async postVisit(page, context) {
    const a11y = await storyA11y(page, context.id);
    if (a11y.disable) return;
    await pageReady(page);
    const rules: Record<string, { enabled: boolean }> = {};
    for (const id of addedRules) rules[id] = { enabled: true };
    for (const id of [...pageLevelRules, ...Object.keys(a11y.rules ?? {})]) rules[id] = { enabled: false };
    // The whole body, not only #storybook-root: Radix dialogs and toasts render in portals beside it.
    const violations = await page.evaluate(async (rules) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      const result = await axe.run(
        { include: [['body']], exclude: [['#storybook-docs']] },
        { rules, resultTypes: ['violations'] },
      );
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => ({
          id: v.id,
          impact: v.impact ?? '',
          help: v.help,
          helpUrl: v.helpUrl,
          nodes: v.nodes.map((n) => ({
            target: n.target.join(' '),
            html: n.html,
            summary: n.failureSummary ?? '',
          })),
        }));
    }, rules);
    if (violations.length > 0) throw new Error(report(violations));
  },
};

export default config;
