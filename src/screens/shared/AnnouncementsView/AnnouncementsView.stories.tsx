import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AnnouncementsView } from './AnnouncementsView';
import { announcements } from './announcementsFixtures';

const meta = {
  title: 'Screens/Announcements/AnnouncementsView',
  component: AnnouncementsView,
  args: {
    announcements,
    unread: 1,
    loading: false,
    loadError: null,
    onReload: fn(),
    onRead: fn(),
    onReadAll: fn(),
    readingAll: false,
  },
} satisfies Meta<typeof AnnouncementsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ListWithUnread: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list', { name: 'Announcements' })).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Scheduled maintenance on Sunday');
    await expect(items[0]).toHaveTextContent('05-03-2026');
    await expect(items[0]).toHaveTextContent('Pinned');
    await expect(items[0]).toHaveTextContent('Unread');
    await expect(items[1]).not.toHaveTextContent('Unread');
    const first = canvas.getByRole('button', { name: /Scheduled maintenance/ });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    first.focus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Withdrawals pause/)).toBeVisible();
    await expect(args.onRead).toHaveBeenCalledWith(7);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all read' }));
    await expect(args.onReadAll).toHaveBeenCalledTimes(1);
  },
};

export const OpeningAReadOneSendsNothing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /New reserve plans/ }));
    await expect(canvas.getByText('Two new crypto reserve plans are open from today.')).toBeVisible();
    await expect(args.onRead).not.toHaveBeenCalled();
  },
};

export const AllRead: Story = {
  args: { announcements: announcements.map((a) => ({ ...a, read: true })), unread: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    await expect(canvas.queryByText('Unread')).toBeNull();
  },
};

export const Empty: Story = {
  args: { announcements: [], unread: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No announcements')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { announcements: [], unread: 0, loadError: 'Request failed please try again' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Request failed please try again',
    );
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Mirrored: the heading starts at the right, 'Mark all read' sits to its left, titles read from the right.
    const heading = canvas.getByRole('heading', { level: 1, name: 'Announcements' }).getBoundingClientRect();
    const markAll = canvas.getByRole('button', { name: 'Mark all read' }).getBoundingClientRect();
    await expect(markAll.right).toBeLessThan(heading.left);
    const item = within(canvas.getByRole('list', { name: 'Announcements' })).getAllByRole('listitem')[0]!;
    const title = within(item).getByText('Scheduled maintenance on Sunday').getBoundingClientRect();
    const box = item.getBoundingClientRect();
    await expect(box.right - title.right).toBeLessThan(title.left - box.left);
  },
};
