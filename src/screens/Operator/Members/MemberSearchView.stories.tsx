import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MemberSearchView, SEARCH_TOO_SHORT } from './MemberSearchView';
import { hits } from './memberFixtures';

const meta = {
  title: 'Screens/Operator/Members/Search',
  component: MemberSearchView,
  parameters: { router: { initialEntries: ['/operator/members'] } },
  args: { query: '', hits: null, loading: false, error: null, onSearch: fn(), onRetry: fn() },
} satisfies Meta<typeof MemberSearchView>;
export default meta;
type Story = StoryObj<typeof meta>;

const resultsOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Members found' }));

export const BeforeASearch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('searchbox', { name: 'Search members' });
    await expect(canvas.queryByRole('table')).toBeNull();
    // One character is refused beside the field, and nothing is asked.
    await userEvent.type(field, 'a{Enter}');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining(SEARCH_TOO_SHORT));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSearch).not.toHaveBeenCalled();
    // Enter in the field searches, trimmed.
    await userEvent.type(field, 'li {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('ali');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
  },
};

export const Searching: Story = {
  args: { query: 'ali', loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching for “ali”…');
    await expect(canvas.getByRole('table', { name: 'Members found' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('searchbox', { name: 'Search members' })).toHaveValue('ali');
  },
};

export const Results: Story = {
  args: { query: 'ali', hits },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('2 members match “ali”.');
    const table = resultsOf(canvasElement);
    const headers = table.getAllByRole('columnheader').map((cell) => cell.textContent);
    await expect(headers).toEqual(['Username', 'Name', 'E-mail', 'UVID', 'Joined', 'Verified']);
    const [, first, second] = table.getAllByRole('row');
    await expect(first).toHaveTextContent(/alice.*Alice Moreau.*alice@example\.com.*UV10001.*Yes/);
    await expect(second).toHaveTextContent(/alicia_k.*No$/);
    // Each member opens from their username, by click or Enter: a link to their file.
    const link = table.getByRole('link', { name: 'alice' });
    await expect(link).toHaveAttribute('href', '/operator/members/alice');
    link.focus();
    await expect(link).toHaveFocus();
  },
};

export const NoMatch: Story = {
  args: { query: 'zzz', hits: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('No member matches “zzz”.');
    await expect(resultsOf(canvasElement).getByText('No member matches “zzz”')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { query: 'ali', error: 'The support role may not do this (it needs members.read)' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('it needs members.read');
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const RightToLeft: Story = {
  args: { query: 'ali', hits },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // The field starts at the right and its button follows it to the left.
    const field = canvas.getByRole('searchbox', { name: 'Search members' }).getBoundingClientRect();
    const button = canvas.getByRole('button', { name: 'Search' }).getBoundingClientRect();
    await expect(button.right).toBeLessThanOrEqual(field.left + 1);
    // The first column, Username, is the rightmost; the e-mail still reads left to right.
    const [username, name] = resultsOf(canvasElement).getAllByRole('columnheader');
    await expect(username!.getBoundingClientRect().left).toBeGreaterThan(name!.getBoundingClientRect().left);
    const email = resultsOf(canvasElement).getByText('alice@example.com');
    await expect(getComputedStyle(email.closest('bdi')!).direction).toBe('ltr');
  },
};

export const OnAPhone: Story = {
  args: { query: 'ali', hits },
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
    // Every result is a card with its labels: nothing is cut off at either edge.
    for (const cell of resultsOf(canvasElement).getAllByRole('cell')) {
      const box = cell.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(frame.left - 1);
      await expect(box.right).toBeLessThanOrEqual(frame.right + 1);
    }
    await expect(canvas.getByRole('link', { name: 'alicia_k' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeVisible();
  },
};
