import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getOperatorToken } from '../../../api/operatorSession';
import { getSession } from '../../../api/session';
import { json, patient, withToasts } from '../../shared/wiredStory';
import { mountSection } from '../shared/sectionStory';
import { TicketsSection } from './TicketsSection';
import { lateMessage } from './ticketsFixtures';
import { ticketsServer } from './ticketsStoryServer';

const server = ticketsServer();
const { asked, live, state } = server;

const meta = {
  title: 'Screens/Operator/Tickets/Wired',
  component: TicketsSection,
  parameters: { router: { initialEntries: ['/operator/tickets'] } },
  decorators: [withToasts],
  render: () => mountSection('tickets', TicketsSection),
} satisfies Meta<typeof TicketsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const times = (path: string) => asked.filter((candidate) => candidate === path).length;
const onTicket = { parameters: { router: { initialEntries: ['/operator/tickets/12'] } } };
const conversationOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('list', { name: 'Conversation' }, patient));

export const FiltersAskTheServer: Story = {
  name: 'Filters ask the server, a subject opens its ticket, and the way back keeps the filters',
  beforeEach: server.serve(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Withdrawal' }, patient);
    await expect(asked).toContain('operator/tickets?page=1&per_page=10&sort=last_activity&dir=desc');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Assigned' }), 'Mine');
    await waitFor(
      () =>
        expect(asked).toContain(
          'operator/tickets?page=1&per_page=10&sort=last_activity&dir=desc&assigned=mine',
        ),
      patient,
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Member' }), 'alice{Enter}');
    await waitFor(
      () =>
        expect(asked).toContain(
          'operator/tickets?page=1&per_page=10&sort=last_activity&dir=desc&assigned=mine&username=alice',
        ),
      patient,
    );
    await userEvent.click(await canvas.findByRole('link', { name: 'Withdrawal' }, patient));
    await expect(await canvas.findByRole('heading', { name: 'Withdrawal #12' }, patient)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'All tickets' }));
    const assigned = await canvas.findByRole('combobox', { name: 'Assigned' }, patient);
    await expect(assigned).toHaveDisplayValue('Mine');
    await expect(canvas.getByRole('textbox', { name: 'Member' })).toHaveValue('alice');
    // One stream for the whole section: moving between the queue and a ticket does not open another.
    await expect(times('operator/events')).toBe(1);
  },
};

export const QueueFollowsLiveEvents: Story = {
  name: 'Live: a new ticket joins the queue as its event arrives',
  beforeEach: server.serve(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Withdrawal' }, patient);
    await expect(await canvas.findByText(/^Live:/, {}, patient)).toHaveAttribute('data-live', 'open');
    state.queue = [
      { ...state.queue[1]!, id: 20, subject: 'Card declined', username: 'dave' },
      ...state.queue,
    ];
    live.push({ ticket_id: 20, status: 0, message_id: 50 });
    await expect(await canvas.findByRole('link', { name: 'Card declined' }, patient)).toBeVisible();
    await expect(times('operator/tickets?page=1&per_page=10&sort=last_activity&dir=desc')).toBe(2);
  },
};

export const OpenTicketFollowsLiveEvents: Story = {
  name: "Live: the member's new message appears in the open ticket without a reload",
  ...onTicket,
  beforeEach: server.serve(),
  play: async ({ canvasElement }) => {
    const conversation = await conversationOf(canvasElement);
    await expect(conversation.queryByText(lateMessage.message)).toBeNull();
    // Another ticket's event refreshes the queues, not this ticket.
    live.push({ ticket_id: 9, status: 1, message_id: 70 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(times('operator/tickets/12')).toBe(1);
    state.messages = [...state.messages, lateMessage];
    live.push({ ticket_id: 12, status: 3, message_id: lateMessage.id });
    await expect(await conversation.findByText(lateMessage.message, {}, patient)).toBeVisible();
    await expect(times('operator/tickets/12')).toBe(2);
  },
};

export const PollsWhileTheStreamIsDown: Story = {
  name: 'Live down: the ticket is fetched every 5 seconds until the stream is back',
  ...onTicket,
  beforeEach: server.serve({}, () => {
    live.down = true;
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await conversationOf(canvasElement);
    await expect(await canvas.findByText(/Live updates paused/, {}, patient)).toBeVisible();
    state.messages = [...state.messages, lateMessage];
    await expect(await canvas.findByText(lateMessage.message, {}, { timeout: 8000 })).toBeVisible();
    await expect(times('operator/events')).toBeGreaterThanOrEqual(1);
  },
};

export const StreamRefusedEndsTheOperatorSession: Story = {
  name: "The stream refusing the token ends the operator's session, never the member's",
  beforeEach: server.serve({ 'operator/events': () => json({ status: false, msg: 'Sign in again' }, 401) }),
  play: async () => {
    await waitFor(() => expect(getOperatorToken()).toBeNull(), patient);
    await expect(getSession()).toMatchObject({ username: 'alice', token: 'story-token' });
  },
};

export const AuditorReadsLive: Story = {
  name: 'Auditor: the queue and a ticket, live, with nothing to change',
  ...onTicket,
  render: () => mountSection('tickets', TicketsSection, 'auditor'),
  beforeEach: server.serve(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const conversation = await conversationOf(canvasElement);
    await expect(conversation.getByText('Internal note — the member never sees this')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Reply' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Close ticket' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Assign to me' })).toBeNull();
    await expect(asked).toContain('operator/events');
  },
};
