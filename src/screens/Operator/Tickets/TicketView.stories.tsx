import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { INTERNAL_NOTE_LABEL } from './TicketConversation';
import { TicketView } from './TicketView';
import { actions, bubble, ticketViewArgs } from './ticketViewStoryArgs';

const meta = {
  title: 'Screens/Operator/Tickets/Ticket',
  component: TicketView,
  args: ticketViewArgs,
} satisfies Meta<typeof TicketView>;
export default meta;
type Story = StoryObj<typeof meta>;

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
