import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { UserDetails } from '../../api/security';
import { fakeNetwork, json, patient, withToasts } from '../shared/wiredStory';
import { recoveryCodes, twoFactorOn, userDetails } from './securityFixtures';
import { TwoFactorTab } from './TwoFactorTab';

const { asked, sent, serve } = fakeNetwork('demo');

const meta = {
  title: 'Screens/Profile/2FA Setting/Wired',
  component: TwoFactorTab,
  parameters: { router: { initialEntries: ['/user/profile?tab=2fa'] } },
  decorators: [withToasts],
} satisfies Meta<typeof TwoFactorTab>;
export default meta;
type Story = StoryObj<typeof meta>;

const refused = (message: string) =>
  json({ status: false, message, msg: message, errors: { code: [message] } }, 422);
const done = (message: string, extra: Record<string, unknown> = {}) =>
  json({ status: true, message, msg: message, ...extra });

/** GET user answers `before` until a POST to `changedBy` succeeds, then `after`. */
function account(before: UserDetails, after: UserDetails, changedBy: string, answer: () => Response) {
  let current = before;
  return serve((path) => {
    if (path === 'user') return json({ status: true, data: current });
    if (path === changedBy) {
      const response = answer();
      if (response.ok) current = after;
      return response;
    }
    return done('OTP sent');
  });
}

let downloaded: Promise<string> | null = null;

export const TurnOnShowsTheCodesOnce: Story = {
  name: 'Turn on: code from the app, then the ten recovery codes once',
  beforeEach: () => {
    const restore = account(userDetails(), twoFactorOn(), 'enable-2fa', () =>
      done('Two-factor authentication is on', { recovery_codes: recoveryCodes }),
    )();
    const create = URL.createObjectURL;
    downloaded = null;
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      downloaded = (blob as Blob).text();
      return 'blob:recovery-codes';
    };
    return () => {
      URL.createObjectURL = create;
      restore();
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('switch', { name: 'Two-factor authentication (2FA)' }, patient);
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(canvas.getByRole('img', { name: /QR code/ })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('2FA Code'), '482917');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on 2FA' }));

    const list = await canvas.findByRole('list', { name: 'Recovery codes' }, patient);
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    await expect(sent).toMatchObject([{ method: 'POST', path: 'enable-2fa', body: { code: '482917' } }]);
    await waitFor(() => expect(screen.getByText('Two-factor authentication is on')).toBeVisible());
    await expect(switchAgain(canvasElement)).toBeChecked();
    // GET user has answered again (2FA on): the codes stay until the member says they are kept.
    await waitFor(() => expect(asked.filter((path) => path === 'user')).toHaveLength(2));
    await expect(canvas.getByRole('list', { name: 'Recovery codes' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Download .txt' }));
    const file = await (downloaded as Promise<string> | null);
    for (const code of recoveryCodes) await expect(file).toContain(code);
    await expect(file).toContain('recovery codes for demo');

    await userEvent.click(canvas.getByRole('checkbox', { name: 'I have saved these recovery codes' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(canvas.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    await expect(canvas.getByText('10 of 10 recovery codes left.')).toBeVisible();
  },
};

const switchAgain = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('switch', { name: 'Two-factor authentication (2FA)' });

export const RefusedTurnOffRestoresTheSwitch: Story = {
  name: 'Turn off refused: the switch shows on again, with the server’s message',
  beforeEach: account(twoFactorOn(), userDetails(), 'disable-2fa', () =>
    refused('Invalid authenticator code'),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('switch', { name: 'Two-factor authentication (2FA)' }, patient);
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await userEvent.type(canvas.getByLabelText('Authenticator code or recovery code'), '111111');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off 2FA' }));
    // The panel says it beside the switch (and a toast says it too).
    const message = await canvas.findByText('Invalid authenticator code', { selector: 'p' }, patient);
    await expect(message).toHaveAttribute('role', 'alert');
    await expect(switchAgain(canvasElement)).toBeChecked();
    await expect(switchAgain(canvasElement)).not.toHaveAttribute('aria-busy');
    await expect(sent).toMatchObject([{ method: 'POST', path: 'disable-2fa', body: { code: '111111' } }]);
    await waitFor(() => expect(screen.getAllByText('Invalid authenticator code').length).toBeGreaterThan(1));
  },
};

export const TurnOffWithARecoveryCode: Story = {
  name: 'Turn off with a recovery code',
  beforeEach: account(twoFactorOn(), userDetails(), 'disable-2fa', () => done('2FA is off')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('switch', { name: 'Two-factor authentication (2FA)' }, patient),
    );
    await userEvent.type(canvas.getByLabelText('Authenticator code or recovery code'), 'K7M2QX9P4D');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off 2FA' }));
    await waitFor(() => expect(switchAgain(canvasElement)).not.toBeChecked(), patient);
    await expect(sent).toMatchObject([
      { method: 'POST', path: 'disable-2fa', body: { code: 'k7m2q-x9p4d' } },
    ]);
    await expect(canvas.queryByText(/recovery codes left/)).toBeNull();
  },
};

export const RenewWithAnEmailedCode: Story = {
  name: 'Renew the recovery codes, confirmed with an e-mailed code',
  beforeEach: account(
    twoFactorOn({ auth_type: 'otp', recovery_codes_left: 2 }),
    twoFactorOn(),
    'recovery-codes',
    () => done('New recovery codes created', { recovery_codes: recoveryCodes }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Renew recovery codes' }, patient));
    const dialog = within(await screen.findByRole('dialog', { name: 'Verification' }));
    await expect(
      dialog.getByText('Enter the code we sent to your e-mail to confirm new recovery codes.'),
    ).toBeVisible();
    await waitFor(() => expect(dialog.getByText(/Resend request after \d+ sec/)).toBeVisible(), patient);
    await userEvent.type(dialog.getByLabelText('OTP'), '5521');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await canvas.findByRole('list', { name: 'Recovery codes' }, patient);
    await expect(sent).toMatchObject([
      { method: 'POST', path: 'resendotp', body: { username: 'demo', from: 'security' } },
      { method: 'POST', path: 'recovery-codes', body: { otp: '5521' } },
    ]);
  },
};

export const LoadFailed: Story = {
  beforeEach: serve(() => json({ status: false, msg: 'Unexpected' }, 422)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Request failed please try again' }, patient),
    ).toBeVisible();
    await expect(asked).toEqual(['user']);
  },
};
