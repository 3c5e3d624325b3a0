import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ImageThumbs } from '../../Support/MessageImages';
import { pngDataUrl, pngFile } from '../../Support/supportFixtures';
import { INTERNAL_NOTE_LABEL } from './TicketConversation';
import { TicketView } from './TicketView';
import { closedTicket, conversation, openTicket } from './ticketsFixtures';

const reply = {
  text: '',
  images: [],
  sending: false,
  error: null,
  onTextChange: fn(),
  onAddImages: fn(),
  onRemoveImage: fn(),
  onSend: fn(),
};
const note = { text: '', adding: false, error: null, onTextChange: fn(), onAdd: fn() };
const actions = { me: 'demo_support', busy: null, onAssign: fn(), onClose: fn(), onReopen: fn() };

const meta = {
  title: 'Screens/Operator/Tickets/Ticket',
  component: TicketView,
  args: {
    ticket: openTicket,
    messages: conversation,
    loading: false,
    loadError: null,
    onReload: fn(),
    live: 'open',
    backTo: '/operator/tickets?assigned=mine',
    renderImages: (message) => (
      <ImageThumbs images={message.images.map((image) => ({ ...image, url: pngDataUrl }))} />
    ),
    actions,
    reply,
    note,
  },
} satisfies Meta<typeof TicketView>;
export default meta;
type Story = StoryObj<typeof meta>;

const bubble = (canvasElement: HTMLElement, from: 'member' | 'support' | 'note') =>
  canvasElement.querySelector(`[data-from="${from}"]`)!.getBoundingClientRect();

export const Loading: Story = {
  args: { ticket: null, messages: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.getByRole('link', { name: 'All tickets' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Reply' })).toBeNull();
  },
};

export const NotFound: Story = {
  args: { ticket: null, messages: [], loadError: 'Ticket not found' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Ticket not found');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onReload).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'All tickets' })).toHaveAttribute(
      'href',
      '/operator/tickets?assigned=mine',
    );
  },
};

export const NotesAndImages: Story = {
  name: 'A ticket with an internal note and images',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Withdrawal #12');
    await expect(canvas.getByText('Reopen', { selector: 'span' })).toBeVisible();
    const facts = canvasElement.querySelector('dl')!;
    await expect(facts).toHaveTextContent('Memberalice');
    await expect(facts).toHaveTextContent('Assigned todemo_support');
    const messages = within(canvas.getByRole('list', { name: 'Conversation' })).getAllByRole('listitem');
    await expect(messages.filter((item) => item.dataset.from)).toHaveLength(4);
    // The note says what it is in words, and stands apart: full width, between the member and Support.
    const theNote = canvasElement.querySelector('[data-from="note"]') as HTMLElement;
    await expect(theNote).toHaveTextContent(INTERNAL_NOTE_LABEL);
    await expect(theNote).toHaveTextContent('Note by demo_support');
    await expect(canvas.getAllByText(INTERNAL_NOTE_LABEL)).toHaveLength(1);
    const noteBox = bubble(canvasElement, 'note');
    await expect(noteBox.width).toBeGreaterThan(bubble(canvasElement, 'member').width);
    // Member at the inline start (left in LTR), Support at the end.
    await expect(bubble(canvasElement, 'member').left).toBeLessThan(bubble(canvasElement, 'support').left);
    // Both images of the member's message open larger in a dialog; Escape closes it.
    await userEvent.click(canvas.getByRole('button', { name: 'Attachment 2 of 2, open larger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attachment 2 of 2' });
    await expect(within(dialog).getByRole('img')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

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

export const OperatorKey: Story = {
  name: 'Signed in with the operator key: nobody to assign to oneself',
  args: { actions: { ...actions, me: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Assign to me' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Unassign' })).toBeVisible();
  },
};

export const AuditorReadsOnly: Story = {
  name: 'Auditor: reads the whole ticket, notes included, and can change nothing',
  args: { actions: null, reply: null, note: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(INTERNAL_NOTE_LABEL)).toBeVisible();
    await expect(canvas.getByText(/Your role reads tickets/)).toBeVisible();
    await expect(canvas.queryAllByRole('textbox')).toEqual([]);
    const buttons = canvas.getAllByRole('button').map((button) => button.textContent);
    await expect(buttons.every((name) => /^Attachment/.test(name ?? '') || name === '')).toBe(true);
    for (const name of [
      'Send reply',
      'Add note',
      'Assign to me',
      'Unassign',
      'Close ticket',
      'Reopen ticket',
    ]) {
      await expect(canvas.queryByRole('button', { name })).toBeNull();
    }
  },
};

export const LiveDown: Story = {
  args: { live: 'down' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Live updates paused/)).toHaveAttribute('role', 'status');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // Mirrored: the member writes from the right, Support answers from the left.
    await expect(bubble(canvasElement, 'member').right).toBeGreaterThan(
      bubble(canvasElement, 'support').right,
    );
    // The back link's chevron points right, toward where the reader came from, and sits before the words.
    const back = canvas.getByRole('link', { name: 'All tickets' });
    const chevron = back.querySelector('svg')!.getBoundingClientRect();
    await expect(chevron.left).toBeGreaterThan(
      within(back).getByText('All tickets').getBoundingClientRect().left,
    );
    // Send reply sits at the inline end of its row: the left.
    const send = canvas.getByRole('button', { name: 'Send reply' }).getBoundingClientRect();
    const attach = canvas.getByText('Attach images').getBoundingClientRect();
    await expect(send.right).toBeLessThan(attach.left);
  },
};

export const OnAPhone: Story = {
  name: 'At 390 px: everything fits, boxes stacked',
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 390 }} data-testid="phone">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(390);
    const reply = canvas.getByRole('textbox', { name: 'Reply' }).getBoundingClientRect();
    const noteBox = canvas.getByRole('textbox', { name: 'Internal note' }).getBoundingClientRect();
    await expect(noteBox.top).toBeGreaterThan(reply.bottom);
    for (const name of ['Assign to me', 'Unassign', 'Close ticket', 'Send reply', 'Add note']) {
      const box = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(phone.getBoundingClientRect().right);
    }
  },
};
