import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Ticket } from '../../api/support';
import { ImageThumbs } from '../../ui';
import { pngDataUrl } from '../shared/pngFixtures';
import { ChatView, type ChatViewProps } from './ChatView';
import { SupportView, type SupportViewProps } from './SupportView';
import { messages, tickets } from './supportFixtures';

const composer = {
  text: '',
  images: [],
  sending: false,
  error: null,
  onTextChange: fn(),
  onAddImages: fn(),
  onRemoveImage: fn(),
  onSend: fn(),
};
const reopen = { step: 'idle' as const, onRequest: fn(), onConfirm: fn(), onCancel: fn() };

const chat = (ticket: Ticket, overrides: Partial<ChatViewProps> = {}) => (
  <ChatView
    ticket={ticket}
    messages={messages}
    loading={false}
    loadError={null}
    onReload={fn()}
    composer={composer}
    reopen={reopen}
    renderImages={(id) => <ImageThumbs images={[{ id, url: pngDataUrl, width: 2, height: 2 }]} />}
    {...overrides}
  />
);

const open = tickets[0]!;
const closed = tickets[1]!;

const meta = {
  title: 'Screens/Support/SupportView',
  component: SupportView,
  args: {
    tickets,
    loading: false,
    loadError: null,
    onReload: fn(),
    selectedId: open.id,
    onSelect: fn(),
    listOpen: false,
    onToggleList: fn(),
    onRaise: fn(),
    chat: chat(open),
  },
} satisfies Meta<typeof SupportView>;
export default meta;
type Story = StoryObj<typeof meta>;

const bubbles = (canvasElement: HTMLElement) => ({
  member: canvasElement.querySelector('[data-from="member"]')!.getBoundingClientRect(),
  operator: canvasElement.querySelector('[data-from="operator"]')!.getBoundingClientRect(),
});

export const Empty: Story = {
  args: { tickets: [], selectedId: null, listOpen: true, chat: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No tickets yet')).toBeVisible();
    await expect(canvas.getByText('No ticket selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Raise Ticket' }));
    await expect(args.onRaise).toHaveBeenCalledTimes(1);
  },
};

export const List: Story = {
  args: { selectedId: null, listOpen: true, chat: null },
  play: async ({ canvasElement, args }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Tickets' }));
    const first = list.getAllByRole('button')[0]!;
    await expect(first).toHaveTextContent('Withdrawal');
    await expect(first).toHaveTextContent('#12');
    await expect(first).toHaveTextContent('Open');
    await expect(first).toHaveTextContent('04-03-2026');
    await expect(first).toHaveTextContent('2 new replies');
    await expect(list.getAllByRole('button')[1]).toHaveTextContent('Close');
    await expect(list.getAllByRole('button')[2]).toHaveTextContent('New');
    // The list toggle belongs to narrow screens only (once the page's styles are in).
    const toggle = canvasElement.querySelector('[aria-controls="support-ticket-list"]');
    await waitFor(() => expect(toggle).not.toBeVisible());
    first.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(12);
  },
};

export const Chat: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Withdrawal #12' })).toBeVisible();
    await expect(canvas.getByText('Priya')).toBeVisible();
    await expect(canvas.getByText('01-03-2026', { exact: false })).toBeVisible();
    // The member's message sits at the inline end (right in LTR), the operator's at the start.
    const { member, operator } = bubbles(canvasElement);
    await expect(member.right).toBeGreaterThan(operator.right);
    await expect(canvas.getByRole('button', { name: 'Reopen' })).toBeDisabled();
    await expect(canvas.getByLabelText('Message')).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Attachment 1 of 1, open larger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attachment 1 of 1' });
    await expect(within(dialog).getByRole('img')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Closed: Story = {
  args: { selectedId: closed.id, chat: chat(closed) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Message')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(canvas.getByText('This ticket is closed. Reopen it to reply.')).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Reopen' });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(reopen.onRequest).toHaveBeenCalled();
  },
};

export const ReopenConfirm: Story = {
  args: { selectedId: closed.id, chat: chat(closed, { reopen: { ...reopen, step: 'confirming' } }) },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Reopen ticket' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reopen' }));
    await expect(reopen.onConfirm).toHaveBeenCalled();
  },
};

export const Uploading: Story = {
  args: { chat: chat(open, { composer: { ...composer, text: 'Here is the receipt', sending: true } }) },
  play: async ({ canvasElement }) => {
    const send = within(canvasElement).getByRole('button', { name: 'Sending' });
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByLabelText('Message')).toHaveValue('Here is the receipt');
  },
};

export const Failed: Story = {
  args: {
    chat: chat(open, {
      composer: { ...composer, text: 'Still waiting', error: 'file size must not be greater than 2Mb' },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('file size must not be greater than 2Mb');
    await expect(canvas.getByLabelText('Message')).toHaveValue('Still waiting');
    await expect(canvas.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const LoadFailed: Story = {
  args: {
    tickets: [],
    loadError: 'Request failed please try again',
    selectedId: null,
    chat: null,
    listOpen: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Request failed please try again');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onReload).toHaveBeenCalled();
  },
};

/** The screen's own list state, so the toggle can be tried. */
function Narrow(props: SupportViewProps) {
  const [listOpen, setListOpen] = useState(false);
  return (
    <SupportView
      {...props}
      narrow
      listOpen={listOpen}
      onToggleList={() => setListOpen(!listOpen)}
      onSelect={() => setListOpen(false)}
    />
  );
}

export const NarrowScreenListToggle: Story = {
  name: 'Under 990 px: the list hides behind a toggle',
  render: (args) => <Narrow {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show tickets' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('list', { name: 'Tickets' })).toBeNull();
    await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Hide tickets' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const list = canvas.getByRole('list', { name: 'Tickets' });
    await expect(list).toBeVisible();
    await userEvent.click(within(list).getAllByRole('button')[1]!);
    await expect(canvas.queryByRole('list', { name: 'Tickets' })).toBeNull();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // Mirrored: the member's message now sits on the left, the operator's on the right.
    const { member, operator } = bubbles(canvasElement);
    await expect(member.left).toBeLessThan(operator.left);
    const list = within(canvasElement)
      .getByRole('navigation', { name: 'Your tickets' })
      .getBoundingClientRect();
    const conversation = within(canvasElement)
      .getByRole('region', { name: /Withdrawal/ })
      .getBoundingClientRect();
    await expect(list.left).toBeGreaterThan(conversation.left);
  },
};
