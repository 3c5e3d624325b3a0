import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { noErrors, REQUIRED } from './formErrors';
import { PasswordPanel } from './PasswordPanel';
import { PASSWORD_MISMATCH } from './securityForms';

const meta = {
  title: 'Screens/Profile/Password',
  component: PasswordPanel,
  args: {
    authType: 'mpin',
    errors: noErrors(),
    saving: false,
    onSendCode: fn(),
    onFieldEdit: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof PasswordPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithSecurityPin: Story = {
  name: 'Form (Security Pin)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const current = canvas.getByLabelText('Current Password');
    await expect(current).toHaveAttribute('type', 'password');
    await userEvent.type(current, 'old secret 1');
    await userEvent.click(canvas.getByRole('button', { name: 'Show current password' }));
    await expect(current).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide current password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.type(canvas.getByLabelText('New Password'), 'new secret 2');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'new secret 2');
    await expect(canvas.getByLabelText('Confirm Password')).not.toHaveAttribute('aria-invalid');
    const boxes = canvas.getAllByLabelText(/Digit \d of 4/);
    await expect(boxes).toHaveLength(4);
    await userEvent.type(boxes[0] as HTMLElement, '4831');
    await expect(canvas.getByText(/signs out every other session/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      currentpassword: 'old secret 1',
      newpassword: 'new secret 2',
      confirm: 'new secret 2',
      code: '4831',
    });
  },
};

export const Mismatch: Story = {
  name: 'New and confirm differ',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New Password'), 'new secret 2');
    const confirm = canvas.getByLabelText('Confirm Password');
    await userEvent.type(confirm, 'new secret 3');
    await expect(confirm).toHaveAccessibleDescription(PASSWORD_MISMATCH);
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(confirm, '{Backspace}2');
    await expect(canvas.queryByText(PASSWORD_MISMATCH)).toBeNull();
    await expect(args.onFieldEdit).toHaveBeenCalledWith('confirm');
  },
};

export const WithAuthenticator: Story = {
  name: 'Form (authenticator code)',
  args: { authType: 'authenticator' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByLabelText('Authenticator Code');
    await expect(code).toHaveAttribute('maxlength', '6');
    await expect(code).toHaveAttribute('name', 'authenticator');
    await userEvent.type(code, '12a34-5678');
    await expect(code).toHaveValue('123456');
    await expect(canvas.queryByRole('button', { name: 'Send code' })).toBeNull();
  },
};

export const WithEmailedCode: Story = {
  name: 'Form (e-mailed code)',
  args: {
    authType: 'otp',
    cooldown: { canResend: true, sending: false, secondsLeft: 0, error: null },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByLabelText('OTP');
    await expect(code).toHaveAttribute('maxlength', '4');
    await userEvent.type(code, '9x81');
    await expect(code).toHaveValue('981');
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(args.onSendCode).toHaveBeenCalledOnce();
  },
};

export const CodeSent: Story = {
  name: 'Code sent, resend waits',
  args: {
    authType: 'otp',
    cooldown: { canResend: false, sending: false, secondsLeft: 42, error: null },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Resend request after 42 sec')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send code' })).toBeNull();
  },
};

export const Required: Story = {
  name: 'Empty fields after submit',
  args: {
    authType: 'otp',
    errors: {
      fields: { currentpassword: REQUIRED, newpassword: REQUIRED, confirm: REQUIRED, code: REQUIRED },
      general: [],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Current Password', 'New Password', 'Confirm Password', 'OTP']) {
      await expect(canvas.getByLabelText(label)).toHaveAccessibleDescription(
        expect.stringContaining(REQUIRED),
      );
    }
  },
};

export const ServerRefused: Story = {
  name: 'Server error: every message',
  args: {
    errors: {
      fields: { currentpassword: 'The current password is incorrect.' },
      general: ['Too many attempts, try again in 5 minutes.', 'Your account is under review.'],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Current Password')).toHaveAccessibleDescription(
      'The current password is incorrect.',
    );
    const alert = canvas
      .getAllByRole('alert')
      .find((node) => node.textContent?.includes('Too many attempts')) as HTMLElement;
    const items = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(items).toEqual([
      'Too many attempts, try again in 5 minutes.',
      'Your account is under review.',
    ]);
  },
};

export const Saving: Story = {
  name: 'Saving',
  args: { saving: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Change Password' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
