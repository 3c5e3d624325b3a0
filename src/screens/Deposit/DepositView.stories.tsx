import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { ToastHost } from '../../ui';
import type { DepositList } from './DepositView';
import { DepositView } from './DepositView';

const methods = [
  { id: 1, name: 'USDT', network_name: 'TRC20' },
  { id: 2, name: 'USDT', network_name: 'BEP20' },
];
const address = 'TQ5rXf3v7Z1nQm8bYk2cJwLhD9sPaE4uGt';
const hash = (n: number) => `${String(n).padStart(4, '0')}${'9f3ac2d1'.repeat(7)}e4b7c2d1`;

function page(rows: number, currentPage = 1, total = rows): DepositList {
  const from = (currentPage - 1) * 10 + 1;
  return {
    current_page: currentPage,
    last_page: Math.max(1, Math.ceil(total / 10)),
    from: rows ? from : null,
    to: rows ? from + rows - 1 : null,
    total,
    per_page: 10,
    first_page_url: 'balance-sync?payment_method_id=1&page=1',
    data: Array.from({ length: rows }, (_, i) => ({
      thash: hash(from + i),
      amount: i === 0 ? '125.5' : '20.000001',
      created_at: '2026-03-05T09:07:00.000Z',
    })),
  };
}

const meta = {
  title: 'Screens/Deposit',
  component: DepositView,
  parameters: { router: { initialEntries: ['/user/wallet'] } },
  args: {
    methods,
    methodsError: null,
    selectedMethodId: 1,
    address,
    addressError: null,
    balance: '145.500001',
    deposits: page(2),
    depositsLoading: false,
    depositsError: null,
    syncing: false,
    lastSync: null,
    onMethodChange: fn(),
    onSync: fn(),
    onPageChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof DepositView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { methods: undefined, balance: undefined, address: undefined, deposits: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading deposit methods' })).toBeVisible();
    await expect(canvas.queryByRole('tab')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Sync Balance' })).toBeNull();
  },
};

export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Wallet Balance' })).toHaveTextContent('145.50 USDT');
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['USDT TRC20', 'USDT BEP20']);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const qr = canvas.getByRole('img', { name: 'USDT TRC20 deposit address QR code' });
    await expect(qr).toHaveAttribute('width', '200');
    await expect(qr).toHaveAttribute('height', '200');
    await expect(canvas.getByText(address)).toBeVisible();
    await expect(canvas.getByText(/Send only USDT on the TRC20 \(TRON\) network/)).toBeVisible();
    await expect(canvas.getByText(/click Sync Balance to credit your deposit/)).toBeVisible();

    const table = within(canvas.getByRole('table', { name: 'Recent USDT TRC20 deposits' }));
    const headers = table.getAllByRole('columnheader').map((th) => th.textContent);
    await expect(headers).toEqual(['Serial No.', 'Transaction Hash', 'Amount', 'Date']);
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows[0]).toHaveTextContent('1');
    await expect(rows[0]).toHaveTextContent('125.50 USDT');
    await expect(rows[1]).toHaveTextContent('20.00 USDT');
    await expect(rows[0]).toHaveTextContent(/\d{2}\/\d{2}\/2026 \d{2}:\d{2}/);
    const link = within(rows[0]!).getByRole('link');
    await expect(link).toHaveAttribute('href', `https://tronscan.org/#/transaction/${hash(1)}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName(/on Tronscan \(opens in a new tab\)/);
    await expect(canvas.getByText('Showing 1 to 2 of 2 results')).toBeVisible();

    await userEvent.click(tabs[1]!);
    await expect(args.onMethodChange).toHaveBeenCalledWith(2);
  },
};

export const BnbSmartChain: Story = {
  args: { selectedMethodId: 2, address: '0x8b3f0c51a7d2e94b6c1f3a0e5d7b9c2a4e6f8d10' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'USDT BEP20' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText(/Send only USDT on the BEP20 \(BNB Smart Chain\) network/)).toBeVisible();
    const link = within(canvas.getByRole('table')).getAllByRole('link')[0];
    await expect(link).toHaveAttribute('href', `https://bscscan.com/tx/${hash(1)}`);
  },
};

/** A deposit found on the chain, counting up to the method's 15 confirmations, and one held below the minimum. */
export const DepositsOnTheirWay: Story = {
  args: {
    selectedMethodId: 2,
    address: '0x8b3f0c51a7d2e94b6c1f3a0e5d7b9c2a4e6f8d10',
    pending: [
      {
        thash: hash(41),
        amount: '125.5',
        created_at: '2026-03-05T09:07:00.000Z',
        state: 'seen',
        confirmations: 7,
        required: 15,
      },
      {
        thash: hash(42),
        amount: '0.5',
        created_at: '2026-03-05T09:08:00.000Z',
        state: 'held',
        confirmations: 30,
        required: 15,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const onItsWay = within(canvas.getByRole('region', { name: 'On its way' }));
    const items = onItsWay.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('125.50 USDT');
    await expect(items[0]).toHaveTextContent('Seen, 7 of 15 confirmations. It is credited at 15.');
    const progress = onItsWay.getByRole('progressbar', {
      name: 'Confirmations of the deposit of 125.50 USDT',
    });
    await expect(progress).toHaveAttribute('value', '7');
    await expect(progress).toHaveAttribute('max', '15');
    await expect(within(items[0]!).getByRole('link')).toHaveAttribute(
      'href',
      `https://bscscan.com/tx/${hash(41)}`,
    );
    await expect(items[1]).toHaveTextContent("Held for review: it is below this method's minimum deposit.");
    await expect(within(items[1]!).queryByRole('progressbar')).toBeNull();
    // On its way comes before the credited history, where the member looks first.
    const history = canvas.getByRole('table', { name: 'Recent USDT BEP20 deposits' });
    await expect(items[0]!.compareDocumentPosition(history) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

const copied: string[] = [];

export const CopiesTheAddress: Story = {
  decorators: [
    (Story) => (
      <>
        <Story />
        <ToastHost />
      </>
    ),
  ],
  // The test browser grants no clipboard permission, so the clipboard is replaced for this story.
  beforeEach: () => {
    copied.length = 0;
    const clipboard = { writeText: async (text: string) => void copied.push(text) };
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: clipboard });
    return () => {
      Reflect.deleteProperty(navigator, 'clipboard');
    };
  },
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Copy Deposit Address' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByText('Deposit Address copy to clipboard successfully.')).toBeVisible(),
    );
    await expect(copied).toEqual([address]);
  },
};

export const Empty: Story = {
  args: { deposits: page(0), balance: '0' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No Data For Action')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Deposit pages' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Wallet Balance' })).toHaveTextContent('0.00 USDT');
  },
};

export const ManyPages: Story = {
  args: { deposits: page(10, 2, 34) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 11 to 20 of 34 results')).toBeVisible();
    const rows = within(canvas.getByRole('table')).getAllByRole('row').slice(1);
    await expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent('11');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const Syncing: Story = {
  args: { syncing: true },
  play: async ({ canvasElement, args }) => {
    const sync = within(canvasElement).getByRole('button', { name: 'Sync Balance' });
    await expect(sync).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(sync);
    await expect(args.onSync).not.toHaveBeenCalled();
  },
};

export const SyncAsked: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sync Balance' }));
    await expect(args.onSync).toHaveBeenCalledOnce();
  },
};

export const SyncSucceeded: Story = {
  args: {
    balance: '270.5',
    deposits: page(3),
    lastSync: { ok: true, message: '1 deposit(s) credited' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Last sync: 1 deposit(s) credited');
    await expect(canvas.getByRole('region', { name: 'Wallet Balance' })).toHaveTextContent('270.50 USDT');
    await expect(canvas.getByRole('button', { name: 'Sync Balance' })).not.toHaveAttribute('aria-busy');
  },
};

/** The colour a theme variable resolves to here, read the way the browser paints it. */
function painted(color: string): string {
  const probe = document.createElement('span');
  probe.style.backgroundColor = color;
  document.body.append(probe);
  const value = getComputedStyle(probe).backgroundColor;
  probe.remove();
  return value;
}

export const JustCredited: Story = {
  args: {
    balance: '250.5',
    deposits: page(1),
    justCredited: true,
    lastSync: { ok: true, message: 'Credited 250.50 USDT (abc123def456).' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Last sync: Credited 250.50 USDT (abc123def456).',
    );
    // The balance that just grew is marked in the positive tint, unlike a balance at rest.
    const card = canvas.getByRole('region', { name: 'Wallet Balance' });
    await expect(getComputedStyle(card).backgroundColor).toBe(painted(vars.color.positiveSoft));
  },
};

export const BalanceAtRest: Story = {
  args: { balance: '250.5', deposits: page(1) },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Wallet Balance' });
    await expect(getComputedStyle(card).backgroundColor).not.toBe(painted(vars.color.positiveSoft));
  },
};

export const SyncFailed: Story = {
  args: { lastSync: { ok: false, message: 'Request failed please try again' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Sync failed: Request failed please try again');
    await expect(canvas.getByRole('button', { name: 'Sync Balance' })).toBeEnabled();
  },
};

export const MethodsFailed: Story = {
  args: { methods: undefined, methodsError: 'Request failed please try again', deposits: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Request failed please try again' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ListFailed: Story = {
  args: { deposits: undefined, balance: undefined, depositsError: 'Request failed please try again' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Request failed please try again');
    await expect(canvas.queryByRole('table')).toBeNull();
    // The balance came with the list: it says it is missing instead of waiting for ever.
    const balance = canvas.getByRole('region', { name: 'Wallet Balance' });
    await expect(balance).toHaveTextContent('Not loaded');
    await expect(balance.querySelector('[data-skeleton]')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Copy Deposit Address' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const AddressFailed: Story = {
  args: { address: undefined, addressError: 'Please select a valid payment method' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please select a valid payment method');
    await expect(canvas.queryByRole('img', { name: /QR code/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Copy Deposit Address' })).toBeNull();
  },
};

export const NoMethods: Story = {
  args: { methods: [], deposits: undefined, balance: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'No deposit method is available right now.' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

export const KeyboardChoosesMethod: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'USDT TRC20' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onMethodChange).toHaveBeenCalledWith(2);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByRole('button', { name: 'Sync Balance' })).toBeVisible();
  },
};
