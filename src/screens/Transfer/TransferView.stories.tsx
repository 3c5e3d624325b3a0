import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { TransferListResponse, TransferRecord } from '../../api/wallet';
import type { MoneyVerification } from '../shared/MoneyVerification/MoneyVerificationDialog';
import { TransferView } from './TransferView';

const record = (n: number, extra: Partial<TransferRecord> = {}): TransferRecord => ({
  payer: 'demo',
  payee: 'demo',
  from_wallet: 'pay_in',
  to_wallet: 'reserve',
  transfer_amount: `${n * 10}`,
  net_transfer_amount: `${n * 10}`,
  transfer_type: 'pay_in_to_reserve',
  comment: '',
  status: 1,
  created_at: `2026-03-${String(n).padStart(2, '0')}T09:30:00.000Z`,
  ...extra,
});

const history: TransferListResponse['data'] = {
  current_page: 1,
  last_page: 2,
  from: 1,
  to: 10,
  total: 12,
  per_page: 10,
  first_page_url: 'transfer?page=1',
  data: [
    record(1, {
      from_wallet: 'pay_out',
      transfer_type: 'pay_out_to_reserve',
      transfer_amount: '5.5',
      status: 0,
    }),
    record(2, { status: 2, comment: 'Refused by the operator' }),
    ...Array.from({ length: 8 }, (_, i) => record(i + 3)),
  ],
};

const emptyHistory: TransferListResponse['data'] = {
  ...history,
  last_page: 1,
  from: null,
  to: null,
  total: 0,
  data: [],
};

const cards = [
  { title: 'Wallet Balance', value: '200.000000' },
  { title: 'Withdraw Balance', value: '5.500000' },
  { title: 'Reserve Wallet', value: '50.000000' },
  { title: 'Total Transferred', value: '115.000000' },
];
const balances = { pay_in: '200.000000', pay_out: '5.500000', reserve: '50.000000' };

const entering = (extra: Partial<MoneyVerification> = {}): MoneyVerification => ({
  authType: 'mpin',
  code: '',
  codeLength: 4,
  codeError: null,
  phase: 'entering',
  error: null,
  confirming: '50.00 USDT from Wallet Balance To Reserve Wallet',
  ...extra,
});

const meta = {
  title: 'Screens/Transfer',
  component: TransferView,
  parameters: { router: { initialEntries: ['/user/transfer'] } },
  args: {
    cards,
    balances,
    formOpen: false,
    form: { wallet: '', amount: '' },
    fieldErrors: {},
    formError: null,
    verification: null,
    history,
    historyLoading: false,
    onOpen: fn(),
    onClose: fn(),
    onChange: fn(),
    onNext: fn(),
    onCodeChange: fn(),
    onCodeSubmit: fn(),
    onResend: fn(),
    onCancel: fn(),
    onRetry: fn(),
    onPageChange: fn(),
  },
} satisfies Meta<typeof TransferView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('list', { name: 'Transfer summary' });
    await expect(summary).toHaveTextContent('Wallet Balance200.00 USDT');
    await expect(summary).toHaveTextContent('Total Transferred115.00 USDT');
    const table = canvas.getByRole('table', { name: 'Transfer History' });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(table).toHaveTextContent('Withdraw Balance To Reserve Wallet');
    await expect(table).toHaveTextContent('Out going Wallet');
    const tones = { Pending: 'warning', Approved: 'positive', Rejected: 'critical' };
    for (const [label, tone] of Object.entries(tones)) {
      await expect(within(table).getAllByText(label)[0]).toHaveAttribute('data-tone', tone);
    }
    await expect(canvas.getByText('Showing 1 to 10 of 12 results')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Click for transfer' }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const TransferToModal: Story = {
  args: { formOpen: true },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Transfer To' }));
    await expect(dialog.getByText('Wallet Balance').nextSibling).toHaveTextContent('200.00 USDT');
    await expect(dialog.getByText('Withdraw Balance').nextSibling).toHaveTextContent('5.50 USDT');
    await expect(dialog.getByText('Reserve Wallet').nextSibling).toHaveTextContent('50.00 USDT');
    const wallet = dialog.getByLabelText('Wallet');
    await expect(
      within(wallet).getByRole('option', { name: 'Wallet Balance To Reserve Wallet' }),
    ).toBeTruthy();
    await userEvent.selectOptions(wallet, 'pay_out_to_reserve');
    await expect(args.onChange).toHaveBeenCalledWith('wallet', 'pay_out_to_reserve');
    await userEvent.type(dialog.getByLabelText('Amount'), '1a');
    await expect(args.onChange).toHaveBeenCalledWith('amount', '1');
    await expect(args.onChange).not.toHaveBeenCalledWith('amount', '1a');
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    await expect(args.onNext).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const FieldErrors: Story = {
  args: {
    formOpen: true,
    form: { wallet: 'pay_out_to_reserve', amount: '12.5' },
    fieldErrors: { amount: 'Insufficient Balance' },
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Transfer To' }));
    await expect(dialog.getByText('Insufficient Balance')).toBeVisible();
    await expect(dialog.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Available: 5.50 USDT')).toBeVisible();
  },
};

export const RequiredFields: Story = {
  args: {
    formOpen: true,
    fieldErrors: { wallet: 'This Field Is Required.', amount: 'This Field Is Required.' },
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Transfer To' }));
    await expect(dialog.getAllByText('This Field Is Required.')).toHaveLength(2);
    await expect(dialog.getByLabelText('Wallet')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const RefusedReopensTheModal: Story = {
  args: {
    formOpen: true,
    form: { wallet: 'pay_in_to_reserve', amount: '50' },
    formError: 'Invalid security pin',
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Transfer To' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Invalid security pin');
    await expect(dialog.getByLabelText('Amount')).toHaveValue('50');
    await expect(dialog.getByLabelText('Wallet')).toHaveValue('pay_in_to_reserve');
  },
};

export const VerifyingWithSecurityPin: Story = {
  args: { verification: entering() },
  play: async ({ args }) => {
    const modal = await screen.findByRole('dialog', { name: 'Verification' });
    await expect(modal).toHaveAccessibleDescription(
      'Enter your Security Pin to confirm 50.00 USDT from Wallet Balance To Reserve Wallet.',
    );
    const dialog = within(modal);
    const boxes = dialog.getAllByLabelText(/Digit \d of 4/);
    await userEvent.type(boxes[0] as HTMLElement, '7');
    await expect(args.onCodeChange).toHaveBeenCalledWith('7');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(args.onCodeSubmit).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const AfterATransfer: Story = {
  args: {
    cards: [
      { title: 'Wallet Balance', value: '150.000000' },
      { title: 'Withdraw Balance', value: '5.500000' },
      { title: 'Reserve Wallet', value: '100.000000' },
      { title: 'Total Transferred', value: '165.000000' },
    ],
    history: {
      ...history,
      total: 13,
      data: [record(20, { transfer_amount: '50', net_transfer_amount: '50' }), ...history.data.slice(0, 9)],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('list', { name: 'Transfer summary' })).toHaveTextContent(
      'Reserve Wallet100.00 USDT',
    );
    const [, first] = within(canvas.getByRole('table', { name: 'Transfer History' })).getAllByRole('row');
    await expect(first).toHaveTextContent('50.00 USDT');
    await expect(first).toHaveTextContent('Receiving Wallet');
  },
};

export const EmptyHistory: Story = {
  args: { history: emptyHistory },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No Data For Action')).toBeVisible();
    await expect(canvas.queryByText(/Showing/)).toBeNull();
  },
};

export const Loading: Story = {
  args: { cards: undefined, balances: undefined, history: null, historyLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Transfer History' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('list', { name: 'Transfer summary' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Click for transfer' })).toBeEnabled();
  },
};
