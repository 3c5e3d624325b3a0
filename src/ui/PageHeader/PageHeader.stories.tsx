import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { PageHeader } from './PageHeader';

const onFilter = fn();

const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  args: { title: 'Payouts' },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const WithEverything: Story = {
  args: {
    description: 'Every payout credited to your account.',
    breadcrumbs: [
      { label: 'Home', href: '#home' },
      { label: 'Wallet', href: '#wallet' },
      { label: 'Payouts' },
    ],
    actions: <Button onClick={onFilter}>Filter</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Wallet']);
    await expect(within(nav).getByText('Payouts')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Every payout credited to your account.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    await expect(onFilter).toHaveBeenCalledOnce();
  },
};

export const ActionsAtInlineEndInRtl: Story = {
  ...WithEverything,
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const action = canvas.getByRole('button', { name: 'Filter' }).getBoundingClientRect();
    await expect(document.documentElement.dir).toBe('rtl');
    await expect(action.right).toBeLessThan(heading.left);
    // The English sentence reads left to right with its full stop last, and sits at the line's start (right).
    const sentence = canvas.getByText('Every payout credited to your account.');
    const text = sentence.firstChild!;
    const charAt = (i: number) => {
      const range = document.createRange();
      range.setStart(text, i);
      range.setEnd(text, i + 1);
      return range.getBoundingClientRect();
    };
    const length = text.textContent!.length;
    await expect(charAt(length - 1).left).toBeGreaterThan(charAt(0).left);
    const line = sentence.closest('p')!.getBoundingClientRect();
    await expect(line.right - charAt(length - 1).right).toBeLessThan(2);
  },
};
