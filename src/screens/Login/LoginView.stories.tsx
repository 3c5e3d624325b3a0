import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginView, type LoginViewProps } from './LoginView';

const meta = {
  title: 'Screens/Login',
  component: LoginView,
  parameters: { router: { initialEntries: ['/login'] } },
  args: {
    phase: 'pre',
    authType: null,
    busy: false,
    fieldErrors: {},
    onCredentialsSubmit: fn(),
    onCodeSubmit: fn(),
    onResend: fn(),
    onForgotPassword: fn(),
    onRecoveryToggle: fn(),
  },
} satisfies Meta<typeof LoginView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Credentials: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /back to home/i })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    const username = canvas.getByLabelText('Username');
    await userEvent.type(username, 'al!ce_ 7');
    await expect(username).toHaveValue('alce7');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret pass');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(args.onCredentialsSubmit).toHaveBeenCalledWith({
      username: 'alce7',
      password: 'secret pass',
    });
    await expect(canvas.queryByLabelText('Security Pin')).toBeNull();
  },
};

export const PasswordShowHide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('Password');
    await userEvent.type(password, 'hunter2');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(password).toHaveAttribute('type', 'text');
  },
};

export const MissingCredentials: Story = {
  args: { fieldErrors: { username: 'username is Required', password: 'Password is Required' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('username is Required')).toBeVisible();
    await expect(canvas.getByText('Password is Required')).toBeVisible();
    await expect(canvas.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const CheckingCredentials: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Verify/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onCredentialsSubmit).not.toHaveBeenCalled();
  },
};

export const ForgotPasswordLink: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Forgot password?' }));
    await expect(args.onForgotPassword).toHaveBeenCalledOnce();
  },
};

export const SecurityPinStep: Story = {
  args: { phase: 'now', authType: 'mpin' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pin = canvas.getByLabelText('Security Pin');
    await expect(pin).toHaveAttribute('type', 'password');
    await userEvent.type(pin, '1a2b3456');
    await expect(pin).toHaveValue('1234');
    await expect(canvas.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Use a recovery code' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onCodeSubmit).toHaveBeenCalledWith('1234');
    await expect(args.onCredentialsSubmit).not.toHaveBeenCalled();
  },
};

export const SecurityPinRejected: Story = {
  args: { phase: 'now', authType: 'mpin', fieldErrors: { code: 'Security Pin must be 4 digits' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Security Pin must be 4 digits')).toBeVisible();
  },
};

export const OtpStepCoolingDown: Story = {
  args: {
    phase: 'now',
    authType: 'otp',
    cooldown: { canResend: false, sending: false, secondsLeft: 42, error: null },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Resend request after 42 sec')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    const otp = canvas.getByLabelText('OTP');
    await userEvent.type(otp, '12-34-56-78');
    await expect(otp).toHaveValue('123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onCodeSubmit).toHaveBeenCalledWith('123456');
  },
};

/** A second sign-in within the minute: no new code was mailed; the server's words and its seconds show. */
export const OtpStepServerSaysWait: Story = {
  args: {
    phase: 'now',
    authType: 'otp',
    cooldown: {
      canResend: false,
      sending: false,
      secondsLeft: 10,
      error: 'Your last code can no longer be used. A new code can be sent in 10 seconds',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Your last code can no longer be used. A new code can be sent in 10 seconds',
    );
    await expect(canvas.getByText('Resend request after 10 sec')).toBeVisible();
  },
};

export const OtpStepResendReady: Story = {
  args: {
    phase: 'now',
    authType: 'otp',
    cooldown: { canResend: true, sending: false, secondsLeft: 0, error: null },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Resend OTP' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

export const OtpSendFailed: Story = {
  args: {
    phase: 'now',
    authType: 'otp',
    cooldown: {
      canResend: true,
      sending: false,
      secondsLeft: 0,
      error: 'Please wait before asking for another code',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please wait before asking for another code');
    await expect(canvas.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  },
};

export const AuthenticatorStep: Story = {
  args: { phase: 'now', authType: 'authenticator' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByLabelText('Authenticator Code');
    await userEvent.type(code, '98765432');
    await expect(code).toHaveValue('987654');
    await expect(canvas.queryByRole('button', { name: 'Resend OTP' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onCodeSubmit).toHaveBeenCalledWith('987654');
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code' }));
    await expect(args.onRecoveryToggle).toHaveBeenCalledOnce();
  },
};

/** The view with its recovery switch kept as the login machine keeps it. */
function WithRecoveryToggle(args: LoginViewProps) {
  const [recovery, setRecovery] = useState(false);
  return (
    <LoginView
      {...args}
      recovery={recovery}
      onRecoveryToggle={() => {
        args.onRecoveryToggle?.();
        setRecovery((on) => !on);
      }}
    />
  );
}

export const RecoveryCodeInsteadOfTheApp: Story = {
  name: 'Authenticator step: a recovery code instead, and back',
  args: { phase: 'now', authType: 'authenticator' },
  render: (args) => <WithRecoveryToggle {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Authenticator Code'), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code' }));
    await expect(canvas.queryByLabelText('Authenticator Code')).toBeNull();
    const recovery = canvas.getByLabelText('Recovery Code');
    await expect(recovery).toHaveValue('');
    await expect(recovery).toHaveFocus();
    await expect(recovery).toHaveAttribute('maxlength', '11');
    await expect(recovery).toHaveAttribute('placeholder', 'xxxxx-xxxxx');
    await userEvent.type(recovery, 'K7M2Q-X9P4D');
    await expect(recovery).toHaveValue('k7m2q-x9p4d');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(args.onCodeSubmit).toHaveBeenCalledWith('k7m2q-x9p4d');

    await userEvent.click(canvas.getByRole('button', { name: 'Use the code from your app' }));
    await expect(canvas.getByLabelText('Authenticator Code')).toHaveValue('');
    await expect(canvas.queryByLabelText('Recovery Code')).toBeNull();
    await expect(args.onRecoveryToggle).toHaveBeenCalledTimes(2);
  },
};

export const RecoveryCodeRejected: Story = {
  name: 'Recovery code: wrong shape',
  args: {
    phase: 'now',
    authType: 'authenticator',
    recovery: true,
    fieldErrors: { code: 'Recovery code must look like xxxxx-xxxxx' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Recovery Code')).toHaveAccessibleDescription(
      /Recovery code must look like xxxxx-xxxxx/,
    );
  },
};

export const VerifyingCode: Story = {
  args: { phase: 'now', authType: 'mpin', busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Sign In/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const AutoSigningIn: Story = {
  args: { autoSigningIn: true, busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Signing you in…')).toBeVisible();
    await expect(canvas.queryByLabelText('Password')).toBeNull();
  },
};
