import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { type MoneyVerification, MoneyVerificationDialog } from './MoneyVerificationDialog';

const transfer = '50.00 USDT from Wallet Balance To Reserve Wallet';
const withdrawal = 'the withdrawal of 20.00 USDT from Out going Wallet';

const entering = (extra: Partial<MoneyVerification> = {}): MoneyVerification => ({
  authType: 'mpin',
  code: '',
  codeLength: 4,
  codeError: null,
  phase: 'entering',
  error: null,
  confirming: transfer,
  ...extra,
});

const meta = {
  title: 'Screens/MoneyVerification',
  component: MoneyVerificationDialog,
  args: {
    verification: entering(),
    onCodeChange: fn(),
    onCodeSubmit: fn(),
    onResend: fn(),
    onCancel: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof MoneyVerificationDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SecurityPin: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Verification' });
    await expect(dialog).toHaveAccessibleDescription(
      'Enter your Security Pin to confirm 50.00 USDT from Wallet Balance To Reserve Wallet.',
    );
    const boxes = within(dialog).getAllByLabelText(/Digit \d of 4/);
    await expect(boxes).toHaveLength(4);
    await expect(boxes[0]).toHaveAttribute('type', 'password');
    await userEvent.type(boxes[0] as HTMLElement, '7');
    await expect(args.onCodeChange).toHaveBeenCalledWith('7');
    await expect(within(dialog).queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(args.onCodeSubmit).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
  },
};

export const WithdrawalTerms: Story = {
  name: 'Withdrawal: amount, fee, net amount and the whole address restated',
  args: {
    verification: entering({
      confirming: withdrawal,
      summary: [
        { term: 'Amount', value: '20.00 USDT' },
        { term: 'Fee', value: '1.00 USDT' },
        { term: 'You receive', value: '19.00 USDT' },
        { term: 'To address', value: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8 (USDT TRC20)' },
      ],
    }),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Verification' });
    const terms = within(dialog).getByLabelText('You are confirming');
    await expect(terms).toHaveTextContent('Amount20.00 USDT');
    await expect(terms).toHaveTextContent('Fee1.00 USDT');
    await expect(terms).toHaveTextContent('You receive19.00 USDT');
    await expect(terms).toHaveTextContent('TJRabPrwbZy45sbavfcjinPJC18kjpRTv8 (USDT TRC20)');
    // The terms come before the code, which still takes the focus.
    await expect(within(dialog).getAllByLabelText(/Digit \d of 4/)[0]).toHaveFocus();
  },
};

export const WrongPinFormat: Story = {
  args: { verification: entering({ code: '12', codeError: 'Security Pin must be 4 digits' }) },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Verification' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Security Pin must be 4 digits');
  },
};

export const EmailedCodeCoolingDown: Story = {
  args: {
    verification: entering({
      authType: 'otp',
      codeLength: 4,
      confirming: withdrawal,
      cooldown: { canResend: false, sending: false, secondsLeft: 42, error: null },
    }),
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Verification' });
    await expect(dialog).toHaveAccessibleDescription(
      'Enter the code we sent to your e-mail to confirm the withdrawal of 20.00 USDT from Out going Wallet.',
    );
    await expect(within(dialog).getByText('Resend request after 42 sec')).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    const otp = within(dialog).getByLabelText('OTP');
    await expect(otp).toHaveAttribute('maxlength', '4');
    await userEvent.type(otp, '4x');
    await expect(args.onCodeChange).toHaveBeenCalledWith('4');
    await expect(args.onCodeChange).not.toHaveBeenCalledWith(expect.stringContaining('x'));
  },
};

export const EmailedCodeResendReady: Story = {
  args: {
    verification: entering({
      authType: 'otp',
      codeLength: 4,
      cooldown: { canResend: true, sending: false, secondsLeft: 0, error: null },
    }),
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Verification' });
    await expect(within(dialog).queryByText(/Resend request after/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend OTP' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

export const Authenticator: Story = {
  args: {
    verification: entering({
      authType: 'authenticator',
      codeLength: 6,
      confirming: 'the withdrawal of 10.00 USDT from Reserve Wallet',
    }),
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Verification' });
    await expect(dialog).toHaveAccessibleDescription(
      'Enter the code from your authenticator app to confirm the withdrawal of 10.00 USDT from Reserve Wallet.',
    );
    await expect(within(dialog).queryByText(/Resend/)).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('Authenticator Code'), '9{Enter}');
    await expect(args.onCodeChange).toHaveBeenCalledWith('9');
    await expect(args.onCodeSubmit).toHaveBeenCalledOnce();
  },
};

export const Submitting: Story = {
  args: { verification: entering({ code: '4831', phase: 'submitting' }) },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Verification' });
    const submit = within(dialog).getByRole('button', { name: /Submit/ });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.click(submit);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCodeSubmit).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(screen.getByRole('dialog', { name: 'Verification' })).toBeVisible();
  },
};

export const AnswerLost: Story = {
  args: {
    verification: entering({ code: '4831', phase: 'failed', error: 'Request failed login again' }),
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Verification' });
    const alert = within(dialog).getByRole('alert');
    await expect(alert).toHaveTextContent('Request failed login again');
    await expect(alert).toHaveTextContent('Trying again never moves the money twice.');
    await expect(within(dialog).queryByRole('button', { name: 'Submit' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(args.onCodeSubmit).not.toHaveBeenCalled();
  },
};

export const Closed: Story = {
  args: { verification: null },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};
