import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Dialog, DialogClose, type DialogProps } from './Dialog';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    title: 'Forgot Password',
    description: 'We will e-mail you a code to reset your password.',
    trigger: <Button variant="ghost">Forgot password?</Button>,
    children: <TextField label="Username" />,
    footer: (
      <DialogClose asChild>
        <Button variant="secondary">Cancel</Button>
      </DialogClose>
    ),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpensAndClosesWithEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Forgot password?' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Forgot Password' });
    await expect(dialog).toHaveAccessibleDescription('We will e-mail you a code to reset your password.');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButtonAndFooter: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Forgot password?' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const FocusStaysInside: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
  },
};

export const NotDismissible: Story = {
  args: {
    defaultOpen: true,
    trigger: undefined,
    title: 'Please wait, trade in process...',
    description: undefined,
    children: null,
    footer: null,
    hideClose: true,
    dismissible: false,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Please wait, trade in process...' });
    await userEvent.keyboard('{Escape}');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(dialog).toBeInTheDocument();
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

export const CloseButtonAtInlineEndInRtl: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot Password' });
    await expect(getComputedStyle(dialog).direction).toBe('rtl');
    const title = within(dialog).getByText('Forgot Password').getBoundingClientRect();
    const close = within(dialog).getByRole('button', { name: 'Close' }).getBoundingClientRect();
    await expect(close.right).toBeLessThanOrEqual(title.left);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A dialog opened by a button of its own rather than through `trigger`, as a dialog loaded on demand is. */
function OpenedElsewhere(props: DialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        Forgot password?
      </Button>
      <Dialog {...props} trigger={undefined} open={open} onOpenChange={setOpen} />
    </>
  );
}

export const ReturnsFocusToTheButtonThatOpenedIt: Story = {
  render: (args) => <OpenedElsewhere {...args} />,
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Forgot password?' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Forgot Password' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
