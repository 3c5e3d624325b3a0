import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { AuthType } from '../../api/contract';
import { getSession } from '../../api/session';
import { fakeNetwork, json, patient, withToasts } from '../shared/wiredStory';
import { AuthenticationTab } from './AuthenticationTab';

const { asked, sent, serve } = fakeNetwork('demo');

const meta = {
  title: 'Screens/Profile/Authentication/Wired',
  component: AuthenticationTab,
  parameters: { router: { initialEntries: ['/user/profile?tab=authentication'] } },
  decorators: [withToasts],
  args: { onOpenTab: fn() },
} satisfies Meta<typeof AuthenticationTab>;
export default meta;
type Story = StoryObj<typeof meta>;

const flags = (authenticator: 0 | 1, mpin: 0 | 1 = 1) => ({ authenticator, mpin, otp: 1 as const });

/** GET authentication says `type` until POST authentication is accepted, then the type posted. */
function authentication(type: AuthType, setUp: ReturnType<typeof flags>) {
  let current = type;
  return serve((path, request) => {
    if (path === 'authentication' && request.method === 'POST') {
      const body = request.body as { type: AuthType };
      current = body.type;
      return json({
        status: true,
        message: 'Authentication changed',
        msg: 'Authentication changed',
        auth_type: current,
      });
    }
    if (path === 'authentication')
      return json({ status: true, data: { type: current }, more_details: setUp });
    return json({ status: true, message: 'OTP sent', msg: 'OTP sent' });
  });
}

export const SwitchToTheAuthenticator: Story = {
  name: 'Switch to the authenticator with the Security Pin; the session follows',
  beforeEach: authentication('mpin', flags(1)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Authenticator' }, patient));
    await userEvent.click(canvas.getAllByLabelText(/Digit \d of 4/)[0] as HTMLElement);
    await userEvent.paste('4831');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByText('Authentication changed')).toBeVisible(), patient);
    await expect(sent).toMatchObject([
      { method: 'POST', path: 'authentication', body: { type: 'authenticator', mpin: '4831' } },
    ]);
    await expect(getSession()?.auth_type).toBe('authenticator');
    // The next change is confirmed with the new method's code.
    await expect(await canvas.findByLabelText('Authenticator Code', {}, patient)).toHaveAttribute(
      'maxlength',
      '6',
    );
    await expect(canvas.getByRole('radio', { name: 'Authenticator' })).toHaveAccessibleDescription(
      /In use now/,
    );
    await waitFor(() => expect(asked.filter((path) => path === 'authentication')).toHaveLength(3));
  },
};

export const AuthenticatorNotSetUp: Story = {
  name: "Authenticator not set up: 'Please Setup Your 2FA Authenticator', off to the 2FA tab",
  beforeEach: authentication('mpin', flags(0)),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Authenticator' }, patient));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByText('Please Setup Your 2FA Authenticator')).toBeVisible());
    await expect(args.onOpenTab).toHaveBeenCalledWith('2fa');
    await expect(sent).toEqual([]);
  },
};

export const PinNotSetUp: Story = {
  name: "Security Pin not set up: 'Please Setup Your Security Pin', off to the Security Pin tab",
  beforeEach: authentication('otp', flags(0, 0)),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Security Pin' }, patient));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByText('Please Setup Your Security Pin')).toBeVisible());
    await expect(args.onOpenTab).toHaveBeenCalledWith('pin');
    await expect(sent).toEqual([]);
  },
};

export const NothingChosen: Story = {
  name: "Nothing chosen: 'Please Select Correct Option.'",
  beforeEach: authentication('mpin', flags(1)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit' }, patient));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please Select Correct Option.');
    await expect(sent).toEqual([]);
  },
};

export const ConfirmedWithAnEmailedCode: Story = {
  name: 'OTP member: the code for a security change is mailed on request',
  beforeEach: authentication('otp', flags(1)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send OTP' }, patient));
    await waitFor(() => expect(canvas.getByText(/Resend request after \d+ sec/)).toBeVisible(), patient);
    await userEvent.click(canvas.getByRole('radio', { name: 'Security Pin' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'OTP' }), '5521');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(getSession()?.auth_type).toBe('mpin'), patient);
    await expect(sent).toMatchObject([
      { method: 'POST', path: 'resendotp', body: { username: 'demo', from: 'security' } },
      { method: 'POST', path: 'authentication', body: { type: 'mpin', otp: '5521' } },
    ]);
  },
};
