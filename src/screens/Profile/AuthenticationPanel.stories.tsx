import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuthenticationPanel } from './AuthenticationPanel';

const meta = {
  title: 'Screens/Profile/Authentication',
  component: AuthenticationPanel,
  args: {
    loading: false,
    loadError: null,
    onReload: fn(),
    current: 'mpin',
    setUp: { mpin: true, otp: true, authenticator: false },
    selected: null,
    code: '',
    fieldErrors: {},
    busy: false,
    onSelect: fn(),
    onCodeChange: fn(),
    onSendCode: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof AuthenticationPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const radios = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('radio');

export const ChooseAMethod: Story = {
  name: 'Choosing, confirmed with the Security Pin',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Authentication type' });
    await expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['otp', 'mpin', 'authenticator']);
    await expect(canvas.getByRole('radio', { name: 'Security Pin' })).toHaveAccessibleDescription(
      'Your 4-digit Security Pin. In use now.',
    );
    await expect(canvas.getByRole('radio', { name: 'OTP' })).toHaveAccessibleDescription(
      'A code sent to your e-mail each time. Ready to use.',
    );
    await expect(canvas.getByRole('radio', { name: 'Authenticator' })).toHaveAccessibleDescription(
      'A code from your authenticator app (2FA). Not set up yet.',
    );
    for (const radio of radios(canvasElement)) await expect(radio).not.toBeChecked();

    await userEvent.click(canvas.getByText('Authenticator'));
    await expect(args.onSelect).toHaveBeenLastCalledWith('authenticator');
    // The verification field is named after the method in use now: boxes for the 4-digit Security Pin.
    await expect(canvas.getByRole('group', { name: 'Security Pin' })).toBeVisible();
    const boxes = canvas.getAllByLabelText(/Digit \d of 4/);
    await expect(boxes[0]).toHaveAttribute('maxlength', '4');
    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.paste('4831');
    await expect(args.onCodeChange).toHaveBeenLastCalledWith('4831');
    await expect(canvas.queryByRole('button', { name: 'Send OTP' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const KeyboardChoice: Story = {
  name: 'Choosing with the keyboard',
  args: { selected: 'otp' },
  play: async ({ canvasElement, args }) => {
    const otp = within(canvasElement).getByRole('radio', { name: 'OTP' });
    await expect(otp).toBeChecked();
    otp.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('mpin');
  },
};

export const NothingChosen: Story = {
  name: "Nothing chosen: 'Please Select Correct Option.'",
  args: { fieldErrors: { type: 'Please Select Correct Option.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please Select Correct Option.');
    await expect(canvas.getByRole('group', { name: 'Authentication type' })).toHaveAccessibleDescription(
      'Please Select Correct Option.',
    );
  },
};

export const ConfirmWithAnEmailedCode: Story = {
  name: 'Confirmed with an e-mailed code (OTP in use)',
  args: {
    current: 'otp',
    selected: 'mpin',
    cooldown: { canResend: true, sending: false, secondsLeft: 0, error: null },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByRole('textbox', { name: 'OTP' });
    await expect(code).toHaveAttribute('maxlength', '4');
    await userEvent.type(code, '5a5');
    await expect(args.onCodeChange).toHaveBeenCalledWith('5');
    await expect(args.onCodeChange).not.toHaveBeenCalledWith('5a');
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
    await expect(args.onSendCode).toHaveBeenCalledOnce();
  },
};

export const CodeSentCoolingDown: Story = {
  name: 'E-mailed code sent, resend waits',
  args: { current: 'otp', cooldown: { canResend: false, sending: false, secondsLeft: 57, error: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Resend request after 57 sec')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send OTP' })).toBeNull();
  },
};

export const ConfirmWithTheAuthenticator: Story = {
  name: 'Confirmed with the authenticator (6 digits)',
  args: {
    current: 'authenticator',
    setUp: { mpin: false, otp: true, authenticator: true },
    selected: 'otp',
    code: '12345',
    fieldErrors: { code: 'Authenticator code must be 6 digits' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByLabelText('Authenticator Code');
    await expect(code).toHaveAttribute('maxlength', '6');
    await expect(code).toHaveAccessibleDescription('Authenticator code must be 6 digits');
    await expect(canvas.getByRole('radio', { name: 'Authenticator' })).toHaveAccessibleDescription(
      /In use now/,
    );
    await expect(canvas.getByRole('radio', { name: 'Security Pin' })).toHaveAccessibleDescription(
      /Not set up yet/,
    );
  },
};

export const Submitting: Story = {
  args: { selected: 'otp', code: '4831', busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Submit/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading authentication…')).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { loadError: 'Network error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

export const RightToLeft: Story = {
  name: 'Right to left: each radio before its name',
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement.dir).toBe('rtl');
    const radio = canvas.getByRole('radio', { name: 'OTP' }).getBoundingClientRect();
    const label = canvas.getByText('OTP').getBoundingClientRect();
    await expect(radio.left).toBeGreaterThan(label.right);
  },
};
