import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pngFile } from '../../shared/pngFixtures';
import { TicketView } from './TicketView';
import { closedTicket } from './ticketsFixtures';
import { actions, note, reply, ticketViewArgs } from './ticketViewStoryArgs';

const meta = {
  title: 'Screens/Operator/Tickets/Ticket actions',
  component: TicketView,
  args: ticketViewArgs,
} satisfies Meta<typeof TicketView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReplyWithImages: Story = {
  args: { reply: { ...reply, text: 'Here is the bank receipt', images: [pngFile('receipt.png')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Reply' })).toHaveValue('Here is the bank receipt');
    await expect(canvas.getByRole('img', { name: 'receipt.png' })).toBeVisible();
    await userEvent.upload(canvas.getByLabelText('Attach images'), [pngFile('a.png'), pngFile('b.png')]);
    await expect(reply.onAddImages).toHaveBeenCalledWith([expect.any(File), expect.any(File)]);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove receipt.png' }));
    await expect(reply.onRemoveImage).toHaveBeenCalledWith(0);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reply' }), '!');
    await expect(reply.onTextChange).toHaveBeenLastCalledWith('Here is the bank receipt!');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expect(reply.onSend).toHaveBeenCalledOnce();
  },
};

export const ReplySending: Story = {
  args: { reply: { ...reply, text: 'On its way', sending: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send reply' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Reply' })).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Attach images')).toBeDisabled();
  },
};

export const ReplyRefused: Story = {
  args: { reply: { ...reply, text: 'See attached', error: 'file size must not be greater than 2Mb' } },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Reply' });
    await expect(box).toHaveValue('See attached');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('file size must not be greater than 2Mb');
  },
};

export const Note: Story = {
  args: { note: { ...note, text: 'Called the bank' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Internal note' });
    await expect(box).toHaveAccessibleDescription(
      'Only operators see notes; the member is not told of them.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    await expect(note.onAdd).toHaveBeenCalledOnce();
  },
};

export const NoteRefused: Story = {
  args: { note: { ...note, text: 'x', error: 'The note must be at most 5000 characters' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The note must be at most 5000 characters');
    await expect(canvas.getByRole('textbox', { name: 'Internal note' })).toHaveValue('x');
  },
};

export const Actions: Story = {
  name: 'Assign to me, to an operator, unassign and close, by keyboard',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Assign to me' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(actions.onAssign).toHaveBeenLastCalledWith('demo_support', 'assign-me');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Unassign' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(actions.onAssign).toHaveBeenLastCalledWith(null, 'unassign');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(actions.onClose).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Operator' })).toHaveFocus();
    await userEvent.keyboard('demo_admin{Enter}');
    await expect(actions.onAssign).toHaveBeenLastCalledWith('demo_admin', 'assign');
    await expect(canvas.queryByRole('button', { name: 'Reopen ticket' })).toBeNull();
  },
};

export const Closing: Story = {
  args: { actions: { ...actions, busy: 'close' } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Close ticket' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(actions.onClose).not.toHaveBeenCalled();
  },
};

export const Closed: Story = {
  name: 'A closed ticket: no reply until it is reopened; notes still go',
  args: { ticket: closedTicket },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Reply' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Send reply' })).toBeDisabled();
    await expect(canvas.getByText('This ticket is closed. Reopen it to reply.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Internal note' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: 'Close ticket' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reopen ticket' }));
    await expect(actions.onReopen).toHaveBeenCalledOnce();
  },
};
