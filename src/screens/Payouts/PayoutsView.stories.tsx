import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
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
import { PayoutsView } from './PayoutsView';
import { payoutDetail, payouts, payoutsPage } from './payoutFixtures';

const meta = {
  title: 'Screens/Payouts',
  component: PayoutsView,
  parameters: { router: { initialEntries: ['/user/payouts'] } },
  args: {
    result: payoutsPage(payouts),
    ...listArgs(),
    today: false,
    sources: ['LEVEL INCOME', 'NFT TRADE', 'CRYPTO TRADE'],
    detail: null,
    onOpenDetail: fn(),
    onCloseDetail: fn(),
    onRetryDetail: fn(),
  },
} satisfies Meta<typeof PayoutsView>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('table'));

export const Loading: Story = {
  args: { result: undefined, loading: true },
  play: expectFirstPageLoading,
};

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await loadedRows(canvasElement, 'Payouts', [
      'Date',
      'From Username',
      'Amount',
      'Description',
      'Source',
      'Status',
    ]);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    );
    await expect(cells).toEqual([
      ['05-03-2026', 'bob_k', '$0.65', 'Level 1 income from bob_k', 'LEVEL INCOME', 'Paid'],
      ['04-03-2026', 'carol', '$0.13', 'Team benefit from carol', 'NFT TRADE', 'Paid'],
      ['02-03-2026', 'dave', '$2.50', 'Team benefit from dave', 'CRYPTO TRADE', 'Unpaid'],
    ]);
    // One unit in the Amount column: dollars on every row, trades included.
    await expect(cells.map((row) => row[2])).toEqual(
      cells.map(() => expect.stringMatching(/^\$\d+\.\d{2}$/)),
    );
    // Paid in green, Unpaid in red: the theme's positive and critical tones.
    const paid = within(rows[0]!).getByText('Paid');
    const unpaid = within(rows[2]!).getByText('Unpaid');
    await expect(paid).toHaveAttribute('data-tone', 'positive');
    await expect(unpaid).toHaveAttribute('data-tone', 'critical');
    await expect(getComputedStyle(paid).color).not.toBe(getComputedStyle(unpaid).color);
    const summary = within(canvas.getByRole('list', { name: 'Payout summary' }));
    await expect(summary.getByText('Total Payouts').parentElement).toHaveTextContent('4.28 USDT');
    await expect(canvas.getByText('Showing 1 to 3 of 3 results')).toBeVisible();
    await expect(canvas.queryByText("Showing today's payouts only.")).toBeNull();
  },
};

export const OpensWhyIEarnedThis: Story = {
  play: async ({ canvasElement, args }) => {
    const why = table(canvasElement).getByRole('button', { name: 'Level 1 income from bob_k' });
    why.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenDetail).toHaveBeenCalledWith(41);
  },
};

export const DetailLoading: Story = {
  args: { detail: { id: 41, data: undefined, error: null } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Why I earned this' });
    await expect(within(dialog).getByRole('status', { name: 'Loading payout details' })).toBeVisible();
  },
};

export const DetailOpen: Story = {
  args: { detail: { id: 41, data: payoutDetail, error: null } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Why I earned this' }));
    await expect(
      dialog.getByText(
        'bob_k is in your team at level 1. Plan version 1 pays 10.00% of a staking return at that level: ' +
          '10.00% of 6.50 USDT gives 0.65 USDT.',
      ),
    ).toBeVisible();
    const facts = dialog
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    await expect(facts).toEqual([
      ['Date', '05-03-2026'],
      ['Source event', 'Staking returns of bob_k for 05-03-2026'],
      ['From member', 'bob_k'],
      ['Level', '1'],
      ['Rate', '10.00%'],
      ['Plan version', '1'],
      ['Source amount', '$6.50'],
      ['Amount', '$0.65'],
      ['Source', 'LEVEL INCOME'],
      ['Status', 'Paid'],
    ]);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCloseDetail).toHaveBeenCalledOnce();
  },
};

export const DetailFailed: Story = {
  args: { detail: { id: 39, data: undefined, error: 'Request failed please try again' } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Why I earned this' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Request failed please try again');
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryDetail).toHaveBeenCalledOnce();
  },
};

export const FilterBySourceStatusAndDates: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openFilter(canvasElement);
    const source = dialog.getByRole('combobox', { name: 'Source' });
    await expect(optionsOf(source)).toEqual(['All', 'LEVEL INCOME', 'NFT TRADE', 'CRYPTO TRADE']);
    const status = dialog.getByRole('combobox', { name: 'Status' });
    await expect(optionsOf(status)).toEqual(['All', 'Paid', 'Unpaid']);
    await userEvent.selectOptions(source, 'NFT TRADE');
    await userEvent.selectOptions(status, '0');
    await filterMarch(dialog);
    await expect(args.onFilter).toHaveBeenCalledWith({
      source: 'NFT TRADE',
      is_paid: '0',
      from_date: '01-03-2026',
      to_date: '31-03-2026',
    });
  },
};

export const FilterClosesUnchanged: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openFilter(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onFilter).not.toHaveBeenCalled();
  },
};

export const Filtered: Story = {
  args: { filter: { source: 'CRYPTO TRADE', is_paid: '0' }, result: payoutsPage(payouts.slice(2)) },
  play: (context) =>
    expectFilteredExportAndClear(context, 'Filtered by Source: CRYPTO TRADE, Status: Unpaid'),
};

export const TodayOnly: Story = {
  parameters: { router: { initialEntries: ['/user/Referralpayouts'] } },
  args: { today: true, result: payoutsPage(payouts.slice(0, 1)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Showing today's payouts only.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Show all payouts' })).toHaveAttribute(
      'href',
      '/user/payouts',
    );
  },
};

export const Empty: Story = {
  args: { result: payoutsPage([]) },
  play: expectEmpty('Payout pages'),
};

export const ManyPages: Story = {
  args: {
    result: payoutsPage(
      Array.from({ length: 10 }, (_, i) => ({ ...payouts[i % 3]!, id: 100 - i })),
      127,
      7,
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 61 to 70 of 127 results')).toBeVisible();
    const nav = within(canvas.getByRole('navigation', { name: 'Payout pages' }));
    const numbers = nav
      .getAllByRole('button')
      .map((b) => b.textContent)
      .filter((text) => /^\d+$/.test(text ?? ''));
    await expect(numbers).toEqual(['4', '5', '6', '7', '8', '9', '10']);
    await userEvent.click(nav.getByRole('button', { name: 'First' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
    await userEvent.click(nav.getByRole('button', { name: 'Last' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(13);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search Table By No' }), '12{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(12);
  },
};

export const Failed: Story = {
  args: { result: undefined, error: 'Request failed please try again' },
  play: expectFailedWithRetry,
};

export const SignInExpired: Story = {
  args: { result: undefined, error: 'Authentication Failed. Please Login Again....' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Authentication Failed. Please Login Again....',
    );
  },
};

export const Exporting: Story = {
  args: { exporting: true },
  play: expectExportBusy,
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { detail: { id: 41, data: payoutDetail, error: null } },
  play: async () => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(await screen.findByRole('dialog', { name: 'Why I earned this' })).toBeVisible();
  },
};
