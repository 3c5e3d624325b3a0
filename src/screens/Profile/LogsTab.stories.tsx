import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fakeNetwork, json, patient, withToasts } from '../shared/wiredStory';
import { LogsTab } from './LogsTab';
import { logEntries, logsPage, sessions } from './profileFixtures';

const meta = {
  title: 'Screens/Profile/Logs/Wired',
  component: LogsTab,
  decorators: [withToasts],
} satisfies Meta<typeof LogsTab>;
export default meta;
type Story = StoryObj<typeof meta>;

const network = fakeNetwork('asha01');

function answer(path: string) {
  if (path === 'sessions') return json({ status: true, data: sessions });
  if (path === 'logs?page=1') return json(logsPage(logEntries, 1, 13));
  if (path === 'logs?page=2') return json(logsPage(logEntries.slice(2), 2, 13));
  if (path === 'sessions/27/revoke')
    return json({ status: true, msg: 'Session signed out', message: 'Session signed out' });
  if (path === 'sessions/revoke-others')
    return json({ status: true, msg: '2 sessions signed out', message: '2 sessions signed out', revoked: 2 });
  return json({ status: false, msg: `Unexpected ${path}`, message: `Unexpected ${path}` }, 404);
}

export const SignsOutOneSession: Story = {
  name: 'Signs out one session and lists them again',
  beforeEach: network.serve(answer),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole(
      'button',
      { name: 'Sign out Safari on iPhone, 198.51.100.20' },
      patient,
    );
    await expect(network.asked).toEqual(expect.arrayContaining(['sessions', 'logs?page=1']));
    await userEvent.click(button);
    const dialog = within(await screen.findByRole('dialog', { name: 'Sign out this session?' }, patient));
    await userEvent.click(dialog.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByText('Session signed out')).toBeVisible(), patient);
    await expect(network.sentTo('POST', 'sessions/27/revoke')).toHaveLength(1);
    // The list and the log are asked again, to show the session gone and the event logged.
    await waitFor(() => expect(network.sentTo('GET', 'sessions')).toHaveLength(2), patient);
    await waitFor(() => expect(network.sentTo('GET', 'logs?page=1')).toHaveLength(2), patient);
  },
};

export const SignsOutEveryOtherSession: Story = {
  name: 'Signs out every other session',
  beforeEach: network.serve(answer),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Sign out all other sessions' }, patient),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog', undefined, patient)).getByRole('button', { name: 'Sign out' }),
    );
    await waitFor(() => expect(screen.getByText('2 sessions signed out')).toBeVisible(), patient);
    await expect(network.sentTo('POST', 'sessions/revoke-others')).toHaveLength(1);
    await expect(network.sentTo('POST', 'sessions/27/revoke')).toEqual([]);
  },
};

export const PagesTheLog: Story = {
  name: 'Pages the security log',
  beforeEach: network.serve(answer),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Page 2' }, patient));
    await waitFor(() => expect(canvas.getByText('Showing 11 to 11 of 13 results')).toBeVisible(), patient);
    await expect(network.asked).toContain('logs?page=2');
    const log = within(canvas.getByRole('table', { name: 'Security log' }));
    await expect(log.getAllByRole('row')).toHaveLength(2);
    await expect(log.getByText('Signed in')).toBeVisible();
  },
};

export const EmptyLog: Story = {
  name: 'A log with nothing in it',
  beforeEach: network.serve((path) =>
    path.startsWith('logs') ? json(logsPage([])) : json({ status: true, data: sessions.slice(0, 1) }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No Data For Action', undefined, patient)).toBeVisible();
    await expect(await canvas.findByText('This device', undefined, patient)).toBeVisible();
  },
};
