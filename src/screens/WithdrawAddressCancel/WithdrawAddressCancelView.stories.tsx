import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WithdrawAddressCancelView } from './WithdrawAddressCancelView';

const meta = {
  title: 'Screens/Withdraw Address Cancel',
  component: WithdrawAddressCancelView,
  parameters: { router: { initialEntries: ['/withdraw-address/cancel'] } },
  args: { state: { phase: 'ready' }, onConfirm: fn() },
} satisfies Meta<typeof WithdrawAddressCancelView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  name: 'Link opened: nothing cancelled until the member presses',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Cancel the new withdrawal address?' })).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    const button = canvas.getByRole('button', { name: 'Cancel the new address' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Cancelling: Story = {
  args: { state: { phase: 'cancelling' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Cancel the new address' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Done: Story = {
  args: {
    state: {
      phase: 'done',
      message: 'The new withdrawal address is cancelled; withdrawals keep going to your saved address',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'New withdrawal address cancelled' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'withdrawals keep going to your saved address',
    );
    await expect(canvas.getByRole('link', { name: 'Open Withdraw Setting' })).toHaveAttribute(
      'href',
      '/user/profile?tab=withdraw',
    );
  },
};

export const AlreadyUsed: Story = {
  name: 'Link used twice',
  args: {
    state: {
      phase: 'refused',
      message: 'This link was already used, or a newer address replaced the change it was for',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This link was already used');
    await expect(canvas.queryByRole('button', { name: 'Cancel the new address' })).toBeNull();
  },
};

export const NoLink: Story = {
  name: 'Opened without its token',
  args: { state: { phase: 'noLink' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The link is incomplete');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Cancel the new address' })).toBeVisible();
  },
};
