import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { OperatorTicket } from '../../../api/operatorSupport';
import { listOf } from '../shared/listStories';
import { TicketQueueView } from './TicketQueueView';
import { queueTickets } from './ticketsFixtures';

const list = (rows: OperatorTicket[] | null, overrides: Parameters<typeof listOf>[1] = {}) =>
  listOf(rows, { ...overrides, params: { sort: 'last_activity', per_page: 10, ...overrides.params } });

const meta = {
  title: 'Screens/Operator/Tickets/Queue',
  component: TicketQueueView,
  args: {
    list: list(queueTickets),
    live: 'open',
    search: 'assigned=mine',
  },
} satisfies Meta<typeof TicketQueueView>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, subject: string) =>
  within(canvasElement).getByRole('link', { name: subject }).closest('tr') as HTMLElement;

export const Loading: Story = {
  args: { list: list(null, { loading: true }), live: 'connecting' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Tickets' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryAllByRole('link')).toEqual([]);
    await expect(canvas.getByText(/Connecting to live updates/)).toHaveAttribute('role', 'status');
  },
};

export const Empty: Story = {
  args: { list: list([], { params: { status: '0', assigned: 'mine', username: 'nobody' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No tickets match these filters')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('New');
    await expect(canvas.getByRole('combobox', { name: 'Assigned' })).toHaveDisplayValue('Mine');
    await expect(canvas.getByRole('textbox', { name: 'Member' })).toHaveValue('nobody');
    await expect(canvas.queryByRole('navigation', { name: 'Tickets pages' })).toBeNull();
  },
};

export const Queue: Story = {
  name: 'A queue: subject, member, status, last activity, awaiting reply and assignee per row',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = within(rowOf(canvasElement, 'Withdrawal'));
    await expect(row.getByText('#12')).toBeVisible();
    await expect(row.getByText('alice')).toBeVisible();
    await expect(row.getByText('Reopen')).toBeVisible();
    await expect(row.getByText('04-03-2026', { exact: false })).toBeVisible();
    await expect(row.getByText('Awaiting reply')).toBeVisible();
    await expect(row.getByText('demo_support')).toBeVisible();
    const unassigned = within(rowOf(canvasElement, 'Deposit not credited'));
    await expect(unassigned.getByText('Unassigned')).toBeVisible();
    await expect(unassigned.getByText('New')).toBeVisible();
    const answered = within(rowOf(canvasElement, 'Change of e-mail'));
    await expect(answered.getByText('Answered')).toBeVisible();
    await expect(answered.getByText('Close')).toBeVisible();
    // Each subject opens its ticket; the queue's filters go along so the way back keeps them.
    await expect(canvas.getByRole('link', { name: 'Withdrawal' })).toHaveAttribute(
      'href',
      '/operator/tickets/12',
    );
    await expect(canvas.getAllByRole('link')).toHaveLength(queueTickets.length);
  },
};

export const Filters: Story = {
  name: 'Filters: status, Unassigned / Mine / All and the member, by keyboard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const assigned = canvas.getByRole('combobox', { name: 'Assigned' });
    await expect([...assigned.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Unassigned',
      'Mine',
      'All',
    ]);
    await userEvent.selectOptions(assigned, 'Unassigned');
    await expect(args.list.onChange).toHaveBeenLastCalledWith({ assigned: 'unassigned' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Open');
    await expect(args.list.onChange).toHaveBeenLastCalledWith({ status: '1' });
    // The member filter applies on Enter, not at each keystroke.
    const calls = (args.list.onChange as unknown as { mock: { calls: unknown[] } }).mock.calls.length;
    await userEvent.type(canvas.getByRole('textbox', { name: 'Member' }), ' bob ');
    await expect(args.list.onChange).toHaveBeenCalledTimes(calls);
    await userEvent.keyboard('{Enter}');
    await expect(args.list.onChange).toHaveBeenLastCalledWith({ username: 'bob' });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Find' })).toHaveFocus();
    await userEvent.selectOptions(canvas.getByLabelText('Order by'), 'Opened');
    await expect(args.list.onChange).toHaveBeenLastCalledWith({ sort: 'created_at' });
  },
};

export const Paged: Story = {
  args: { list: list(queueTickets, { total: 45 }) },
  play: async ({ canvasElement, args }) => {
    const pages = within(within(canvasElement).getByRole('navigation', { name: 'Tickets pages' }));
    await userEvent.click(pages.getByRole('button', { name: 'Page 2' }));
    await expect(args.list.onChange).toHaveBeenCalledWith({ page: 2 });
  },
};

export const LoadFailed: Story = {
  args: { list: list(null, { error: 'The tickets could not be loaded.' }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The tickets could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.list.onRetry).toHaveBeenCalled();
  },
};

export const LiveDown: Story = {
  name: 'The live stream is down: the queue says it refreshes every 5 seconds',
  args: { live: 'down' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByText(/Live updates paused/);
    await expect(status).toHaveTextContent('Live updates paused: refreshing every 5 seconds');
    await expect(status).toHaveAttribute('role', 'status');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // The table reads from the right: the subject is the rightmost column, the assignee the leftmost.
    const subject = canvas.getByRole('columnheader', { name: 'Subject' }).getBoundingClientRect();
    const assignee = canvas.getByRole('columnheader', { name: 'Assignee' }).getBoundingClientRect();
    await expect(subject.left).toBeGreaterThan(assignee.right);
    // The filters run the same way: Status first, at the right.
    const status = canvas.getByRole('combobox', { name: 'Status' }).getBoundingClientRect();
    const assigned = canvas.getByRole('combobox', { name: 'Assigned' }).getBoundingClientRect();
    await expect(status.left).toBeGreaterThan(assigned.left);
    // Latin text keeps its own order inside a cell.
    await expect(within(rowOf(canvasElement, 'Withdrawal')).getByText('#12')).toBeVisible();
  },
};

export const OnAPhone: Story = {
  name: 'At 390 px: rows become cards, nothing overflows',
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
    const frame = phone.getBoundingClientRect();
    for (const link of canvas.getAllByRole('link')) {
      const box = link.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(frame.left);
      await expect(box.right).toBeLessThanOrEqual(frame.right);
    }
    const assigned = canvas.getByRole('combobox', { name: 'Assigned' }).getBoundingClientRect();
    await expect(assigned.right).toBeLessThanOrEqual(frame.right);
  },
};
