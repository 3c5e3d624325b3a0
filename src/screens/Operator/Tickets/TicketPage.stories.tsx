import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { pngFile } from '../../shared/pngFixtures';
import { json, patient, withToasts } from '../../shared/wiredStory';
import { mountSection } from '../shared/sectionStory';
import { INTERNAL_NOTE_LABEL } from './TicketConversation';
import { TicketsSection } from './TicketsSection';
import { ticketsServer } from './ticketsStoryServer';

const server = ticketsServer();
const { asked, sentTo } = server;

const meta = {
  title: 'Screens/Operator/Tickets/Wired ticket',
  component: TicketsSection,
  parameters: { router: { initialEntries: ['/operator/tickets/12'] } },
  decorators: [withToasts],
  render: () => mountSection('tickets', TicketsSection),
} satisfies Meta<typeof TicketsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const ready = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('list', { name: 'Conversation' }, patient);
  return canvas;
};
const factsOf = (canvasElement: HTMLElement) => canvasElement.querySelector('dl') as HTMLElement;

export const ImagesWithTheOperatorsToken: Story = {
  name: "Images: fetched at the operator's address and opened larger",
  beforeEach: server.serve(),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Attachment 1 of 2, open larger' }, patient),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Attachment 1 of 2' });
    await expect(within(dialog).getByRole('img')).toBeVisible();
    await expect(asked).toEqual(
      expect.arrayContaining(['operator/ticket-image/5', 'operator/ticket-image/6']),
    );
  },
};

export const ReplyWithImages: Story = {
  name: 'Reply: the message and its image go as multipart, and the reply joins the conversation',
  beforeEach: server.serve(),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Reply' });
    await userEvent.type(box, 'Here is the bank receipt');
    await userEvent.upload(canvas.getByLabelText('Attach images'), pngFile('receipt.png'));
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(sentTo('POST', 'operator/tickets/12/reply')).toHaveLength(1), patient);
    await expect(sentTo('POST', 'operator/tickets/12/reply')[0]).toMatchObject({
      body: { message: 'Here is the bank receipt', 'images[]': { file: 'receipt.png', type: 'image/png' } },
      contentType: null,
    });
    const conversation = within(canvas.getByRole('list', { name: 'Conversation' }));
    await expect(await conversation.findByText('Here is the bank receipt', {}, patient)).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(canvas.queryByRole('img', { name: 'receipt.png' })).toBeNull();
  },
};

export const ImageTooLarge: Story = {
  name: 'Reply: an image over 2 MB is refused by name when it is chosen',
  beforeEach: server.serve(),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reply' }), 'See attached');
    await userEvent.upload(canvas.getByLabelText('Attach images'), pngFile('huge.png', 2048 * 1024 + 1));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'huge.png: file size must not be greater than 2Mb',
    );
    await expect(canvas.getByRole('textbox', { name: 'Reply' })).toHaveValue('See attached');
    await expect(sentTo('POST', 'operator/tickets/12/reply')).toEqual([]);
  },
};

export const ReplyRefused: Story = {
  name: "Reply refused: the server's words, and the draft kept",
  beforeEach: server.serve({
    'operator/tickets/12/reply': () =>
      json(
        {
          status: false,
          msg: 'Invalid',
          errors: { message: ['The message must be at most 5000 characters'] },
        },
        422,
      ),
  }),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Reply' }), 'Long text');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
    await expect(await canvas.findByRole('alert', {}, patient)).toHaveTextContent(
      'The message must be at most 5000 characters',
    );
    await expect(canvas.getByRole('textbox', { name: 'Reply' })).toHaveValue('Long text');
  },
};

export const AddNote: Story = {
  name: 'Internal note: sent as {note} and shown marked as internal',
  beforeEach: server.serve(),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Internal note' }), 'Escalated to finance');
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(sentTo('POST', 'operator/tickets/12/note')).toHaveLength(1), patient);
    await expect(sentTo('POST', 'operator/tickets/12/note')[0]?.body).toEqual({
      note: 'Escalated to finance',
    });
    const added = await within(canvas.getByRole('list', { name: 'Conversation' })).findByText(
      'Escalated to finance',
      {},
      patient,
    );
    await expect(added.closest('li')).toHaveTextContent(INTERNAL_NOTE_LABEL);
    await expect(canvas.getByRole('textbox', { name: 'Internal note' })).toHaveValue('');
  },
};

export const EmptyNoteSendsNothing: Story = {
  beforeEach: server.serve(),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Write the note first.');
    await expect(sentTo('POST', 'operator/tickets/12/note')).toEqual([]);
  },
};

export const AssignAndUnassign: Story = {
  name: 'Assign to me, to another operator, and back to the queue',
  beforeEach: server.serve(),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Unassign' }));
    await waitFor(() => expect(screen.getByText('Ticket unassigned')).toBeVisible(), patient);
    await waitFor(() => expect(factsOf(canvasElement)).toHaveTextContent('Assigned toNobody'), patient);
    await userEvent.click(canvas.getByRole('button', { name: 'Assign to me' }));
    await waitFor(() => expect(factsOf(canvasElement)).toHaveTextContent('Assigned todemo_support'), patient);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Operator' }), 'demo_admin{Enter}');
    await waitFor(() => expect(factsOf(canvasElement)).toHaveTextContent('Assigned todemo_admin'), patient);
    await expect(sentTo('POST', 'operator/tickets/12/assign').map((request) => request.body)).toEqual([
      { assignee: null },
      { assignee: 'demo_support' },
      { assignee: 'demo_admin' },
    ]);
  },
};

export const CloseAndReopen: Story = {
  name: 'Close ticket, then Reopen ticket: the reply box follows, focus stays on the button',
  beforeEach: server.serve(),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const button = canvas.getByRole('button', { name: 'Close ticket' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByText('Ticket closed')).toBeVisible(), patient);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Reply' })).toBeDisabled(), patient);
    await expect(canvas.getByRole('button', { name: 'Reopen ticket' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Reply' })).toBeEnabled(), patient);
    await expect(canvas.getByRole('button', { name: 'Close ticket' })).toHaveFocus();
    await expect(sentTo('POST', 'operator/tickets/12/close')).toHaveLength(1);
    await expect(sentTo('POST', 'operator/tickets/12/reopen')).toHaveLength(1);
  },
};

export const RefusedMove: Story = {
  name: "A refused action says the server's reason",
  beforeEach: server.serve({
    'operator/tickets/12/close': () => json({ status: false, msg: 'This ticket is already closed' }, 409),
  }),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Close ticket' }));
    await waitFor(() => expect(screen.getByText('This ticket is already closed')).toBeVisible(), patient);
    await expect(canvas.getByRole('button', { name: 'Close ticket' })).not.toHaveAttribute('aria-busy');
  },
};

export const NoSuchTicket: Story = {
  parameters: { router: { initialEntries: ['/operator/tickets/77'] } },
  beforeEach: server.serve(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, patient)).toHaveTextContent('Ticket not found');
    await userEvent.click(canvas.getByRole('link', { name: 'All tickets' }));
    await expect(await canvas.findByRole('link', { name: 'Withdrawal' }, patient)).toBeVisible();
  },
};
