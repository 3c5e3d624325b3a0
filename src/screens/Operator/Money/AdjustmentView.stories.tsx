import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdjustmentView } from './AdjustmentView';

const filled = { username: 'carol', wallet: 'pay_out', direction: 'credit', amount: '5.5', reason: 'Refund' };

const meta = {
  title: 'Screens/Operator/Money/Adjustment',
  component: AdjustmentView,
  parameters: { router: { initialEntries: ['/operator/money/adjustment'] } },
  args: {
    form: {},
    fieldErrors: {},
    error: null,
    busy: false,
    outcome: null,
    onChange: fn(),
    onSubmit: fn(),
    onAgain: fn(),
  },
} satisfies Meta<typeof AdjustmentView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyForm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/reaches the ledger only once a second operator approves it/),
    ).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Wallet'), 'Reserve wallet');
    await expect(args.onChange).toHaveBeenLastCalledWith('wallet', 'reserve');
    await userEvent.selectOptions(canvas.getByLabelText('Direction'), 'Debit (take from the wallet)');
    await expect(args.onChange).toHaveBeenLastCalledWith('direction', 'debit');
    await userEvent.type(canvas.getByLabelText('Reason'), 'D');
    await expect(args.onChange).toHaveBeenLastCalledWith('reason', 'D');
    await userEvent.type(canvas.getByLabelText('Amount (USDT)'), '7');
    await expect(args.onChange).toHaveBeenLastCalledWith('amount', '7');
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for adjustment' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const FieldErrors: Story = {
  args: {
    fieldErrors: {
      username: 'Member username is required',
      wallet: 'Choose a wallet',
      direction: 'Choose credit or debit',
      amount: 'Amount is required',
      reason: 'Reason is required',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Member username', 'Wallet', 'Direction', 'Amount (USDT)', 'Reason']) {
      await expect(canvas.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(canvas.getByLabelText('Reason')).toHaveAccessibleDescription(/Reason is required/);
  },
};

export const Refused: Story = {
  args: { form: filled, error: 'No member has the username carol' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'No member has the username carol',
    );
  },
};

export const Sending: Story = {
  args: { form: filled, busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Ask for adjustment' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const AlwaysWaits: Story = {
  name: 'Taken: always waits for a second operator',
  args: {
    outcome: { kind: 'adjustment', waiting: true, approvalId: 30, form: { ...filled, direction: 'debit' } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(
      "The debit of 5.50 USDT from carol's Withdraw wallet now waits for a second operator's approval (request #30).",
    );
    await expect(within(status).getByRole('link', { name: 'Open Approvals' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for another adjustment' }));
    await expect(args.onAgain).toHaveBeenCalledOnce();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { form: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reason = canvas.getByLabelText('Reason').getBoundingClientRect();
    const button = canvas.getByRole('button', { name: 'Ask for adjustment' }).getBoundingClientRect();
    // The button starts at the form's right edge, under the reason.
    await expect(Math.abs(button.right - reason.right)).toBeLessThan(24);
    await expect(button.top).toBeGreaterThan(reason.bottom);
  },
};

export const OnAPhone: Story = {
  args: { form: filled },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 390 }} data-testid="phone">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const phone = within(canvasElement).getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(390);
    const wallet = within(canvasElement).getByLabelText('Wallet').getBoundingClientRect();
    await expect(wallet.right).toBeLessThanOrEqual(phone.getBoundingClientRect().right);
  },
};
