import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LiabilitiesView } from './LiabilitiesView';
import { brokenLedger, report, shortReport } from './liabilitiesFixtures';

const meta = {
  title: 'Screens/Operator/Liabilities',
  component: LiabilitiesView,
  parameters: { router: { initialEntries: ['/operator/liabilities'] } },
  args: {
    days: 7,
    onDaysChange: fn(),
    report,
    loading: false,
    error: null,
    onRetry: fn(),
    onDownload: fn(),
    downloading: false,
    downloadError: null,
  },
} satisfies Meta<typeof LiabilitiesView>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (table: HTMLElement, text: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(text)) as HTMLElement;

/** The x of each point of a polyline, in drawing order (oldest day first). */
const xs = (canvasElement: HTMLElement, series: string) =>
  (canvasElement.querySelector(`polyline[data-series="${series}"]`)?.getAttribute('points') ?? '')
    .split(' ')
    .map((point) => Number(point.split(',')[0]));

export const Covered: Story = {
  name: 'Covered: owed by kind, held per method, the trend and the ledger check',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const totals = canvas.getByRole('list', { name: 'Totals' });
    await expect(within(totals).getByRole('region', { name: 'Owed to members' })).toHaveTextContent(
      '8120.50 USDT',
    );
    await expect(within(totals).getByRole('region', { name: 'Held by the platform' })).toHaveTextContent(
      '8400.00 USDT',
    );
    await expect(within(totals).getByRole('region', { name: 'Difference (held − owed)' })).toHaveTextContent(
      '279.50 USDT',
    );
    await expect(canvas.getByText('The platform holds enough to pay everything it owes.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Proof of reserves' })).toHaveAttribute(
      'href',
      '/operator/proof-of-reserves',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    const owed = canvas.getByRole('table', { name: 'Owed by kind' });
    await expect(rowOf(owed, 'Staked')).toHaveTextContent('5000.00 USDT');
    await expect(rowOf(owed, 'Deposits not yet synced')).toHaveTextContent('150.00 USDT');
    await expect(rowOf(owed, 'Total owed')).toHaveTextContent('8120.50 USDT');
    const held = canvas.getByRole('table', { name: 'Held per method' });
    await expect(rowOf(held, 'USDT TRC20')).toHaveTextContent('7000.00 USDT500.00 USDT6500.00 USDT');
    // The total row adds up what each method received and paid out, not just what is held.
    await expect(rowOf(held, 'Total held')).toHaveTextContent('9000.00 USDT600.00 USDT8400.00 USDT');
    await expect(canvas.getByRole('heading', { name: 'Ledger check: passed' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Trend, last 7 days' })).toBeVisible();
    const trend = canvas.getByRole('table', { name: 'Trend per day' });
    await expect(within(trend).getAllByRole('row')).toHaveLength(8);
    await expect(canvas.getByRole('img', { name: /from 2026-03-08 to 2026-03-14/ })).toBeVisible();
    // Time runs from the left in ltr: the oldest day is drawn first, at the smallest x.
    const owedX = xs(canvasElement, 'owed');
    await expect(owedX[0]).toBeLessThan(owedX[owedX.length - 1]!);
    await userEvent.selectOptions(canvas.getByLabelText('Period'), 'Last 90 days');
    await expect(args.onDaysChange).toHaveBeenCalledWith(90);
    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
  },
};

export const BelowZero: Story = {
  name: 'Below zero: the platform could not pay everything it owes',
  args: { report: shortReport },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Below zero by 2620.50 USDT: the platform could not pay everything it owes.',
    );
    const trend = canvas.getByRole('table', { name: 'Trend per day' });
    await expect(rowOf(trend, '2026-03-14')).toHaveTextContent('-2620.50 USDT (below zero)');
    await expect(rowOf(trend, '2026-03-12')).not.toHaveTextContent('below zero');
  },
};

export const LedgerCheckFails: Story = {
  args: { report: brokenLedger },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Ledger check: failed' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Ledger invariants' });
    await expect(list).toHaveTextContent('Broken: no member balance below zero');
    await expect(list).toHaveTextContent('alice pay_out is -5.000000');
    await expect(list).toHaveTextContent('Holds: all accounts sum to zero');
  },
};

export const NothingHeldYet: Story = {
  args: { report: { ...report, held: [], held_total: '0', difference: '-8120.5', trend: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      rowOf(canvas.getByRole('table', { name: 'Held per method' }), 'Total held'),
    ).toHaveTextContent('0.00 USDT');
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Below zero by 8120.50 USDT');
  },
};

export const Loading: Story = {
  args: { report: null, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the report…');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { report: null, error: 'The report could not be loaded.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The report could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Downloading: Story = {
  args: { downloading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Download CSV' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onDownload).not.toHaveBeenCalled();
  },
};

export const DownloadFailed: Story = {
  args: { downloadError: 'The CSV could not be downloaded. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The CSV could not be downloaded.',
    );
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Time runs from the right: the oldest day is drawn at the largest x.
    const owedX = xs(canvasElement, 'owed');
    await expect(owedX[0]).toBeGreaterThan(owedX[owedX.length - 1]!);
    const row = rowOf(canvas.getByRole('table', { name: 'Owed by kind' }), 'Staked');
    const [what, amount] = within(row).getAllByRole('cell');
    await expect(what!.getBoundingClientRect().left).toBeGreaterThan(amount!.getBoundingClientRect().left);
    await expect(within(row).getByText('5000.00 USDT').closest('bdi')).toHaveAttribute('dir', 'ltr');
  },
};

export const OnAPhone: Story = {
  args: { report: shortReport },
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
    const chart = canvas.getByRole('img').getBoundingClientRect();
    await expect(chart.right).toBeLessThanOrEqual(frame.right);
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

/** The chains are read too, and hold less than members are owed: the operator is alerted with both figures. */
export const ChainsShort: Story = {
  name: 'On the chains: holdings read at a final block fall short',
  args: {
    report: {
      ...report,
      on_chain: {
        methods: [
          {
            method: 'USDT BEP20',
            block: '41230577',
            addresses: 214,
            deposit_addresses: '3100',
            treasury: '4500',
            total: '7600',
          },
          {
            method: 'USDT TRC20',
            block: '66120940',
            addresses: 3,
            deposit_addresses: '20.5',
            treasury: '0',
            total: '20.5',
          },
        ],
        total: '7620.5',
        difference: '-500',
        short: true,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chains = within(canvas.getByRole('region', { name: 'On the chains' }));
    await expect(chains.getByRole('alert')).toHaveTextContent(
      'The chains hold 500.00 USDT less than members are owed: 7620.50 USDT on the chains against 8120.50 USDT owed.',
    );
    const table = chains.getByRole('table', { name: 'Held on each chain' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    await expect(headers).toEqual([
      'Method',
      'At block',
      'Addresses read',
      'On deposit addresses',
      'On the treasury',
      'Held on the chain',
    ]);
    await expect(rowOf(table, 'USDT BEP20')).toHaveTextContent('41230577214');
    await expect(rowOf(table, 'USDT BEP20')).toHaveTextContent('3100.00 USDT4500.00 USDT7600.00 USDT');
  },
};
