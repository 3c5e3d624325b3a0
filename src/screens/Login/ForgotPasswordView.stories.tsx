import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ForgotPasswordView } from './ForgotPasswordView';

const meta = {
  title: 'Screens/Login/ForgotPassword',
  component: ForgotPasswordView,
  args: {
    open: true,
    onOpenChange: fn(),
    step: 'username',
    busy: false,
    fieldErrors: {},
    onUsernameCommit: fn(),
    onSubmit: fn(),
    onResend: fn(),
  },
} satisfies Meta<typeof ForgotPasswordView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EnterUsername: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Forgot Password' });
    await waitFor(() => expect(dialog).toBeVisible());
    const username = screen.getByLabelText('Username');
    await userEvent.type(username, 'b.o-b 9');
    await expect(username).toHaveValue('bob9');
    await expect(screen.queryByLabelText('OTP')).toBeNull();
    await expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await userEvent.tab();
    await expect(args.onUsernameCommit).toHaveBeenCalledWith('bob9');
  },
};

export const UsernameRefused: Story = {
  args: { fieldErrors: { username: 'Username is Required' } },
  play: async () => {
    await waitFor(() => expect(screen.getByText('Username is Required')).toBeVisible());
  },
};

export const SendingCode: Story = {
  args: { busy: true },
  play: async () => {
    await waitFor(() => expect(screen.getByText('Sending a reset code…')).toBeVisible());
    await expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

export const EnterCodeAndNewPassword: Story = {
  args: { step: 'code', cooldown: { canResend: false, sending: false, secondsLeft: 58, error: null } },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Forgot Password' });
    await expect(screen.getByLabelText('Username')).toHaveAttribute('readonly');
    await waitFor(() => expect(screen.getByText('Resend request after 58 sec')).toBeVisible());
    const otp = screen.getByLabelText('OTP');
    await userEvent.type(otp, '12ab3456');
    await expect(otp).toHaveValue('123456');
    await userEvent.type(screen.getByLabelText('New Password'), 'N3w pass!');
    const submit = screen.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({ otp: '123456', newpassword: 'N3w pass!' });
  },
};

export const CodeStepErrors: Story = {
  args: { step: 'code', fieldErrors: { otp: 'OTP is Required', newpassword: 'New Password is Required' } },
  play: async () => {
    await waitFor(() => expect(screen.getByText('OTP is Required')).toBeVisible());
    await waitFor(() => expect(screen.getByText('New Password is Required')).toBeVisible());
  },
};

export const ResendAfterCountdown: Story = {
  args: { step: 'code', cooldown: { canResend: true, sending: false, secondsLeft: 0, error: null } },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Resend OTP' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

export const Resetting: Story = {
  args: { step: 'code', busy: true },
  play: async () => {
    await expect(await screen.findByRole('button', { name: /Submit/ })).toHaveAttribute('aria-busy', 'true');
  },
};
