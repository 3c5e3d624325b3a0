import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DepositView } from './DepositView';

const filled = { username: 'alice', payment_method_id: '1', amount: '150', txhash: 'a1b2c3d4e5f60718' };

const meta = {
  title: 'Screens/Operator/Money/Record deposit',
  component: DepositView,
  parameters: { router: { initialEntries: ['/operator/money/deposit'] } },
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
} satisfies Meta<typeof DepositView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyForm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Member username'), 'a');
    await expect(args.onChange).toHaveBeenLastCalledWith('username', 'a');
    await userEvent.selectOptions(canvas.getByLabelText('Payment method'), 'USDT BEP20');
    await expect(args.onChange).toHaveBeenLastCalledWith('payment_method_id', '2');
    // Amounts keep digits and one dot; hashes keep letters and digits.
    await userEvent.type(canvas.getByLabelText('Amount (USDT)'), 'x');
    await expect(args.onChange).toHaveBeenLastCalledWith('amount', '');
    await userEvent.type(canvas.getByLabelText('Transaction hash'), '0');
    await expect(args.onChange).toHaveBeenLastCalledWith('txhash', '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Record deposit' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const SubmitWithEnter: Story = {
  args: { form: filled },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Payment method')).toHaveValue('1');
    canvas.getByLabelText('Transaction hash').focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const FieldErrors: Story = {
  args: {
    form: { amount: '0', txhash: 'short' },
    fieldErrors: {
      username: 'Member username is required',
      payment_method_id: 'Choose a payment method',
      amount: 'Enter an amount above 0 with at most 6 decimals',
      txhash: 'txhash already recorded',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expected: [string, RegExp][] = [
      ['Member username', /Member username is required/],
      ['Payment method', /Choose a payment method/],
      ['Amount (USDT)', /above 0 with at most 6 decimals/],
      ['Transaction hash', /txhash already recorded/],
    ];
    for (const [label, message] of expected) {
      const field = canvas.getByLabelText(label);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
    }
  },
};

export const Refused: Story = {
  name: 'Refused: no such member',
  args: { form: { ...filled, username: 'ghost' }, error: 'No member has the username ghost' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No member has the username ghost');
    await expect(canvas.getByLabelText('Member username')).toHaveValue('ghost');
  },
};

export const Sending: Story = {
  args: { form: filled, busy: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Record deposit' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Recorded: Story = {
  args: { outcome: { kind: 'deposit', waiting: false, approvalId: null, form: filled } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(
      "Recorded: 150.00 USDT by USDT TRC20 for alice. The member's next balance sync credits it.",
    );
    await expect(within(status).queryByRole('link')).toBeNull();
    await expect(canvas.queryByLabelText('Member username')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Record another deposit' }));
    await expect(args.onAgain).toHaveBeenCalledOnce();
  },
};

export const WaitingForASecondOperator: Story = {
  name: '202: above the threshold, waiting for a second operator',
  args: {
    outcome: { kind: 'deposit', waiting: true, approvalId: 21, form: { ...filled, amount: '1500' } },
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(
      "The deposit of 1500.00 USDT for alice is above the threshold and now waits for a second operator's approval (request #21).",
    );
    await expect(within(status).getByRole('link', { name: 'Open Approvals' })).toHaveAttribute(
      'href',
      '/operator/money/approvals',
    );
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { form: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const username = canvas.getByLabelText('Member username').getBoundingClientRect();
    const method = canvas.getByLabelText('Payment method').getBoundingClientRect();
    // Two fields side by side: the first at the right.
    await expect(username.left).toBeGreaterThan(method.left);
    const label = canvas.getByText('Member username').getBoundingClientRect();
    await expect(Math.abs(label.right - username.right)).toBeLessThan(24);
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
    const canvas = within(canvasElement);
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(390);
    // One field a row.
    const username = canvas.getByLabelText('Member username').getBoundingClientRect();
    const method = canvas.getByLabelText('Payment method').getBoundingClientRect();
    await expect(method.top).toBeGreaterThan(username.bottom);
    await expect(canvas.getByRole('button', { name: 'Record deposit' })).toBeVisible();
  },
};
