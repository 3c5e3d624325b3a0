import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { formatUsdt } from '../format';
import { piecesFromLeft } from '../Numeric/readingOrder';
import { StatusPill } from '../StatusPill/StatusPill';
import { Table, type TableColumn } from './Table';

type Payout = { id: number; date: string; source: string; amount: string; is_paid: number };

const columns: TableColumn<Payout>[] = [
  { id: 'no', header: 'No', cell: (_, i) => i + 1 },
  { id: 'date', header: 'Date', cell: (r) => r.date },
  { id: 'source', header: 'Source', cell: (r) => r.source },
  { id: 'amount', header: 'Amount', cell: (r) => formatUsdt(r.amount), align: 'end' },
  { id: 'status', header: 'Status', cell: (r) => <StatusPill kind="payout" status={r.is_paid} /> },
];

const rows: Payout[] = [
  { id: 11, date: '09-03-2026', source: 'Reserve', amount: '12.5', is_paid: 1 },
  { id: 12, date: '10-03-2026', source: 'Team', amount: '3.005', is_paid: 0 },
];

const meta = {
  title: 'UI/Table',
  component: Table<Payout>,
  args: { columns, rows, rowKey: (r: Payout) => r.id, label: 'Payouts' },
} satisfies Meta<typeof Table<Payout>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Payouts' });
    const [header, ...body] = within(table).getAllByRole('row');
    await expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['No', 'Date', 'Source', 'Amount', 'Status']);
    await expect(body).toHaveLength(2);
    const cells = within(body[1]!).getAllByRole('cell');
    await expect(cells[3]).toHaveTextContent('3.01 USDT');
    await expect(getComputedStyle(cells[3]!).textAlign).toBe('end');
    await expect(cells[4]).toHaveTextContent('Unpaid');
  },
};

export const WithCaption: Story = {
  args: { caption: 'Recent payouts', label: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Recent payouts' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, loadingRows: 3 },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Payouts' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(table.querySelectorAll('[data-loading-row]')).toHaveLength(3);
    await expect(within(table).queryByText('Reserve')).toBeNull();
  },
};

export const EmptyNoDataAvailable: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getByRole('status')).toHaveTextContent('No Data Available');
  },
};

export const EmptyNoDataForAction: Story = {
  args: { rows: [], emptyText: 'No Data For Action' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getByRole('status')).toHaveTextContent('No Data For Action');
    await expect(within(table).queryByText('No Data Available')).toBeNull();
  },
};

const wideColumns: TableColumn<Payout>[] = [
  ...columns,
  { id: 'from', header: 'From Username', cell: () => 'someone' },
  { id: 'description', header: 'Description', cell: () => 'Level income from a team member' },
  { id: 'hash', header: 'Transaction Hash', cell: () => '0x9f86d081884c7d659a2feaa0c55ad015' },
];

const onAPhone = [
  (Story: ComponentType) => (
    <div style={{ inlineSize: 340 }}>
      <Story />
    </div>
  ),
];

/** A wide table on a phone: its empty state stays inside the visible frame. */
export const EmptyWideTableOnAPhone: Story = {
  args: { rows: [], columns: wideColumns, emptyText: 'No Data For Action' },
  decorators: onAPhone,
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByRole('region', { name: 'Payouts' });
    const message = within(frame).getByText('No Data For Action');
    const seen = frame.getBoundingClientRect();
    const text = message.getBoundingClientRect();
    await expect(text.left).toBeGreaterThanOrEqual(seen.left);
    await expect(text.right).toBeLessThanOrEqual(seen.right);
  },
};

const unstake = fn();

const withAction: TableColumn<Payout>[] = [
  ...wideColumns,
  {
    id: 'action',
    header: 'Action',
    cell: (r) => (
      <Button size="sm" onClick={() => unstake(r.id)}>
        Unstake
      </Button>
    ),
  },
];

/**
 * On a phone each row is a card: every column's name beside its value, the status and the action in view,
 * nothing to scroll sideways for.
 */
export const RowsAsCardsOnAPhone: Story = {
  args: { columns: withAction },
  decorators: onAPhone,
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByRole('region', { name: 'Payouts' });
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    const seen = frame.getBoundingClientRect();
    const [first] = within(frame).getAllByRole('row').slice(1);
    const status = within(first!).getByText('Paid');
    const action = within(first!).getByRole('button', { name: 'Unstake' });
    for (const shown of [status, action]) {
      const box = shown.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(seen.left);
      await expect(box.right).toBeLessThanOrEqual(seen.right);
    }
    // The column's name is drawn before its value, on the value's line.
    const cell = status.closest('td')!;
    await expect(getComputedStyle(cell, '::before').content).toBe('"Status"');
    await expect(status.getBoundingClientRect().left).toBeGreaterThan(cell.getBoundingClientRect().left + 60);
    // The pill hugs its word, as in the table's columns, instead of stretching across the card.
    await expect(cell.getBoundingClientRect().right - status.getBoundingClientRect().right).toBeGreaterThan(
      40,
    );
    await userEvent.click(action);
    await expect(unstake).toHaveBeenCalledWith(11);
  },
};

/** Wide enough, the same table keeps its columns. */
export const ColumnsWhereThereIsRoom: Story = {
  args: { columns: withAction },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    const header = within(table).getAllByRole('columnheader')[0]!;
    await expect(header.getBoundingClientRect().height).toBeGreaterThan(1);
    await expect(getComputedStyle(within(table).getByText('Paid').closest('td')!, '::before').content).toBe(
      'none',
    );
  },
};

export const AmountsAlignToTheLeftInRtl: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    const amount = within(table).getByText('12.50 USDT');
    const date = within(table).getByText('09-03-2026');
    await expect(document.documentElement.dir).toBe('rtl');
    // Columns run right to left, so the amount column lies left of the date column.
    await expect(amount.getBoundingClientRect().left).toBeLessThan(date.getBoundingClientRect().left);
  },
};

/** A plain text cell with a date and a time reads date first in RTL, as written. */
export const PlainTextKeepsItsOrderInRtl: Story = {
  args: {
    columns: [
      ...columns,
      { id: 'when', header: 'Requested', cell: () => '14/03/2026 09:34' },
      { id: 'code', header: 'Code', cell: () => 'WD000000000004' },
    ],
  },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const [cell] = within(canvasElement).getAllByText('14/03/2026 09:34');
    await expect(piecesFromLeft(cell!, ['14/03/2026', '09:34'])).toEqual(['14/03/2026', '09:34']);
  },
};
