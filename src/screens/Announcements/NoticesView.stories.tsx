import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { notices } from '../shared/AnnouncementsView/announcementsFixtures';
import { NoticesView } from './NoticesView';

const meta = {
  title: 'Screens/Announcements/NoticesView',
  component: NoticesView,
  args: {
    notices,
    unread: 2,
    loading: false,
    loadError: null,
    onReload: fn(),
    onRead: fn(),
    onReadAll: fn(),
    readingAll: false,
  },
} satisfies Meta<typeof NoticesView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ListWithUnread: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list', { name: 'Your notices' })).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Withdrawal paid');
    await expect(items[0]).toHaveTextContent('Unread');
    await expect(items[2]).not.toHaveTextContent('Unread');
    const paid = canvas.getByRole('button', { name: /Withdrawal paid/ });
    paid.focus();
    await userEvent.keyboard('{Enter}');
    await expect(paid).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onRead).toHaveBeenCalledWith(31);
    const link = canvas.getByRole('link', { name: 'View the transaction on its explorer' });
    await expect(link).toHaveAttribute('href', notices[0]!.link);
    await expect(link).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getByRole('button', { name: /Withdrawal rejected/ }));
    await expect(canvas.getByText(/rejected: The destination could not be verified/)).toBeVisible();
    // A notice without a link shows none, and opening a read one tells nobody.
    await userEvent.click(canvas.getByRole('button', { name: /Deposit credited/ }));
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(args.onRead).toHaveBeenCalledTimes(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark notices read' }));
    await expect(args.onReadAll).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { notices: [], unread: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No notices yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark notices read' })).toBeDisabled();
  },
};

export const LoadFailed: Story = {
  args: { notices: [], unread: 0, loadError: 'Request failed please try again' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Request failed please try again',
    );
  },
};

/** A transaction hash is one long word: on a phone it wraps inside the card instead of widening the page. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: '360px' }} data-testid="phone">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Withdrawal paid/ }));
    const item = within(canvas.getByRole('list', { name: 'Your notices' })).getAllByRole('listitem')[0]!;
    const body = within(item).getByText(/was sent to/);
    await expect(body.scrollWidth).toBeLessThanOrEqual(body.clientWidth + 1);
    const phone = within(canvasElement).getByTestId('phone').getBoundingClientRect();
    await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(phone.right + 1);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Your notices' }).getBoundingClientRect();
    const markAll = canvas.getByRole('button', { name: 'Mark notices read' }).getBoundingClientRect();
    await expect(markAll.right).toBeLessThan(heading.left);
    const item = within(canvas.getByRole('list', { name: 'Your notices' })).getAllByRole('listitem')[0]!;
    const title = within(item).getByText('Withdrawal paid').getBoundingClientRect();
    const box = item.getBoundingClientRect();
    await expect(box.right - title.right).toBeLessThan(title.left - box.left);
  },
};
