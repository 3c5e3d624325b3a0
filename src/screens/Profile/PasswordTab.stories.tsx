import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fakeNetwork, json, patient, withToasts } from '../shared/wiredStory';
import { REQUIRED } from './formErrors';
import { PasswordTab } from './PasswordTab';
import { PASSWORD_CHANGED } from './securityForms';

const meta = {
  title: 'Screens/Profile/Password/Wired',
  component: PasswordTab,
  decorators: [withToasts],
} satisfies Meta<typeof PasswordTab>;
export default meta;
type Story = StoryObj<typeof meta>;

const ok = (message: string) => json({ status: true, msg: message, message });

const withPin = fakeNetwork('asha01', { auth_type: 'mpin' });

export const ChangesWithThePin: Story = {
  name: 'Security Pin: the confirmation stays, the PIN goes as mpin',
  beforeEach: withPin.serve(() => ok('Password changed successfully')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Current Password'), 'old secret 1');
    await userEvent.type(canvas.getByLabelText('New Password'), 'new secret 2');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'new secret 2');
    await userEvent.type(canvas.getByLabelText('Digit 1 of 4'), '4831');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    // The toast slides in: wait until it has.
    await waitFor(() => expect(screen.getByText(PASSWORD_CHANGED)).toBeVisible(), patient);
    const [request] = withPin.sentTo('POST', 'change-password');
    await expect(request?.body).toEqual({
      currentpassword: 'old secret 1',
      newpassword: 'new secret 2',
      mpin: '4831',
    });
    await expect(request?.contentType).toBe('application/json');
    // The form starts over, empty.
    await waitFor(() => expect(canvas.getByLabelText('Current Password')).toHaveValue(''), patient);
    await expect(canvas.getByLabelText('New Password')).toHaveValue('');
    await expect(canvas.getByLabelText('Confirm Password')).toHaveValue('');
    await expect(canvas.getByLabelText('Digit 1 of 4')).toHaveValue('');
  },
};

const withOtp = fakeNetwork('asha01', { auth_type: 'otp' });

export const ChangesWithAnEmailedCode: Story = {
  name: 'E-mailed code: sent for security, goes as otp',
  beforeEach: withOtp.serve((path) =>
    path === 'resendotp' ? ok('OTP sent to your e-mail') : ok('Password changed successfully'),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send code' }));
    await expect(await canvas.findByText(/Resend request after \d+ sec/, undefined, patient)).toBeVisible();
    await expect(withOtp.sentTo('POST', 'resendotp')[0]?.body).toEqual({
      username: 'asha01',
      from: 'security',
    });
    await userEvent.type(canvas.getByLabelText('Current Password'), 'old secret 1');
    await userEvent.type(canvas.getByLabelText('New Password'), 'new secret 2');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'new secret 2');
    await userEvent.type(canvas.getByLabelText('OTP'), '5307');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(withOtp.sentTo('POST', 'change-password')).toHaveLength(1), patient);
    await expect(withOtp.sentTo('POST', 'change-password')[0]?.body).toEqual({
      currentpassword: 'old secret 1',
      newpassword: 'new secret 2',
      otp: '5307',
    });
  },
};

const withApp = fakeNetwork('asha01', { auth_type: 'authenticator' });

export const RefusedShowsEveryMessage: Story = {
  name: 'Refused: every message, under its field',
  beforeEach: withApp.serve(() =>
    json(
      {
        status: false,
        msg: 'The given data was invalid.',
        message: 'The given data was invalid.',
        errors: {
          currentpassword: ['The current password is incorrect.'],
          newpassword: ['The new password must differ from the current one.'],
          authenticator: ['The authenticator code is incorrect.', '4 attempts left.'],
        },
      },
      422,
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Current Password'), 'old secret 1');
    await userEvent.type(canvas.getByLabelText('New Password'), 'old secret 1');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'old secret 1');
    await userEvent.type(canvas.getByLabelText('Authenticator Code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await waitFor(
      () =>
        expect(canvas.getByLabelText('Current Password')).toHaveAccessibleDescription(
          'The current password is incorrect.',
        ),
      patient,
    );
    await expect(canvas.getByLabelText('New Password')).toHaveAccessibleDescription(
      expect.stringContaining('The new password must differ from the current one.'),
    );
    await expect(canvas.getByLabelText('Authenticator Code')).toHaveAccessibleDescription(
      'The authenticator code is incorrect. 4 attempts left.',
    );
    await expect(withApp.sentTo('POST', 'change-password')[0]?.body).toMatchObject({
      authenticator: '123456',
    });
    // What was typed stays, so the member corrects only what was wrong.
    await expect(canvas.getByLabelText('New Password')).toHaveValue('old secret 1');
  },
};

export const NothingSentUntilComplete: Story = {
  name: 'Empty form: required fields, nothing sent',
  beforeEach: withPin.serve(() => ok('unexpected')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(canvas.getByLabelText('Current Password')).toHaveAccessibleDescription(REQUIRED);
    await expect(canvas.getByLabelText('Confirm Password')).toHaveAccessibleDescription(REQUIRED);
    await expect(canvas.getAllByText(REQUIRED)).toHaveLength(4);
    await userEvent.type(canvas.getByLabelText('Current Password'), 'x');
    await expect(canvas.getAllByText(REQUIRED)).toHaveLength(3);
    await expect(withPin.sent).toEqual([]);
  },
};
