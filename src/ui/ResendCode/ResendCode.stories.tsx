import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { idleCooldown, ResendCode } from './ResendCode';

const meta = {
  title: 'UI/ResendCode',
  component: ResendCode,
  args: { cooldown: idleCooldown, onResend: fn() },
} satisfies Meta<typeof ResendCode>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend OTP' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

export const CoolingDown: Story = {
  args: { cooldown: { ...idleCooldown, canResend: false, secondsLeft: 42 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Resend request after 42 sec')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Sending: Story = {
  args: { cooldown: { ...idleCooldown, sending: true }, label: 'Resend code' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { cooldown: { ...idleCooldown, error: 'Too many requests' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Too many requests');
    await expect(canvas.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  },
};
