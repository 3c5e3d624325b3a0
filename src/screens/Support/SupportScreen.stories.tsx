import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { pngBytes, pngFile } from '../shared/pngFixtures';
import { fakeNetwork, json, patient, withToasts } from '../shared/wiredStory';
import { SupportScreen } from './SupportScreen';
import { messages, subjects, tickets } from './supportFixtures';

const { asked, sent, serve } = fakeNetwork('demo');

const meta = {
  title: 'Screens/Support/Wired',
  component: SupportScreen,
  parameters: { router: { initialEntries: ['/user/support?ticket=12'] } },
  decorators: [withToasts],
} satisfies Meta<typeof SupportScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const ok = (msg: string, extra: Record<string, unknown> = {}) =>
  json({ status: true, msg, message: msg, ...extra });

/** The server as the member sees it; `overrides` answers some paths differently. */
function support(overrides: Record<string, () => Response> = {}) {
  return serve((path) => {
    const own = overrides[path];
    if (own) return own();
    if (path === 'tickets?export=true') {
      return json({ status: true, data: tickets, more_details: { total: tickets.length, unread: 1 } });
    }
    const details = /^ticket\/(\d+)\/details$/.exec(path);
    if (details) {
      const ticket = tickets.find((t) => t.id === Number(details[1])) ?? tickets[0];
      return json({ status: true, data: { ticket, messages } });
    }
    if (path === 'message/30/image') {
      return json({ status: true, data: [{ id: 5, image: 'ticket-image/5', width: 2, height: 2 }] });
    }
    if (path === 'ticket-image/5')
      return new Response(pngBytes, { headers: { 'content-type': 'image/png' } });
    if (path === 'subjects') return json({ status: true, data: subjects });
    if (path === 'reply') return ok('Reply sent', { data: { ...messages[0], id: 99 } });
    if (path === 'raise-ticket') return ok('Ticket raised', { ticket_id: 4 });
    return json({ status: false, msg: 'Not found' }, 404);
  });
}

const messageBox = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('textbox', { name: 'Message' }, patient);

export const ReplySendsMultipart: Story = {
  name: 'Reply: sends id and message as multipart, then reloads the ticket',
  beforeEach: support(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await messageBox(canvasElement);
    await canvas.findByRole('button', { name: 'Attachment 1 of 1, open larger' }, patient);
    await userEvent.type(box, 'Thanks, it arrived');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveLength(1), patient);
    await expect(sent[0]).toMatchObject({
      method: 'POST',
      path: 'reply',
      body: { id: '12', message: 'Thanks, it arrived' },
      contentType: null,
    });
    await waitFor(() => expect(box).toHaveValue(''), patient);
    await waitFor(
      () => expect(asked.filter((path) => path === 'ticket/12/details')).toHaveLength(2),
      patient,
    );
  },
};

export const EmptyReplySendsNothing: Story = {
  name: 'Reply: empty text sends nothing',
  beforeEach: support(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await messageBox(canvasElement);
    await userEvent.type(box, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(sent).toEqual([]);
  },
};

export const RefusedReplyKeepsTheText: Story = {
  name: 'Reply refused: the text stays and the message is toasted',
  beforeEach: support({
    reply: () =>
      json(
        { status: false, msg: 'Invalid', errors: { id: ['This ticket is closed. Reopen it to reply.'] } },
        409,
      ),
  }),
  play: async ({ canvasElement }) => {
    const box = await messageBox(canvasElement);
    await userEvent.type(box, 'Hello again');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send' }));
    await waitFor(
      () =>
        expect(screen.getAllByText('This ticket is closed. Reopen it to reply.').length).toBeGreaterThan(1),
      patient,
    );
    await expect(box).toHaveValue('Hello again');
  },
};

export const ReopenAClosedTicket: Story = {
  parameters: { router: { initialEntries: ['/user/support?ticket=9'] } },
  beforeEach: support({ 'ticket/9/re-open': () => ok('Ticket reopened') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Message' })).toBeDisabled(), patient);
    await userEvent.click(canvas.getByRole('button', { name: 'Reopen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reopen ticket' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(asked).toContain('ticket/9/re-open'), patient);
    await waitFor(() => expect(screen.getByText('Ticket reopened')).toBeVisible(), patient);
  },
};

export const RaiseTicketOthersSubjectAndTooLargeImage: Story = {
  name: "Raise Ticket: 'Others subject', the 2 MB limit, then multipart",
  parameters: { router: { initialEntries: ['/user/support'] } },
  beforeEach: support(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Tickets' }, patient);
    await userEvent.click(canvas.getByRole('button', { name: 'Raise Ticket' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Raise Ticket' }));
    const subject = dialog.getByRole('combobox', { name: 'Subject' });
    await waitFor(
      () => expect(within(subject).getByRole('option', { name: 'Others' })).toBeInTheDocument(),
      patient,
    );
    await expect(dialog.queryByRole('textbox', { name: 'Others subject' })).toBeNull();
    await userEvent.selectOptions(subject, '9');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Message' }), 'My card was charged twice');
    // Refused the moment it is chosen, by name, and never attached.
    await userEvent.upload(dialog.getByLabelText('Attach images'), pngFile('big.png', 2048 * 1024 + 1));
    await expect(await dialog.findByText('big.png: file size must not be greater than 2Mb')).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Remove big.png' })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await dialog.findByText('This Field Is Required.')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Others subject' }), 'Card');
    await expect(sent).toEqual([]);

    await userEvent.upload(dialog.getByLabelText('Attach images'), pngFile('receipt.png'));
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sent).toHaveLength(1), patient);
    await expect(sent[0]).toMatchObject({
      method: 'POST',
      path: 'raise-ticket',
      body: {
        subject_id: '9',
        message: 'My card was charged twice',
        others_subject: 'Card',
        'images[]': { file: 'receipt.png', type: 'image/png' },
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Raise Ticket' })).toBeNull(), patient);
    await waitFor(() => expect(asked).toContain('ticket/4/details'), patient);
  },
};

export const RaiseTicketSixthImageRefused: Story = {
  name: 'Raise Ticket: a sixth image is refused in the form, by name',
  parameters: { router: { initialEntries: ['/user/support'] } },
  beforeEach: support(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Tickets' }, patient);
    await userEvent.click(canvas.getByRole('button', { name: 'Raise Ticket' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Raise Ticket' }));
    const picker = dialog.getByLabelText('Attach images');
    await userEvent.upload(
      picker,
      [1, 2, 3, 4, 5].map((n) => pngFile(`receipt${n}.png`)),
    );
    await userEvent.upload(picker, pngFile('receipt6.png'));
    await expect(
      await dialog.findByText('receipt6.png: At most 5 images can be attached to one message'),
    ).toBeVisible();
    const attached = dialog.getByRole('list', { name: 'Attached images' });
    await expect(within(attached).getAllByRole('listitem')).toHaveLength(5);
    await expect(sent).toEqual([]);
  },
};

export const RaiseTicketFieldErrorFromTheServer: Story = {
  name: 'Raise Ticket refused: the field error in place and as a toast',
  parameters: { router: { initialEntries: ['/user/support'] } },
  beforeEach: support({
    'raise-ticket': () =>
      json(
        {
          status: false,
          msg: 'The given data was invalid.',
          errors: { message: ['The message is too long'] },
        },
        422,
      ),
  }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Raise Ticket' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Raise Ticket' }));
    const subject = dialog.getByRole('combobox', { name: 'Subject' });
    await waitFor(() => expect(within(subject).getAllByRole('option')).toHaveLength(4), patient);
    await userEvent.selectOptions(subject, '1');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Message' }), 'Deposit missing');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getAllByText('The message is too long')).toHaveLength(2), patient);
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue('Deposit missing');
  },
};
