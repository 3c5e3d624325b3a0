import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { clearOperatorToken, setOperatorToken } from '../../../api/operatorSession';
import type { OperatorAnnouncement } from '../../../api/operatorSupport';
import { fakeNetwork, json, patient, type SentRequest, withToasts } from '../../shared/wiredStory';
import { mountSection } from '../shared/sectionStory';
import { AnnouncementsSection } from './AnnouncementsSection';
import { announcements, announcementsPage } from './announcementsFixtures';

const { asked, sentTo, serve } = fakeNetwork('alice');
let list: OperatorAnnouncement[] = [];

/** The server's announcements as one story changes them; `overrides` answers some paths differently. */
const server =
  (overrides: Record<string, (request: SentRequest) => Response> = {}) =>
  () => {
    list = announcements.map((item) => ({ ...item }));
    const stop = serve((path, request) => {
      const own = overrides[path];
      if (own) return own(request);
      if (path.startsWith('operator/announcements?'))
        return json({ status: true, data: announcementsPage(list) });
      if (path === 'operator/announcements') {
        const body = request.body as Record<string, unknown>;
        const created = {
          ...list[1]!,
          id: 8,
          title: String(body.title),
          state: 'scheduled' as const,
          reads: 0,
        };
        list = [created, ...list];
        return json({
          status: true,
          msg: 'Announcement scheduled',
          message: 'Announcement scheduled',
          data: created,
        });
      }
      const withdraw = /^operator\/announcements\/(\d+)\/withdraw$/.exec(path);
      const item = withdraw && list.find((candidate) => candidate.id === Number(withdraw[1]));
      if (item) {
        Object.assign(item, { state: 'withdrawn', withdrawn_at: '2026-03-02T10:00:00Z' });
        return json({
          status: true,
          msg: 'Announcement withdrawn',
          message: 'Announcement withdrawn',
          data: item,
        });
      }
      return json({ status: false, msg: 'Not found' }, 404);
    })();
    setOperatorToken('operator-token');
    return () => {
      stop();
      clearOperatorToken();
    };
  };

const meta = {
  title: 'Screens/Operator/Announcements/Wired',
  component: AnnouncementsSection,
  parameters: { router: { initialEntries: ['/operator/announcements'] } },
  decorators: [withToasts],
  render: () => mountSection('announcements', AnnouncementsSection),
} satisfies Meta<typeof AnnouncementsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByText('New reserve plans', {}, patient);
  return canvas;
};

export const Publish: Story = {
  name: 'Publish: checked first, then sent with its times as instants, and the list refreshed',
  beforeEach: server(),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'New announcement' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'This Field Is Required.',
    );
    await expect(sentTo('POST', 'operator/announcements')).toEqual([]);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Fees change in April');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Body' }),
      'The new table applies from 1 April.',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Pinned' }));
    await userEvent.type(canvas.getByLabelText('Publish at'), '2026-04-01T09:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(sentTo('POST', 'operator/announcements')).toHaveLength(1), patient);
    await expect(sentTo('POST', 'operator/announcements')[0]?.body).toEqual({
      title: 'Fees change in April',
      body: 'The new table applies from 1 April.',
      pinned: true,
      publish_at: new Date('2026-04-01T09:00').toISOString(),
    });
    await waitFor(() => expect(screen.getByText('Announcement scheduled')).toBeVisible(), patient);
    await expect(await canvas.findByText('Fees change in April', {}, patient)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Title' })).toBeNull();
    await expect(asked.filter((path) => path === 'operator/announcements?page=1')).toHaveLength(2);
  },
};

export const ServerRefusesTheTimes: Story = {
  name: "The server's refusal shows at the field it names, the draft kept",
  beforeEach: server({
    'operator/announcements': () =>
      json(
        { status: false, msg: 'Invalid', errors: { publish_at: ['publish_at cannot be in the past'] } },
        422,
      ),
  }),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'New announcement' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Late news');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Body' }), 'Text');
    await userEvent.type(canvas.getByLabelText('Publish at'), '2020-01-01T09:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await waitFor(
      () =>
        expect(canvas.getByLabelText('Publish at')).toHaveAccessibleDescription(
          /publish_at cannot be in the past/,
        ),
      patient,
    );
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue('Late news');
  },
};

export const WithdrawAfterConfirming: Story = {
  beforeEach: server(),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const row = within(canvas.getByText('New reserve plans').closest('tr') as HTMLElement);
    await userEvent.click(row.getByRole('button', { name: 'Withdraw' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw announcement' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Keep it' }));
    await expect(sentTo('POST', 'operator/announcements/6/withdraw')).toEqual([]);
    await userEvent.click(row.getByRole('button', { name: 'Withdraw' }));
    const again = within(await screen.findByRole('dialog', { name: 'Withdraw announcement' }));
    await userEvent.click(again.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(sentTo('POST', 'operator/announcements/6/withdraw')).toHaveLength(1), patient);
    await waitFor(() => expect(screen.getByText('Announcement withdrawn')).toBeVisible(), patient);
    await waitFor(() => expect(row.getByText('Withdrawn')).toBeVisible(), patient);
    await expect(row.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  },
};

export const AuditorReadsOnly: Story = {
  render: () => mountSection('announcements', AnnouncementsSection, 'auditor'),
  beforeEach: server(),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByText('412')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'New announcement' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  },
};

export const LoadFailedThenTriedAgain: Story = {
  beforeEach: server({ 'operator/announcements?page=1': () => json({ status: false, msg: 'Down' }, 503) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, patient)).toHaveTextContent(
      'The announcements could not be loaded.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
