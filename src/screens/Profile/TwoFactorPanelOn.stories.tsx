import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ToastHost } from '../../ui';
import { CODES_COPIED } from './RecoveryCodes';
import { recoveryCodes, stubClipboard, twoFactorProps, written } from './securityFixtures';
import { TwoFactorPanel, type TwoFactorPanelProps } from './TwoFactorPanel';

function WithCode(args: TwoFactorPanelProps) {
  const [code, setCode] = useState(args.code);
  return (
    <>
      <TwoFactorPanel
        {...args}
        code={code}
        onCodeChange={(next) => {
          args.onCodeChange(next);
          setCode(next);
        }}
      />
      <ToastHost />
    </>
  );
}

const meta = {
  title: 'Screens/Profile/2FA Setting/On',
  component: TwoFactorPanel,
  args: { ...twoFactorProps(), enabled: true, enrolment: null, recoveryCodesLeft: 7 },
  render: (args) => <WithCode {...args} />,
} satisfies Meta<typeof TwoFactorPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const switchOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('switch', { name: 'Two-factor authentication (2FA)' });

export const RecoveryCodesShownOnce: Story = {
  name: 'Turned on: the ten recovery codes, shown once',
  args: { step: 'showingCodes', recoveryCodes },
  beforeEach: stubClipboard,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(switchOf(canvasElement)).toBeChecked();
    const list = canvas.getByRole('list', { name: 'Recovery codes' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(recoveryCodes);
    await expect(canvas.getByText(/They are shown only now/)).toBeVisible();
    await expect(canvas.queryByText(/recovery codes left/)).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Copy codes' }));
    await waitFor(() => expect(screen.getByText(CODES_COPIED)).toBeVisible());
    await expect(written).toEqual([recoveryCodes.join('\n')]);
    await userEvent.click(canvas.getByRole('button', { name: 'Download .txt' }));
    await expect(args.onDownloadCodes).toHaveBeenCalledOnce();

    const done = canvas.getByRole('button', { name: 'Done' });
    await expect(done).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I have saved these recovery codes' }));
    await expect(done).toBeEnabled();
    await userEvent.click(done);
    await expect(args.onCodesSaved).toHaveBeenCalledOnce();
  },
};

export const On: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = switchOf(canvasElement);
    await expect(toggle).toBeChecked();
    await expect(canvas.getByText('7 of 10 recovery codes left.')).toBeVisible();
    await expect(canvas.queryByText(/before they run out/)).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Renew recovery codes' }));
    await expect(args.onRenew).toHaveBeenCalledOnce();
    await userEvent.click(toggle);
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

export const FewCodesLeft: Story = {
  args: { recoveryCodesLeft: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 of 10 recovery codes left.')).toBeVisible();
    await expect(canvas.getByText(/Renew your codes before they run out/)).toBeVisible();
  },
};

export const ConfirmingDisable: Story = {
  name: 'Turning off: an app code or a recovery code',
  args: { step: 'confirmingDisable' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(switchOf(canvasElement)).toBeChecked();
    const code = canvas.getByLabelText('Authenticator code or recovery code');
    await expect(code).toHaveAttribute('maxlength', '11');
    await userEvent.type(code, 'K7M2Q-X9P4D!');
    await expect(code).toHaveValue('k7m2q-x9p4d');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off 2FA' }));
    await expect(args.onCodeSubmit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const DisableRefused: Story = {
  name: 'Turn off refused: the switch is restored to on, the server’s message shows',
  args: { step: 'confirmingDisable', error: 'Invalid authenticator code' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(switchOf(canvasElement)).toBeChecked();
    await expect(switchOf(canvasElement)).toHaveAccessibleDescription(/^On:/);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid authenticator code');
    await expect(canvas.getByLabelText('Authenticator code or recovery code')).toHaveValue('');
  },
};

export const Disabling: Story = {
  name: 'Turning off: busy',
  args: { step: 'disabling', code: '135790' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(switchOf(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(switchOf(canvasElement)).toBeChecked();
    await expect(canvas.getByRole('button', { name: /Turn off 2FA/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const SignsInWithTheAuthenticator: Story = {
  name: 'On, and the sign-in method: cannot be turned off here',
  args: { signsIn: true },
  play: async ({ canvasElement, args }) => {
    const toggle = switchOf(canvasElement);
    await expect(toggle).toBeChecked();
    await expect(toggle).toBeDisabled();
    await expect(toggle).toHaveAccessibleDescription(/choose another method on the Authentication tab/);
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

export const RenewWithSecurityPin: Story = {
  name: 'Renewing the codes: confirmed with the Security Pin',
  args: {
    step: 'renewing',
    renewal: {
      authType: 'mpin',
      code: '',
      codeLength: 4,
      codeError: 'This Field Is Required.',
      phase: 'entering',
      error: null,
      confirming: 'new recovery codes',
    },
  },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Verification' }));
    await expect(dialog.getByText('Enter your Security Pin to confirm new recovery codes.')).toBeVisible();
    await expect(dialog.getAllByLabelText(/Digit \d of 4/)).toHaveLength(4);
    await expect(dialog.getByText('This Field Is Required.')).toBeVisible();
    await userEvent.click(dialog.getByLabelText('Digit 1 of 4'));
    await userEvent.paste('4831');
    await expect(args.onCodeChange).toHaveBeenLastCalledWith('4831');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(args.onCodeSubmit).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const RenewWithEmailedCode: Story = {
  name: 'Renewing the codes: confirmed with an e-mailed code',
  args: {
    step: 'renewing',
    renewal: {
      authType: 'otp',
      code: '',
      codeLength: 4,
      codeError: null,
      phase: 'entering',
      error: null,
      confirming: 'new recovery codes',
      cooldown: { canResend: false, sending: false, secondsLeft: 42, error: null },
    },
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Verification' }));
    await expect(dialog.getByText(/Enter the code we sent to your e-mail/)).toBeVisible();
    await expect(dialog.getByLabelText('OTP')).toHaveAttribute('maxlength', '4');
    await expect(dialog.getByText('Resend request after 42 sec')).toBeVisible();
  },
};
