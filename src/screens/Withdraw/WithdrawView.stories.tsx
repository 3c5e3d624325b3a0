import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { piecesFromLeft } from '../../ui/Numeric/readingOrder';
import type { MoneyVerification } from '../shared/MoneyVerification/MoneyVerificationDialog';
import { WithdrawView } from './WithdrawView';
import { address, bankSetting, history, info, noSetting, pageOf, record } from './withdrawFixtures';

const entering = (overrides: Partial<MoneyVerification> = {}): MoneyVerification => ({
  authType: 'mpin',
  code: '',
  codeLength: 4,
  codeError: null,
  phase: 'entering',
  error: null,
  confirming: 'the withdrawal of 20.00 USDT from Out going Wallet',
  ...overrides,
});

const meta = {
  title: 'Screens/Withdraw',
  component: WithdrawView,
  parameters: { router: { initialEntries: ['/user/withdraw'] } },
  args: {
    info,
    loading: false,
    loadError: null,
    onReload: fn(),
    form: { wallet: '', amount: '' },
    fieldErrors: {},
    submitError: null,
    onFieldChange: fn(),
    onNext: fn(),
    verification: null,
    onCodeChange: fn(),
    onCodeSubmit: fn(),
    onResend: fn(),
    onCancel: fn(),
    onRetry: fn(),
    history: { page: history, loading: false, error: null, onPageChange: fn(), onRetry: fn() },
  },
} satisfies Meta<typeof WithdrawView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Minimum Withdrawal' })).toBeVisible();
    await expect(canvas.getByText('1.00 USDT per withdrawal')).toBeVisible();
    await expect(canvas.getByText('5000.00 USDT per 24 hours')).toBeVisible();
    await expect(canvas.getByText('150.50 USDT')).toBeVisible();
    await expect(canvas.getByText(address)).toBeVisible();
    await expect(canvas.getByText('TRC20', { selector: 'dd' })).toBeVisible();
    const wallet = canvas.getByLabelText('Wallet');
    await expect(within(wallet).getByRole('option', { name: 'Out going Wallet (150.50 USDT)' })).toBeTruthy();
    await userEvent.selectOptions(wallet, 'reserve');
    await expect(args.onFieldChange).toHaveBeenCalledWith('wallet', 'reserve');
    await userEvent.type(canvas.getByLabelText('Amount'), '2a');
    await expect(args.onFieldChange).toHaveBeenCalledWith('amount', '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onNext).toHaveBeenCalledOnce();
    const table = canvas.getByRole('table', { name: 'Withdraw History' });
    for (const label of ['Pending', 'Processing', 'Completed', 'Rejected']) {
      await expect(within(table).getByText(label)).toBeVisible();
    }
    // The reason of a rejection is read where its status is, not in a column further along the row.
    const rejected = within(table).getByText('Rejected').closest('td');
    await expect(within(rejected!).getByText('Address flagged by the operator')).toBeVisible();
    await expect(canvas.getByText('Showing 1 to 4 of 4 results')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { info: null, loading: true, history: { ...meta.args.history, page: null, loading: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading withdraw details…')).toBeVisible();
    await expect(canvas.queryByLabelText('Amount')).toBeNull();
    await expect(canvas.getByRole('table', { name: 'Withdraw History' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadFailed: Story = {
  args: { info: null, loadError: 'Network error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Request failed please try again' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

export const FieldErrors: Story = {
  args: {
    form: { wallet: 'pay_out', amount: '500' },
    fieldErrors: { amount: 'Insufficient Balance' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByLabelText('Amount');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(/Insufficient Balance/);
    await expect(canvas.getByText('Available: 150.50 USDT')).toBeVisible();
  },
};

export const RequiredFields: Story = {
  args: { fieldErrors: { wallet: 'This Field Is Required.', amount: 'This Field Is Required.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('This Field Is Required.')).toHaveLength(2);
  },
};

export const VerifyingWithPin: Story = {
  args: { form: { wallet: 'pay_out', amount: '20' }, verification: entering() },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Verification' });
    await expect(dialog).toHaveAccessibleDescription(
      'Enter your Security Pin to confirm the withdrawal of 20.00 USDT from Out going Wallet.',
    );
    const boxes = within(dialog).getAllByLabelText(/Digit \d of 4/);
    await userEvent.type(boxes[0] as HTMLElement, '4');
    await expect(args.onCodeChange).toHaveBeenCalledWith('4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(args.onCodeSubmit).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Refused: Story = {
  name: 'Failure: refused by the server',
  args: {
    form: { wallet: 'pay_out', amount: '20' },
    submitError: 'Invalid Security Pin',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid Security Pin');
    await expect(canvas.getByLabelText('Amount')).toHaveValue('20');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const Success: Story = {
  name: 'Success: form cleared, history refreshed',
  args: {
    info: { ...info, balance: { ...info.balance, pay_out: '130.5' } },
    history: {
      ...meta.args.history,
      page: pageOf([record(5, 0), ...history.data], { total: 5, to: 5 }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByLabelText('Amount')).toHaveValue('');
    await expect(canvas.getByText('130.50 USDT')).toBeVisible();
    const rows = within(canvas.getByRole('table', { name: 'Withdraw History' })).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('WD000000000005');
    await expect(rows[1]).toHaveTextContent('Pending');
  },
};

export const BankAccount: Story = {
  name: 'Bank account with the rupee conversion',
  args: {
    info: { ...info, setting: bankSetting },
    form: { wallet: 'pay_out', amount: '20' },
    history: {
      ...meta.args.history,
      page: pageOf([
        record(6, 0, {
          coin_type: 'bank',
          network: null,
          address: null,
          bank_name: 'State Bank',
          ac_no: '001234567890',
        }),
      ]),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const term of ['Bank Name', 'Account Number', 'Holder Name', 'IFSC']) {
      await expect(canvas.getByText(term)).toBeVisible();
    }
    await expect(canvas.getByText('SBIN0001234')).toBeVisible();
    await expect(canvas.getByText(/You receive about ₹ 1,660\.00 at ₹ 83\.00 per USDT/)).toBeVisible();
    await expect(canvas.getByText(/₹ 1,577\.00/)).toBeVisible();
  },
};

export const NoAddressSet: Story = {
  args: { info: { ...info, setting: noSetting }, history: { ...meta.args.history, page: pageOf([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No withdrawal address set' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Set withdrawal address' })).toHaveAttribute(
      'href',
      '/user/profile?tab=withdraw',
    );
    await expect(canvas.queryByLabelText('Amount')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Minimum Withdrawal' })).toBeVisible();
  },
};

export const EmptyHistory: Story = {
  args: { history: { ...meta.args.history, page: pageOf([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No Data For Action')).toBeVisible();
    await expect(canvas.queryByText(/Showing/)).toBeNull();
  },
};

export const HistoryPages: Story = {
  args: {
    history: {
      ...meta.args.history,
      page: pageOf(history.data, { current_page: 5, last_page: 12, from: 41, to: 44, total: 114 }),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 41 to 44 of 114 results')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Withdraw History pages' });
    await expect(within(nav).getByRole('button', { name: 'Page 2' })).toBeVisible();
    await expect(within(nav).getByRole('button', { name: 'Page 8' })).toBeVisible();
    await expect(within(nav).queryByRole('button', { name: 'Page 9' })).toBeNull();
    await userEvent.click(within(nav).getByRole('button', { name: 'Last' }));
    await expect(args.history.onPageChange).toHaveBeenCalledWith(12);
    await userEvent.type(canvas.getByLabelText('Search Table By No'), '3{Enter}');
    await expect(args.history.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const CancelPending: Story = {
  name: 'History: a Pending withdrawal offers Cancel, by keyboard too',
  args: { history: { ...meta.args.history, onCancel: fn(), cancelling: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button', { name: /^Cancel withdrawal/ });
    // Only the Pending row (of Pending, Processing, Completed and Rejected) can be cancelled.
    await expect(buttons).toHaveLength(1);
    await expect(buttons[0]).toHaveAccessibleName('Cancel withdrawal WD000000000004');
    buttons[0]?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.history.onCancel).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'WD000000000004' }),
    );
  },
};

export const Cancelling: Story = {
  args: { history: { ...meta.args.history, onCancel: fn(), cancelling: 'WD000000000004' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Cancel withdrawal WD000000000004' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const HistoryFailed: Story = {
  args: { history: { ...meta.args.history, page: null, error: 'Request failed please try again' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Request failed please try again');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.history.onRetry).toHaveBeenCalledOnce();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = ['Minimum Withdrawal', 'Withdrawal Fee', 'Daily Limit'].map((name) =>
      canvas.getByRole('region', { name }).getBoundingClientRect(),
    );
    // The rule cards run from the right, as the page is mirrored; each figure still reads as written.
    await expect(cards[0]!.right).toBeGreaterThan(cards[1]!.right);
    const limit = canvas.getByRole('region', { name: 'Daily Limit' });
    const pieces = ['5000.00', 'USDT', '24', 'hours'];
    await expect(piecesFromLeft(limit, pieces)).toEqual(pieces);
    // A date and time in the history reads as written too: the date first, then the time.
    const dated = within(canvas.getByRole('table', { name: 'Withdraw History' })).getAllByRole('row')[1]!;
    const when = Array.from(dated.querySelectorAll('td')).find((td) =>
      /\d{2}\/\d{2}\/\d{4}/.test(td.textContent ?? ''),
    )!;
    const [date, time] = when.textContent!.trim().split(' ');
    await expect(piecesFromLeft(when, [date!, time!])).toEqual([date, time]);
    const fee = canvas.getByRole('region', { name: 'Withdrawal Fee' });
    await expect(piecesFromLeft(fee, ['1.00', 'USDT', 'withdrawal'])).toEqual(['1.00', 'USDT', 'withdrawal']);
  },
};

export const RightToLeftPin: Story = {
  globals: { direction: 'rtl' },
  args: { verification: entering() },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const legend = dialog.querySelector('legend')!.getBoundingClientRect();
    const boxes = Array.from(dialog.querySelectorAll('fieldset input'));
    // The PIN boxes keep their left-to-right order and sit under their label, at the right in RTL.
    await expect(boxes[0]!.getBoundingClientRect().left).toBeLessThan(boxes[1]!.getBoundingClientRect().left);
    await expect(
      Math.abs(boxes[boxes.length - 1]!.getBoundingClientRect().right - legend.right),
    ).toBeLessThanOrEqual(2);
  },
};
