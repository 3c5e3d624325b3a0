import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearSession } from '../../api/session';
import { fakeNetwork, json, patient, withToasts } from '../shared/wiredStory';
import { RegisterScreen } from './RegisterScreen';

const { asked, serve } = fakeNetwork();

/** The sign-up page's server: one sponsor, 'root', exists; any other name is Not Available. */
const signUpServer = () => {
  const undo = serve((path) => {
    if (path === 'pre-register') return json({ status: true, binary: 1, user_count: 12, email_required: 1 });
    if (path === 'country')
      return json({ status: true, data: [{ id: 1, name: 'India', calling_code: '+91' }] });
    const sponsor = /^check\/([^/]+)\/sponsor$/.exec(path);
    if (sponsor) {
      return sponsor[1] === 'root'
        ? json({ status: true, data: 'Available', info: 'Root Member' })
        : json({ status: true, data: 'Not Available', info: '' });
    }
    return json({ status: true, data: 'Available' });
  })();
  // A visitor: nobody is signed in on the sign-up page.
  clearSession();
  return undo;
};

const meta = {
  title: 'Screens/Register/Wired',
  component: RegisterScreen,
  decorators: [withToasts],
} satisfies Meta<typeof RegisterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InvitationNamingNoMember: Story = {
  name: 'Invitation link naming no member (?u=nosuchuser): the sponsor opens for the visitor',
  parameters: { router: { initialEntries: ['/register?u=nosuchuser&p=L'] } },
  beforeEach: signUpServer,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sponsor = await canvas.findByLabelText('Sponsor', {}, patient);
    await expect(await canvas.findByText('Not Available', {}, patient)).toBeVisible();
    await waitFor(() => expect(sponsor).not.toHaveAttribute('readonly'), patient);
    await waitFor(() => expect(sponsor).toBeEnabled(), patient);
    await userEvent.clear(sponsor);
    await userEvent.type(sponsor, 'root');
    await userEvent.tab();
    await expect(await canvas.findByText('Root Member', {}, patient)).toBeVisible();
    await expect(asked).toContain('check/root/sponsor');
    // The side the link chose stays.
    await expect(canvas.getByLabelText('Left')).toBeChecked();
  },
};

export const InvitationNamingAMember: Story = {
  name: 'Invitation link naming a member: the sponsor stays read-only',
  parameters: { router: { initialEntries: ['/register?u=root&p=R'] } },
  beforeEach: signUpServer,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Root Member', {}, patient)).toBeVisible();
    await expect(canvas.getByLabelText('Sponsor')).toHaveAttribute('readonly');
    await expect(canvas.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
  },
};
