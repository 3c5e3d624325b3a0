import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ErrorModal } from './ErrorModal';

const meta = {
  title: 'UI/ErrorModal',
  component: ErrorModal,
  args: { open: true, onRetry: fn(), onOpenChange: fn() },
} satisfies Meta<typeof ErrorModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TryAgain: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: "It's us, not you" });
    const retry = within(dialog).getByRole('button', { name: 'Try again' });
    // The dialog takes pointer events once it has opened; until then the page underneath holds none.
    await waitFor(() => expect(getComputedStyle(retry).pointerEvents).not.toBe('none'));
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const EscapeDismisses: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: "It's us, not you" });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};
