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

export const WithReference: Story = {
  name: 'With the failed request’s reference, to quote to support',
  args: { reference: '0f8e2c41-7a3d-4b59-9c1e-5d2a7b6e4f10' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: "It's us, not you" });
    await expect(dialog).toHaveTextContent(
      'If you contact support, give them this reference: 0f8e2c41-7a3d-4b59-9c1e-5d2a7b6e4f10',
    );
    // The reference comes after the message, where it is read once the member knows what happened.
    const message = within(dialog).getByText(
      'Something went wrong on our side. Please try again in a moment.',
    );
    const reference = within(dialog).getByText('0f8e2c41-7a3d-4b59-9c1e-5d2a7b6e4f10');
    await expect(message.compareDocumentPosition(reference) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

export const WithoutReference: Story = {
  name: 'Without a reference when the server never answered',
  args: { reference: null },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: "It's us, not you" });
    await expect(within(dialog).queryByText(/give them this reference/)).toBeNull();
  },
};
