import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RegisterView } from './RegisterView';

const countries = [
  { id: 1, name: 'India', calling_code: '91' },
  { id: 2, name: 'Kenya', calling_code: '+254' },
];

const meta = {
  title: 'Screens/Register',
  component: RegisterView,
  parameters: { router: { initialEntries: ['/register'] } },
  args: {
    loading: false,
    loadError: null,
    countries,
    needsSponsor: true,
    needsPosition: true,
    linkedSponsor: null,
    linkedPosition: null,
    usernameAvailability: null,
    sponsorCheck: null,
    fieldErrors: {},
    busy: false,
    onRetry: fn(),
    onUsernameCommit: fn(),
    onSponsorCommit: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof RegisterView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FillingTheForm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    const name = canvas.getByLabelText('Name');
    // Letters of any script, the hyphen and the apostrophe stay; digits and signs go.
    await userEvent.type(name, "Zoë-Ann O'Dá03_");
    await expect(name).toHaveValue("Zoë-Ann O'Dá");
    const username = canvas.getByLabelText('Username');
    await userEvent.type(username, 'alice_99!');
    await expect(username).toHaveValue('alice99');
    await userEvent.tab();
    await expect(args.onUsernameCommit).toHaveBeenCalledWith('alice99');
    const email = canvas.getByLabelText('Email');
    await userEvent.type(email, 'a lice#@ex-ample.com');
    await expect(email).toHaveValue('alice@example.com');
    await userEvent.click(canvas.getByLabelText('Country'));
    await userEvent.click(canvas.getByRole('option', { name: /India/ }));
    const phone = canvas.getByLabelText('Phone');
    await expect(phone).toHaveValue('+91');
    await userEvent.type(phone, '98-765 43a');
    await expect(phone).toHaveValue('+919876543');
    await userEvent.type(canvas.getByLabelText('Password'), 'long enough 1');
    const pin = canvas.getByLabelText('Security Pin');
    await userEvent.type(pin, '12x345');
    await expect(pin).toHaveValue('1234');
    const sponsor = canvas.getByLabelText('Sponsor');
    await userEvent.type(sponsor, 'root.1');
    await expect(sponsor).toHaveValue('root1');
    await userEvent.tab();
    await expect(args.onSponsorCommit).toHaveBeenCalledWith('root1');
    await userEvent.click(canvas.getByLabelText('Right'));

    const signUp = canvas.getByRole('button', { name: 'Sign Up' });
    await expect(signUp).toBeDisabled();
    // The terms can be read before agreeing to them, in a tab of their own.
    const terms = canvas.getByRole('link', { name: 'Terms and Conditions' });
    await expect(terms).toHaveAttribute('href', '/terms');
    await expect(terms).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getByLabelText('I agree to the Terms and Conditions'));
    await expect(signUp).toBeEnabled();
    await userEvent.click(signUp);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: "Zoë-Ann O'Dá",
      username: 'alice99',
      email: 'alice@example.com',
      phone: '+919876543',
      country: '1',
      password: 'long enough 1',
      spassword: '1234',
      sponsor: 'root1',
      position: 'R',
      is_checked: true,
    });
  },
};

export const ChangingCountryReplacesThePrefix: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Country'));
    await userEvent.click(canvas.getByRole('option', { name: /India/ }));
    await userEvent.type(canvas.getByLabelText('Phone'), '555');
    await userEvent.click(canvas.getByLabelText('Country'));
    await userEvent.click(canvas.getByRole('option', { name: /Kenya/ }));
    await expect(canvas.getByLabelText('Phone')).toHaveValue('+254555');
  },
};

export const UsernameAvailable: Story = {
  args: {
    usernameAvailability: 'Available',
    sponsorCheck: { availability: 'Available', info: 'Root Member' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Available')).toBeVisible();
    await expect(canvas.getByText('Root Member')).toBeVisible();
  },
};

export const UsernameTaken: Story = {
  args: { usernameAvailability: 'Not Available', sponsorCheck: { availability: 'Not Available', info: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Not Available')).toHaveLength(2);
  },
};

export const MissingFields: Story = {
  args: {
    fieldErrors: {
      name: 'Name is Required',
      username: 'Username is Required',
      email: 'Email is Required',
      phone: 'Phone is Required',
      country: 'Country is Required',
      password: 'Password is Required',
      spassword: 'Security Pin is Required',
      sponsor: 'Sponsor is Required',
      position: 'Position is Required',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const message of [
      'Name is Required',
      'Email is Required',
      'Security Pin is Required',
      'Position is Required',
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
  },
};

export const InvitationLink: Story = {
  name: 'Invitation link (?u=&p=) is read-only',
  args: {
    linkedSponsor: 'root',
    linkedPosition: 'L',
    sponsorCheck: { availability: 'Available', info: 'Root Member' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sponsor = canvas.getByLabelText('Sponsor');
    await expect(sponsor).toHaveValue('root');
    await expect(sponsor).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Left')).toBeChecked();
    await expect(canvas.getByLabelText('Right')).toBeDisabled();
    await userEvent.click(sponsor);
    await userEvent.tab();
    await expect(args.onSponsorCommit).not.toHaveBeenCalled();
    await expect(canvas.getByText('Root Member')).toBeVisible();
  },
};

export const FirstMember: Story = {
  name: 'First member: no sponsor or position',
  args: { needsSponsor: false, needsPosition: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('Sponsor')).toBeNull();
    await expect(canvas.queryByLabelText('Left')).toBeNull();
  },
};

export const Submitting: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Sign Up/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Loading: Story = {
  args: { loading: true, needsSponsor: true, needsPosition: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The whole form is there at once and takes typing; the choices that need the registration settings,
    // and sending, wait for them.
    await expect(canvas.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Name'), 'Nia');
    await expect(canvas.getByLabelText('Name')).toHaveValue('Nia');
    await expect(canvas.getByLabelText('Sponsor')).toBeEnabled();
    await expect(canvas.getByLabelText('Country')).toBeDisabled();
    await expect(canvas.getByLabelText('Left')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
    await expect(canvas.getByRole('main').querySelector('section')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadFailed: Story = {
  args: { loadError: 'Server down' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Server down');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
