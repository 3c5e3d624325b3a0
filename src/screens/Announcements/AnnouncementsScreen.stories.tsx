import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { announcements, notices } from '../shared/AnnouncementsView/announcementsFixtures';
import { fakeNetwork, json, patient, withToasts } from '../shared/wiredStory';
import { AnnouncementsScreen } from './AnnouncementsScreen';

const { sent, serve } = fakeNetwork('demo');

const meta = {
  title: 'Screens/Announcements/Wired',
  component: AnnouncementsScreen,
  parameters: { router: { initialEntries: ['/user/message'] } },
  decorators: [withToasts],
} satisfies Meta<typeof AnnouncementsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReadingOneMarksItRead: Story = {
  beforeEach: serve((path) => {
    if (path === 'announcements')
      return json({ status: true, data: announcements, more_details: { unread: 1 } });
    if (path === 'notices')
      return json({ status: true, data: [], more_details: { unread: 0, older: false } });
    return json({ status: true, msg: 'ok', message: 'ok', unread: 0 });
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Scheduled maintenance/ }, patient));
    await waitFor(
      () => expect(sent).toMatchObject([{ method: 'POST', path: 'announcements/7/read' }]),
      patient,
    );
    await waitFor(() => expect(canvas.queryByText('Unread')).toBeNull(), patient);
    await expect(canvas.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  },
};

export const MarkAllRead: Story = {
  beforeEach: serve((path) => {
    if (path === 'announcements')
      return json({ status: true, data: announcements, more_details: { unread: 1 } });
    if (path === 'notices')
      return json({ status: true, data: [], more_details: { unread: 0, older: false } });
    return json({ status: true, msg: 'ok', message: 'ok', unread: 0 });
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Mark all read' }, patient);
    await waitFor(() => expect(button).toBeEnabled(), patient);
    await userEvent.click(button);
    await waitFor(
      () => expect(sent).toMatchObject([{ method: 'POST', path: 'announcements/read-all' }]),
      patient,
    );
    await waitFor(() => expect(canvas.queryByText('Unread')).toBeNull(), patient);
  },
};

export const ReadingANoticeMarksItRead: Story = {
  beforeEach: serve((path) => {
    if (path === 'announcements') return json({ status: true, data: [], more_details: { unread: 0 } });
    if (path === 'notices')
      return json({ status: true, data: notices, more_details: { unread: 2, older: false } });
    return json({ status: true, msg: 'ok', message: 'ok', unread: 1 });
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Your notices' }, patient);
    await expect(within(list).getAllByText('Unread')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: /Withdrawal paid/ }));
    await waitFor(() => expect(sent).toMatchObject([{ method: 'POST', path: 'notices/31/read' }]), patient);
    await waitFor(() => expect(within(list).getAllByText('Unread')).toHaveLength(1), patient);
    await expect(canvas.getByRole('link', { name: 'View the transaction on its explorer' })).toBeVisible();
  },
};

/** Past the newest page, 'Show older notices' asks for those before the last one shown and adds them below. */
export const OlderNoticesPageByPage: Story = {
  beforeEach: serve((path) => {
    if (path === 'announcements') return json({ status: true, data: [], more_details: { unread: 0 } });
    if (path === 'notices')
      return json({ status: true, data: notices.slice(0, 2), more_details: { unread: 2, older: true } });
    if (path === 'notices?before=30')
      return json({ status: true, data: notices.slice(2), more_details: { unread: 2, older: false } });
    return json({ status: false, message: 'Unexpected request' }, 500);
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Your notices' }, patient);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Show older notices' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3), patient);
    const items = within(list).getAllByRole('listitem');
    await expect(items[2]).toHaveTextContent(notices[2]!.title);
    await expect(canvas.queryByRole('button', { name: 'Show older notices' })).toBeNull();
  },
};
