import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeNetwork, json, patient, withToasts } from '../shared/wiredStory';
import { ProfileScreen } from './ProfileScreen';
import { countries, logEntries, logsPage, sessions, user } from './profileFixtures';

const meta = {
  title: 'Screens/Profile/Wired',
  component: ProfileScreen,
  decorators: [withToasts],
} satisfies Meta<typeof ProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const network = fakeNetwork('asha01', { auth_type: 'mpin' });

function answer(path: string) {
  if (path === 'user') return json({ status: true, data: user() });
  if (path === 'country') return json({ status: true, data: countries });
  if (path === 'sessions') return json({ status: true, data: sessions });
  if (path.startsWith('logs?')) return json(logsPage(logEntries));
  return json({ status: false, msg: `Unexpected ${path}`, message: `Unexpected ${path}` }, 404);
}

export const OpensTheTabOfTheAddress: Story = {
  name: 'The address picks the tab; a tab asks for its data when opened',
  parameters: { router: { initialEntries: ['/user/profile?tab=pin'] } },
  beforeEach: network.serve(answer),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Security Pin' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByLabelText('Account Password')).toBeVisible();
    await expect(network.asked).toEqual([]);

    await userEvent.click(canvas.getByRole('tab', { name: 'Logs' }));
    await expect(await canvas.findByRole('table', { name: 'Active sessions' }, patient)).toBeVisible();
    await waitFor(() => expect([...network.asked].sort()).toEqual(['logs?page=1', 'sessions']), patient);
    await expect(canvas.getByRole('tab', { name: 'Logs' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const UnknownTabIsBasicInfo: Story = {
  name: 'An unknown tab in the address opens Basic Info',
  parameters: { router: { initialEntries: ['/user/profile?tab=nonsense'] } },
  beforeEach: network.serve(answer),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Basic Info' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByLabelText('Name', undefined, patient)).toHaveValue('Asha Rao');
    await expect(network.asked).toEqual(expect.arrayContaining(['user', 'country']));
    await userEvent.click(canvas.getByRole('tab', { name: 'Password' }));
    await expect(await canvas.findByLabelText('Current Password', undefined, patient)).toBeVisible();
  },
};
