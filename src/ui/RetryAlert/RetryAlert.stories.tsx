import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RetryAlert } from './RetryAlert';

const meta = {
  title: 'UI/RetryAlert',
  component: RetryAlert,
  args: { message: 'Request failed please try again', onRetry: fn() },
} satisfies Meta<typeof RetryAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AsksAgain: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Request failed please try again');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const MessageOnly: Story = {
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Request failed please try again');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
