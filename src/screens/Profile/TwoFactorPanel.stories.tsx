import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { qrPath, ToastHost } from '../../ui';
import { otpauth, secret, stubClipboard, twoFactorProps, written } from './securityFixtures';
import { KEY_COPIED } from './TwoFactorEnrolment';
import { TwoFactorPanel, type TwoFactorPanelProps } from './TwoFactorPanel';

/** The panel with its code field kept as the machine would keep it, so typing shows. */
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
  title: 'Screens/Profile/2FA Setting/Turning on',
  component: TwoFactorPanel,
  args: twoFactorProps(),
  render: (args) => <WithCode {...args} />,
} satisfies Meta<typeof TwoFactorPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const switchOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('switch', { name: 'Two-factor authentication (2FA)' });

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = switchOf(canvasElement);
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(/^Off: turn it on/);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByText(/recovery codes left/)).toBeNull();
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

export const Enrolling: Story = {
  name: 'Enrolling: QR code, setup key and code',
  args: { step: 'enrolling' },
  beforeEach: stubClipboard,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByLabelText('2FA Code');
    // The field takes focus as it mounts, which can land a frame after the story is drawn.
    await waitFor(() => expect(code).toHaveFocus());
    await expect(switchOf(canvasElement)).not.toBeChecked();
    const qr = canvas.getByRole('img', { name: 'QR code to scan with your authenticator app' });
    // Drawn here from the otpauth link: nothing about the secret goes to a QR service.
    await expect(qr.querySelector('path')?.getAttribute('d')).toBe(qrPath(otpauth).path);
    await expect(canvas.getByText(secret)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy key' }));
    await waitFor(() => expect(screen.getByText(KEY_COPIED)).toBeVisible());
    await expect(written).toEqual([secret]);

    await expect(code).toHaveAttribute('maxlength', '6');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(code, '48 29a17');
    await expect(code).toHaveValue('482917');
    await userEvent.keyboard('{Enter}');
    await expect(args.onCodeSubmit).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const CodeRequired: Story = {
  name: 'Enrolling: code missing',
  args: { step: 'enrolling', codeError: 'This Field Is Required.' },
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByLabelText('2FA Code');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(/This Field Is Required\./);
  },
};

export const Enabling: Story = {
  name: 'Enabling: busy',
  args: { step: 'enabling', code: '482917' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = switchOf(canvasElement);
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await expect(toggle).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: /Turn on 2FA/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText('2FA Code')).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(toggle);
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

export const EnableRefused: Story = {
  name: 'Enable refused: the switch stays off, the server’s message shows',
  args: { step: 'enrolling', error: 'Invalid authenticator code' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(switchOf(canvasElement)).not.toBeChecked();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid authenticator code');
    await expect(canvas.getByLabelText('2FA Code')).toHaveValue('');
    await expect(canvas.getByText(secret)).toBeVisible();
  },
};

export const PreparingTheKey: Story = {
  name: 'Enrolling: key not loaded yet',
  args: { step: 'enrolling', enrolment: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Preparing your setup key…');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading 2FA setting…')).toBeVisible();
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { loadError: 'Network error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Request failed please try again' })).toBeVisible();
    await expect(canvas.queryByRole('switch')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

export const EnrollingRtl: Story = {
  name: 'Enrolling, right to left',
  args: { step: 'enrolling' },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement.dir).toBe('rtl');
    const key = canvas.getByText(secret).getBoundingClientRect();
    const copy = canvas.getByRole('button', { name: 'Copy key' }).getBoundingClientRect();
    const qr = canvas.getByRole('img', { name: /QR code/ }).getBoundingClientRect();
    // Key and copy button start at the inline start (the right), under each other; the QR code comes first.
    await expect(Math.round(copy.right)).toBe(Math.round(key.right));
    await expect(copy.top).toBeGreaterThan(key.bottom - 1);
    await expect(qr.left).toBeGreaterThan(key.right);
    const toggle = switchOf(canvasElement).getBoundingClientRect();
    const label = canvas.getByText('Two-factor authentication (2FA)').getBoundingClientRect();
    await expect(label.right).toBeLessThan(toggle.left);
  },
};
