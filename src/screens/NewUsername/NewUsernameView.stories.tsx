import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewUsernameView } from './NewUsernameView';

const meta = {
  title: 'Screens/NewUsername',
  component: NewUsernameView,
  parameters: { router: { initialEntries: ['/newUsername'] } },
  args: { email: 'alice@example.com', canSend: true, sending: false, error: null, onSendCode: fn() },
} satisfies Meta<typeof NewUsernameView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unverified: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('alice@example.com')).toBeVisible();
    await expect(canvas.getByText(/has not been verified/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send verification code' }));
    await expect(args.onSendCode).toHaveBeenCalledOnce();
  },
};

export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Send verification code/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSendCode).not.toHaveBeenCalled();
  },
};

export const SendFailed: Story = {
  args: { error: 'Please wait before asking for another code' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Please wait before asking for another code',
    );
  },
};

export const EmailNotKnown: Story = {
  args: { email: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/on your account has not been verified/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send verification code' }));
    await expect(args.onSendCode).toHaveBeenCalledOnce();
  },
};

export const OpenedDirectly: Story = {
  args: { email: null, canSend: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Send verification code' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
  },
};
