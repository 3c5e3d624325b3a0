import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fakeNetwork, json, patient, withToasts } from '../shared/wiredStory';
import { SecurityPinTab } from './SecurityPinTab';
import { PIN_MISMATCH } from './securityForms';

const meta = {
  title: 'Screens/Profile/Security Pin/Wired',
  component: SecurityPinTab,
  decorators: [withToasts],
} satisfies Meta<typeof SecurityPinTab>;
export default meta;
type Story = StoryObj<typeof meta>;

const network = fakeNetwork('asha01', { auth_type: 'otp' });

async function fill(canvasElement: HTMLElement, pin: string, confirmation = pin) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Account Password'), 'my secret 1');
  await userEvent.type(canvas.getByLabelText('New Security Pin'), pin);
  await userEvent.type(canvas.getByLabelText('Confirm Security Pin'), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'Change Security Pin' }));
}

export const Changes: Story = {
  name: 'Changes the PIN with the account password',
  beforeEach: network.serve(() =>
    json({ status: true, msg: 'Security Pin changed', message: 'Security Pin changed' }),
  ),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, '4839');
    // The toast slides in: wait until it has.
    await waitFor(() => expect(screen.getByText('Security Pin changed')).toBeVisible(), patient);
    await expect(network.sentTo('POST', 'change-secondary-password')[0]?.body).toEqual({
      old_password: 'my secret 1',
      spassword: '4839',
      spassword_confirmation: '4839',
    });
    await waitFor(
      () => expect(within(canvasElement).getByLabelText('New Security Pin')).toHaveValue(''),
      patient,
    );
  },
};

export const TrivialPin: Story = {
  name: 'A trivial PIN: the server says why',
  beforeEach: network.serve(() =>
    json(
      {
        status: false,
        msg: 'Choose a Security Pin that is harder to guess',
        message: 'Choose a Security Pin that is harder to guess',
        errors: { spassword: ['Choose a Security Pin that is harder to guess'] },
      },
      422,
    ),
  ),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, '1234');
    const canvas = within(canvasElement);
    await waitFor(
      () =>
        expect(canvas.getByLabelText('New Security Pin')).toHaveAccessibleDescription(
          expect.stringContaining('Choose a Security Pin that is harder to guess'),
        ),
      patient,
    );
  },
};

export const WrongPasswordAndLocked: Story = {
  name: 'Refused without fields: the message',
  beforeEach: network.serve(() =>
    json({ status: false, msg: 'Too many attempts. Try again in 15 minutes.', message: '' }, 429),
  ),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, '4839');
    await expect(
      await within(canvasElement).findByText(
        'Too many attempts. Try again in 15 minutes.',
        undefined,
        patient,
      ),
    ).toBeVisible();
  },
};

export const MismatchNotSent: Story = {
  name: 'Differing PINs are not sent',
  beforeEach: network.serve(() => json({ status: true, msg: 'unexpected', message: 'unexpected' })),
  play: async ({ canvasElement }) => {
    await fill(canvasElement, '4839', '4893');
    await expect(within(canvasElement).getByText(PIN_MISMATCH)).toBeVisible();
    await expect(network.sent).toEqual([]);
  },
};
