import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function Harness(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Reserve</Button>
      <ConfirmDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
        onConfirm={() => {
          props.onConfirm();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: false,
    title: 'Confirm Reserve',
    message:
      'Are you sure you want to Reserve 250.00 USDT? Once confirmed, the transaction will be processed and cannot be undone',
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmRunsTheAction: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reserve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Reserve' });
    await expect(dialog).toHaveTextContent('Are you sure you want to Reserve 250.00 USDT?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const CloseAndEscapeCancel: Story = {
  play: async ({ canvasElement, args }) => {
    const open = within(canvasElement).getByRole('button', { name: 'Reserve' });
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog');
    // Two buttons are named Close: the corner icon and the footer's text button.
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(open);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const BusyCannotBeDismissed: Story = {
  args: { open: true, busy: true },
  render: (args) => <ConfirmDialog {...args} />,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Reserve' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
