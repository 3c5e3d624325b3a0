import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MemberEarnings } from './MemberEarnings';
import { traceRow } from './memberFixtures';

const meta = {
  title: 'Screens/Operator/Members/Earnings trace',
  component: MemberEarnings,
  args: {
    rows: [
      traceRow(3),
      traceRow(2, { amount: '0.240000', amount_checks: false, level: 2, from_member: 'dan' }),
    ],
    totals: { 'LEVEL INCOME': '12.750000', 'NFT TRADE': '0.500000' },
    loading: false,
    error: null,
    hasOlder: true,
    loadingOlder: false,
    onOlder: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof MemberEarnings>;
export default meta;
type Story = StoryObj<typeof meta>;

const traceOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Earnings trace' }));

export const WithOlderRows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Total level income')).toBeVisible();
    await expect(canvas.getByText('12.75 USDT')).toBeVisible();
    const headers = traceOf(canvasElement)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers).toEqual([
      'Paid',
      'Source',
      'From member',
      'Level',
      'Event',
      'Paid on',
      'Rate',
      'Plan version',
      'Amount',
      'Check',
    ]);
    const [, checks, fails] = traceOf(canvasElement).getAllByRole('row');
    await expect(checks).toHaveTextContent(
      /carol.*stake:3 \(2026-03-03\).*2\.50 USDT.*10 %.*v2.*0\.25 USDT.*Checks/,
    );
    // A payout that does not recompute says so in words.
    await expect(fails).toHaveTextContent(/dan.*0\.24 USDT.*Does not check/);
    await expect(within(fails!).getByRole('link', { name: 'dan' })).toHaveAttribute(
      'href',
      '/operator/members/dan',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Older' }));
    await expect(args.onOlder).toHaveBeenCalledOnce();
  },
};

export const LoadingOlder: Story = {
  args: { loadingOlder: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Older' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LastPage: Story = {
  args: { hasOlder: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Older' })).toBeNull();
    await expect(traceOf(canvasElement).getAllByRole('row')).toHaveLength(3);
  },
};

export const Loading: Story = {
  args: { rows: null, totals: {}, loading: true, hasOlder: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Earnings trace' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const NoIncomeYet: Story = {
  args: { rows: [], totals: {}, hasOlder: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No team income yet')).toBeVisible();
    await expect(within(canvasElement).queryByText(/^Total/)).toBeNull();
  },
};

export const FirstPageFailed: Story = {
  args: { rows: null, totals: {}, error: 'Could not load this. Please try again.', hasOlder: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load this');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const OlderPageFailed: Story = {
  args: { error: 'Could not load this. Please try again.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // What was shown stays; the failure asks again for the older page, not the first.
    await expect(traceOf(canvasElement).getAllByRole('row')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: 'Older' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onOlder).toHaveBeenCalledOnce();
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};
