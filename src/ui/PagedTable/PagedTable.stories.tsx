import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatUsdt } from '../format';
import type { TableColumn } from '../Table/Table';
import { type PagedRows, PagedTable } from './PagedTable';

type Deposit = { hash: string; date: string; amount: string };

const columns: TableColumn<Deposit>[] = [
  { id: 'date', header: 'Date', cell: (row) => row.date },
  { id: 'hash', header: 'Transaction Hash', cell: (row) => row.hash },
  { id: 'amount', header: 'Amount', align: 'end', cell: (row) => formatUsdt(row.amount) },
];

const rows: Deposit[] = [
  { hash: '0xa1', date: '09-03-2026', amount: '12.5' },
  { hash: '0xb2', date: '10-03-2026', amount: '250' },
  { hash: '0xc3', date: '11-03-2026', amount: '3.005' },
];

const page: PagedRows<Deposit> = { current_page: 2, last_page: 5, from: 11, to: 13, total: 43, data: rows };
const empty: PagedRows<Deposit> = { current_page: 1, last_page: 1, from: null, to: null, total: 0, data: [] };

const meta = {
  title: 'UI/PagedTable',
  component: PagedTable<Deposit>,
  args: {
    page,
    columns,
    rowKey: (row: Deposit) => row.hash,
    label: 'Recent deposits',
    paginationLabel: 'Deposit pages',
    onPageChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PagedTable<Deposit>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoadedWithPages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Recent deposits' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(table).toHaveTextContent('250.00 USDT');
    await expect(canvas.getByText('Showing 11 to 13 of 43 results')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Deposit pages' });
    await expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 4' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    // The keyboard reaches the page buttons and presses them too.
    within(nav).getByRole('button', { name: 'Next page' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
  },
};

export const Empty: Story = {
  args: { page: empty },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Recent deposits' });
    await expect(within(table).getByRole('status')).toHaveTextContent('No Data For Action');
    await expect(canvas.queryByRole('navigation', { name: 'Deposit pages' })).toBeNull();
    await expect(canvas.queryByText(/Showing/)).toBeNull();
  },
};

export const Loading: Story = {
  args: { page: null, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Recent deposits' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(table.querySelectorAll('[data-loading-row]').length).toBeGreaterThan(0);
    await expect(canvas.queryByText('No Data For Action')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Deposit pages' })).toBeNull();
  },
};

export const FailedWithTryAgain: Story = {
  args: { page: null, error: 'Request failed please try again' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Request failed please try again');
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LoadedWithPagesInRtl: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement.dir).toBe('rtl');
    const table = canvas.getByRole('table', { name: 'Recent deposits' });
    const date = within(table).getByText('09-03-2026').getBoundingClientRect();
    const amount = within(table).getByText('12.50 USDT').getBoundingClientRect();
    // Columns run right to left: the first column, the date, lies right of the amount.
    await expect(date.left).toBeGreaterThan(amount.left);
    const first = canvas.getByRole('button', { name: 'First' }).getBoundingClientRect();
    const last = canvas.getByRole('button', { name: 'Last' }).getBoundingClientRect();
    await expect(first.left).toBeGreaterThan(last.left);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};
