import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { TransactionsResponse } from '../../api/wallet';
import { pagedRows } from '../shared/FilteredList/listFixtures';
import {
  expectEmpty,
  expectExportBusy,
  expectFailedWithRetry,
  expectFilteredExportAndClear,
  expectFirstPageLoading,
  filterMarch,
  listArgs,
  loadedRows,
  openFilter,
  optionsOf,
} from '../shared/FilteredList/listStories';
import { TransactionsView } from './TransactionsView';

type Line = TransactionsResponse['data']['data'][number];

const PAID_HASH = '9f2c4e7a1b3d5f60718293a4b5c6d7e8f90112233445566778899aabbccddeeff';

const lines: Line[] = [
  {
    transaction_id: 412,
    wallet: 'pay_in',
    type: 'credit',
    value: '125.5',
    balance: '125.5',
    note: 'Deposit USDT TRC20',
    source: 'deposit',
    created_at: '2026-03-05T09:07:00.000Z',
    withdrawal: null,
  },
  {
    transaction_id: 388,
    wallet: 'pay_in',
    type: 'debit',
    value: '20',
    balance: '0',
    note: 'Wallet Balance To Reserve Wallet',
    source: 'transfer',
    created_at: '2026-03-04T18:30:00.000Z',
    withdrawal: null,
  },
  {
    transaction_id: 388,
    wallet: 'reserve',
    type: 'credit',
    value: '20',
    balance: '20',
    note: 'Wallet Balance To Reserve Wallet',
    source: 'transfer',
    created_at: '2026-03-04T18:30:00.000Z',
    withdrawal: null,
  },
  {
    transaction_id: 301,
    wallet: 'pay_out',
    type: 'debit',
    value: '11',
    balance: '39',
    note: 'Withdrawal of 10 USDT, fee 1 USDT',
    source: 'withdrawal_hold',
    created_at: '2026-03-01T00:15:00.000Z',
    withdrawal: { status: 1, t_hash: PAID_HASH, network: 'TRC20' },
  },
];

function response(rows: readonly Line[], total = rows.length, currentPage = 1): TransactionsResponse {
  return {
    status: true,
    data: pagedRows(rows, 'transactions?page=1', total, currentPage),
    more_details: [
      { title: 'Receiving Wallet', value: '125.5' },
      { title: 'Out going Wallet', value: '39' },
      { title: 'Reserve Wallet', value: '20' },
      { title: 'Total Credit', value: '145.5' },
      { title: 'Total Debit', value: '31' },
    ],
    source: ['deposit', 'transfer', 'withdrawal_hold'],
  };
}

const meta = {
  title: 'Screens/Transactions',
  component: TransactionsView,
  parameters: { router: { initialEntries: ['/user/transaction'] } },
  args: {
    result: response(lines),
    ...listArgs(),
    sources: ['deposit', 'transfer', 'withdrawal_hold'],
  },
} satisfies Meta<typeof TransactionsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { result: undefined, loading: true },
  play: expectFirstPageLoading,
};

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await loadedRows(canvasElement, 'My Transactions', [
      'Wallet',
      'Type',
      'Amount',
      'Balance',
      'Description',
      'Source',
      'Date',
      'Transaction ID',
    ]);
    await expect(rows).toHaveLength(4);
    const cells = (row: number) =>
      within(rows[row]!)
        .getAllByRole('cell')
        .map((td) => td.textContent);
    // Amounts and balances in dollars to 2 decimals, the date with its time, the line's transaction.
    await expect(cells(0)).toEqual([
      'Receiving Wallet',
      'Credit',
      '$125.50',
      '$125.50',
      'Deposit USDT TRC20',
      'Deposit',
      '05-03-2026 09:07 UTC',
      '412',
    ]);
    // Both sides of a transfer between wallets carry the same transaction id.
    await expect(cells(1).at(-1)).toBe('388');
    await expect(cells(2).at(-1)).toBe('388');
    await expect(rows[2]).toHaveTextContent('Reserve Wallet');
    // A paid withdrawal's line says so and links its hash to the chain explorer.
    const withdrawal = within(rows[3]!);
    await expect(rows[3]).toHaveTextContent('Out going Wallet');
    await expect(rows[3]).toHaveTextContent('Withdrawal Hold');
    await expect(rows[3]).toHaveTextContent('01-03-2026 00:15 UTC');
    await expect(withdrawal.getByText('Completed')).toBeVisible();
    const hash = withdrawal.getByRole('link', { name: '9f2c4e…ddeeff' });
    await expect(hash).toHaveAttribute('href', `https://tronscan.org/#/transaction/${PAID_HASH}`);
    // No cell of the Amount and Balance columns is in USDT.
    for (const row of rows) {
      const [, , amount, balance] = within(row).getAllByRole('cell');
      await expect(amount).toHaveTextContent(/^\$\d/);
      await expect(balance).toHaveTextContent(/^\$\d/);
    }
    const summary = within(canvas.getByRole('list', { name: 'Transaction summary' }));
    await expect(summary.getAllByRole('listitem')).toHaveLength(5);
    await expect(summary.getByText('Total Credit').parentElement).toHaveTextContent('145.50 USDT');
    await expect(canvas.getByText('Showing 1 to 4 of 4 results')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear Filter' })).toBeNull();
  },
};

export const FilterByWalletTypeSourceAndDates: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openFilter(canvasElement);
    const wallet = dialog.getByRole('combobox', { name: 'Wallet' });
    await expect(optionsOf(wallet)).toEqual(['All', 'Out Going', 'Receiving', 'Reserve']);
    await userEvent.selectOptions(wallet, 'pay_in');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Type' }), 'credit');
    const source = dialog.getByRole('combobox', { name: 'Transaction Source' });
    await expect(within(source).getByRole('option', { name: 'Withdrawal Hold' })).toBeInTheDocument();
    await userEvent.selectOptions(source, 'deposit');
    await filterMarch(dialog);
    await expect(args.onFilter).toHaveBeenCalledWith({
      wallet: 'pay_in',
      type: 'credit',
      source: 'deposit',
      from_date: '01-03-2026',
      to_date: '31-03-2026',
    });
  },
};

export const Filtered: Story = {
  args: {
    filter: { wallet: 'pay_in', type: 'credit', from_date: '01-03-2026' },
    result: response(lines.slice(0, 1)),
  },
  play: (context) =>
    expectFilteredExportAndClear(context, 'Filtered by Wallet: Receiving, Type: Credit, From: 01-03-2026'),
};

export const Empty: Story = {
  args: { result: response([]) },
  play: expectEmpty('Transaction pages'),
};

export const FilteredToNothing: Story = {
  args: { filter: { source: 'withdrawal_hold', to_date: '01-01-2026' }, result: response([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No Data For Action')).toBeVisible();
    await expect(canvas.getByText(/Filtered by Source: Withdrawal Hold, To: 01-01-2026/)).toBeVisible();
  },
};

export const ManyPages: Story = {
  args: { result: response([...lines, ...lines, ...lines.slice(0, 2)], 47, 2) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 11 to 20 of 47 results')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Last' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(5);
    const jump = canvas.getByRole('textbox', { name: 'Search Table By No' });
    await userEvent.type(jump, '4{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
  },
};

export const Failed: Story = {
  args: { result: undefined, error: 'Request failed please try again' },
  play: async (context) => {
    await expectFailedWithRetry(context);
    await expect(within(context.canvasElement).getByRole('button', { name: 'Filter' })).toBeEnabled();
  },
};

export const FilterFailed: Story = {
  args: {
    result: undefined,
    filter: { wallet: 'pay_out' },
    error: 'Request failed please login again',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Request failed please login again');
    await expect(canvas.getByRole('button', { name: 'Clear Filter' })).toBeVisible();
  },
};

export const Exporting: Story = {
  args: { exporting: true },
  play: expectExportBusy,
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('button', { name: 'Filter' })).toBeVisible();
    // A line's date and time read in their own order, the zone last, inside the right-to-left table.
    const time = canvasElement.querySelector('td time')!;
    const text = time.firstChild!;
    const rectOf = (word: string) => {
      const at = text.textContent!.indexOf(word);
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + word.length);
      return range.getBoundingClientRect();
    };
    await expect(text.textContent).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} UTC$/);
    await expect(rectOf('UTC').left).toBeGreaterThan(rectOf(text.textContent!.slice(0, 10)).right);
  },
};
