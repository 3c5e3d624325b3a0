import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReservesView } from './ReservesView';
import { nothingPublished, published } from './reservesFixtures';

const meta = {
  title: 'Screens/Reserves',
  component: ReservesView,
  parameters: { router: { initialEntries: ['/reserves'] } },
  args: { reserves: published, error: null, onRetry: fn() },
} satisfies Meta<typeof ReservesView>;
export default meta;
type Story = StoryObj<typeof meta>;

const figuresOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

/** The cells of a table's body rows, as text. */
const rowsOf = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent),
  );

/** Where the SVG draws a line's first and last points on the screen, as a person sees them. */
function endsOf(svg: SVGSVGElement, series: 'owed' | 'held') {
  const line = svg.querySelector<SVGPolylineElement>(`[data-series="${series}"]`)!;
  const matrix = svg.getScreenCTM()!;
  const onScreen = (index: number) => {
    const point = line.points.getItem(index);
    return new DOMPoint(point.x, point.y).matrixTransform(matrix);
  };
  return { first: onScreen(0), last: onScreen(line.points.numberOfItems - 1) };
}

export const Published: Story = {
  name: 'The latest snapshot: totals, root, the ratio in words, and every chain',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Proof of reserves' })).toBeVisible();
    const latest = canvas.getByRole('region', { name: 'Latest snapshot' });
    await expect(figuresOf(latest)).toEqual([
      ['Taken', '2026-11-22 00:00 UTC'],
      ['Taken by', 'The daily schedule'],
      ['Members counted', '1284'],
      ['Owed to members', '3218.260000 USDT'],
      ['Held on the chains', '3355.612000 USDT'],
      ['Holdings ÷ liabilities', '104.26%'],
      ['Last ledger transfer included', '#9444'],
      ['Root hash', '7754aadd1d2114a61050ccb7ed9d1094d94e8bdad8525e9e5d5187241d56f386'],
    ]);
    await expect(
      within(latest).getByText(
        'For every 100 USDT members are owed, the platform held 104.26 USDT on the chains at that moment.',
      ),
    ).toBeVisible();

    const bep20 = canvas.getByRole('region', { name: 'USDT BEP20' });
    // The chain's own figures: the first list of them, before the signed messages'.
    await expect(figuresOf(bep20.querySelector('dl')!)).toEqual([
      ['Token contract', '0x55d398326f99059fF775485246999027B3197955'],
      ['Block', '44120318'],
      ["Members' deposit addresses", '212 holding 1105.612000 USDT'],
      ['Total on this chain', '2855.612000 USDT'],
    ]);
    await expect(rowsOf(within(bep20).getByRole('table'))).toEqual([
      ['0x8F3a9c21D4e5B6c7A8b9C0d1E2f3A4b5C6d7E8f9', '1500.000000', 'Yes, by a signed message'],
      ['0x1B2c3D4e5F6a7B8c9D0e1F2a3B4c5D6e7F8a9B0c', '250.000000', 'Not proven'],
    ]);
    await expect(
      canvas.getByRole('link', { name: 'Download every address read, with its balance and block (CSV)' }),
    ).toHaveAttribute('href', '/api/proof-of-reserves/12/addresses.csv');
    // The proven address's signed message and signature, which anyone can check without Tessera.
    const signed = within(bep20).getByRole('list', { name: 'Signed messages on USDT BEP20' });
    await expect(figuresOf(within(signed).getByRole('listitem'))).toEqual([
      ['Address', '0x8F3a9c21D4e5B6c7A8b9C0d1E2f3A4b5C6d7E8f9'],
      [
        'Message',
        'Tessera proof of reserves: the platform controls 0x8F3a9c21D4e5B6c7A8b9C0d1E2f3A4b5C6d7E8f9 on BEP20. 2026-11-20',
      ],
      ['Signature', `0x${'3c'.repeat(64)}1b`],
      ['Checked', '2026-11-20 09:12 UTC'],
    ]);
    const trc20 = canvas.getByRole('region', { name: 'USDT TRC20' });
    await expect(figuresOf(trc20)[2]).toEqual(["Members' deposit addresses", '0 holding 0.000000 USDT']);
    await expect(rowsOf(within(trc20).getByRole('table'))).toHaveLength(1);
  },
};

export const History: Story = {
  name: 'The history: a chart of owed against held, oldest first, and a table of every figure',
  play: async ({ canvasElement }) => {
    const history = within(within(canvasElement).getByRole('region', { name: 'History' }));
    const chart = history.getByRole('img', {
      name: 'What members were owed and what the chains held at 5 snapshots from 2026-11-18 00:00 UTC to 2026-11-22 00:00 UTC; the table below gives every figure.',
    }) as unknown as SVGSVGElement;
    // Time runs left to right; the owed line rises from the oldest snapshot to the newest.
    const owed = endsOf(chart, 'owed');
    await expect(owed.first.x).toBeLessThan(owed.last.x);
    await expect(owed.last.y).toBeLessThan(owed.first.y);
    // 19 November, when less was held than owed: the held line is drawn under the owed line there.
    const line = (series: string) => chart.querySelector<SVGPolylineElement>(`[data-series="${series}"]`)!;
    await expect(line('held').points.getItem(1).y).toBeGreaterThan(line('owed').points.getItem(1).y);
    await expect(line('held').points.getItem(0).y).toBeLessThan(line('owed').points.getItem(0).y);
    const rows = rowsOf(history.getByRole('table'));
    await expect(rows).toHaveLength(5);
    await expect(rows[0]?.slice(0, 5)).toEqual([
      '2026-11-22 00:00 UTC',
      '1284',
      '3218.260000',
      '3355.612000',
      '104.26%',
    ]);
    await expect(rows[3]?.[4]).toBe('97.99%');
  },
};

export const WhatItProvesAndDoesNot: Story = {
  name: 'What this proves, and what it does not, and how a member checks their own balance',
  play: async ({ canvasElement }) => {
    const section = within(
      within(canvasElement).getByRole('region', { name: 'What this proves, and what it does not' }),
    );
    await expect(section.getByText(/It is not an audit/)).toBeVisible();
    await expect(section.getByText(/none is below zero/)).toBeVisible();
    await expect(section.getByText(/That the platform has no other debts/)).toBeVisible();
    await expect(section.getByText(/funds borrowed for the moment of the snapshot/)).toBeVisible();
    await expect(section.getByText(/In 2023 the PCAOB/)).toBeVisible();
    await expect(section.getByText('npm run verify-reserves -- proof.json')).toBeVisible();
    const account = section.getByRole('link', { name: 'Account' });
    await expect(account).toHaveAttribute('href', '/user/account');
    await expect(section.getByText('Verify my balance')).toBeVisible();
  },
};

export const ReachedByKeyboard: Story = {
  name: 'The wide tables scroll from the keyboard, and the way to Account is reached by Tab',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const historyTable = within(canvas.getByRole('region', { name: 'History' })).getByRole('region', {
      name: 'Published snapshots',
    });
    const account = canvas.getByRole('link', { name: 'Account' });
    const reached: Element[] = [];
    for (let presses = 0; presses < 12 && document.activeElement !== account; presses++) {
      await userEvent.tab();
      if (document.activeElement) reached.push(document.activeElement);
    }
    await expect(reached).toContain(historyTable);
    await expect(account).toHaveFocus();
  },
};

export const NothingPublishedYet: Story = {
  args: { reserves: nothingPublished },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Nothing has been published yet');
    await expect(canvas.queryByRole('region', { name: 'Latest snapshot' })).toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(
      canvas.getByRole('region', { name: 'What this proves, and what it does not' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { reserves: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading the proof of reserves' })).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: 'What this proves, and what it does not' }),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  args: { reserves: undefined, error: 'The proof of reserves could not be loaded. Please try again.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const OnAPhone: Story = {
  name: 'On a phone (390 px): nothing wider than the screen',
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 390 }} data-testid="phone">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const phone = within(canvasElement).getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(390);
    await expect(
      within(phone).getByRole('region', { name: 'USDT BEP20' }).getBoundingClientRect().width,
    ).toBeLessThanOrEqual(390);
  },
};

export const RightToLeft: Story = {
  name: 'Right to left: labels at the start edge, time running from the right, hashes still left to right',
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const latest = within(canvas.getByRole('region', { name: 'Latest snapshot' }));
    const label = latest.getByText('Members counted').getBoundingClientRect();
    const value = latest.getByText('1284').getBoundingClientRect();
    await expect(label.right).toBeGreaterThan(value.right);
    const chart = canvas.getByRole('img', { name: /^What members were owed/ }) as unknown as SVGSVGElement;
    const owed = endsOf(chart, 'owed');
    await expect(owed.first.x).toBeGreaterThan(owed.last.x);
    // The range under the chart reads from its right: the oldest date first.
    const caption = within(chart.closest('figure')?.querySelector('figcaption') as HTMLElement);
    const oldest = caption.getByText('2026-11-18 00:00 UTC').getBoundingClientRect();
    const newest = caption.getByText('2026-11-22 00:00 UTC').getBoundingClientRect();
    await expect(oldest.left).toBeGreaterThan(newest.left);
    // A hash reads left to right, as it is written: its first four digits stand left of the next four.
    const hash = latest.getByText('7754aadd1d2114a61050ccb7ed9d1094d94e8bdad8525e9e5d5187241d56f386');
    const digits = (from: number) => {
      const range = document.createRange();
      range.setStart(hash.firstChild as Node, from);
      range.setEnd(hash.firstChild as Node, from + 4);
      return range.getBoundingClientRect();
    };
    await expect(digits(0).left).toBeLessThan(digits(4).left);
    // An amount keeps its written order too: its digits stand left of its unit.
    const owedValue = latest.getByText('Owed to members').nextElementSibling as HTMLElement;
    const owedText = document.createTreeWalker(owedValue, NodeFilter.SHOW_TEXT).nextNode() as Text;
    const part = (from: number, to: number) => {
      const range = document.createRange();
      range.setStart(owedText, from);
      range.setEnd(owedText, to);
      return range.getBoundingClientRect();
    };
    const text = owedText.data;
    await expect(text).toMatch(/^\d[\d.]* USDT$/);
    await expect(part(0, 1).left).toBeLessThan(part(text.length - 4, text.length).left);
  },
};
