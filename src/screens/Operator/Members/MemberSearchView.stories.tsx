import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { MemberListItem } from '../../../api/operatorMembers';
import { listOf } from '../shared/listStories';
import { MemberSearchView, SEARCH_TOO_SHORT } from './MemberSearchView';
import { hits } from './memberFixtures';

const list = (rows: MemberListItem[] | null, overrides: Parameters<typeof listOf>[1] = {}) =>
  listOf(rows, { ...overrides, params: { sort: 'username', dir: 'asc', ...overrides.params } });

const meta = {
  title: 'Screens/Operator/Members/Search',
  component: MemberSearchView,
  parameters: { router: { initialEntries: ['/operator/members'] } },
  args: { list: list(hits, { total: 2 }), search: '' },
} satisfies Meta<typeof MemberSearchView>;
export default meta;
type Story = StoryObj<typeof meta>;

const tableOf = (canvasElement: HTMLElement, name = 'Members') =>
  within(within(canvasElement).getByRole('table', { name }));

export const EveryMember: Story = {
  name: 'Every member, A to Z, a page at a time; a search narrows it',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const headers = tableOf(canvasElement)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers).toEqual([
      'Username',
      'Name',
      'E-mail',
      'UVID',
      'Joined',
      'Verified',
      'Withdrawals',
    ]);
    const [, first, second] = tableOf(canvasElement).getAllByRole('row');
    await expect(first).toHaveTextContent(/alice.*Alice Moreau.*alice@example\.com.*UV10001.*Yes.*Open/);
    await expect(second).toHaveTextContent(/alicia_k.*No.*Frozen$/);
    await expect(canvas.getByText('Showing 1 to 2 of 2 results')).toBeVisible();
    const field = canvas.getByRole('searchbox', { name: 'Search members' });
    // One character is refused beside the field, and nothing is asked.
    await userEvent.type(field, 'a{Enter}');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(SEARCH_TOO_SHORT));
    await expect(args.list.onChange).not.toHaveBeenCalled();
    await userEvent.type(field, 'li {Enter}');
    await expect(args.list.onChange).toHaveBeenCalledWith({ q: 'ali' });
    await userEvent.selectOptions(canvas.getByLabelText('Withdrawals'), 'Withdrawals frozen');
    await expect(args.list.onChange).toHaveBeenCalledWith({ frozen: 'true' });
    await userEvent.selectOptions(canvas.getByLabelText('Order by'), 'Joined');
    await expect(args.list.onChange).toHaveBeenCalledWith({ sort: 'joined_at' });
  },
};

export const Results: Story = {
  args: { list: list(hits, { params: { q: 'ali' } }), search: 'q=ali' },
  play: async ({ canvasElement }) => {
    const table = tableOf(canvasElement, 'Members found');
    const link = table.getByRole('link', { name: 'alice' });
    await expect(link).toHaveAttribute('href', '/operator/members/alice');
    link.focus();
    await expect(link).toHaveFocus();
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search members' })).toHaveValue('ali');
  },
};

export const Loading: Story = {
  args: { list: list(null, { loading: true, params: { q: 'ali' } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Members found' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const NoMatch: Story = {
  args: { list: list([], { params: { q: 'zzz' } }) },
  play: async ({ canvasElement }) => {
    await expect(tableOf(canvasElement, 'Members found').getByText('No member matches “zzz”')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { list: list(null, { error: 'The support role may not do this (it needs members.read)' }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('it needs members.read');
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.list.onRetry).toHaveBeenCalledOnce();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const field = canvas.getByRole('searchbox', { name: 'Search members' }).getBoundingClientRect();
    const button = canvas.getByRole('button', { name: 'Search' }).getBoundingClientRect();
    await expect(button.right).toBeLessThanOrEqual(field.left + 1);
    const [username, name] = tableOf(canvasElement).getAllByRole('columnheader');
    await expect(username!.getBoundingClientRect().left).toBeGreaterThan(name!.getBoundingClientRect().left);
    const email = tableOf(canvasElement).getByText('alice@example.com');
    await expect(getComputedStyle(email.closest('bdi')!).direction).toBe('ltr');
  },
};

export const OnAPhone: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 390 }} data-testid="phone">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(390);
    const frame = phone.getBoundingClientRect();
    for (const cell of tableOf(canvasElement).getAllByRole('cell')) {
      const box = cell.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(frame.left - 1);
      await expect(box.right).toBeLessThanOrEqual(frame.right + 1);
    }
    await expect(canvas.getByRole('link', { name: 'alicia_k' })).toBeVisible();
  },
};
