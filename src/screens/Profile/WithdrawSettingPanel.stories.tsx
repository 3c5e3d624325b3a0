import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { WithdrawSetting } from '../../api/withdraw';
import { CHANGE_NOTE, WITHDRAW_OPTION_WARNING, WithdrawSettingPanel } from './WithdrawSettingPanel';

const empty: WithdrawSetting = {
  type: null,
  withdrawal_coin: null,
  network: null,
  withdrawal_address: null,
  ac_no: null,
  bank_name: null,
  holder_name: null,
  ifsc: null,
};
const saved: WithdrawSetting = {
  ...empty,
  type: 'crypto',
  withdrawal_coin: 'USDT',
  network: 'TRC20',
  withdrawal_address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
};

const panel = {
  setting: empty,
  loading: false,
  loadError: null,
  onReload: fn(),
  authType: 'mpin' as const,
  fieldErrors: {},
  saving: false,
  onSendCode: fn(),
  onFieldEdit: fn(),
  onSubmit: fn(),
  onChangeStart: fn(),
  onChangeAbandon: fn(),
};
const NEW_ADDRESS = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf';

const meta = {
  title: 'Screens/Profile/Withdraw Setting',
  component: WithdrawSettingPanel,
  args: panel,
} satisfies Meta<typeof WithdrawSettingPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SettingForm: Story = {
  name: 'Form (Security Pin)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Type')).toHaveValue('crypto');
    await expect(canvas.getByLabelText('Coin')).toHaveValue('USDT');
    const network = canvas.getByLabelText('Network');
    await expect(network).toHaveAttribute('readonly');
    await expect(canvas.getByText(WITHDRAW_OPTION_WARNING)).toBeVisible();
    const address = canvas.getByLabelText('Receiving Address');
    await userEvent.type(address, '0x52908400098527886E0F7030069857D2E4169EE7 ');
    await expect(network).toHaveValue('BEP20');
    await userEvent.clear(address);
    await userEvent.type(address, 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8');
    await expect(network).toHaveValue('TRC20');
    const boxes = canvas.getAllByLabelText(/Digit \d of 4/);
    await expect(boxes).toHaveLength(4);
    await userEvent.type(boxes[0] as HTMLElement, '4831');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      withdrawal_address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
      network: 'TRC20',
      code: '4831',
    });
  },
};

export const SettingFormWithOtp: Story = {
  name: 'Form (e-mailed code)',
  args: {
    authType: 'otp',
    cooldown: { canResend: true, sending: false, secondsLeft: 0, error: null },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const code = canvas.getByLabelText('OTP');
    await expect(code).toHaveAttribute('maxlength', '4');
    await userEvent.type(code, '12a3');
    await expect(code).toHaveValue('123');
    await expect(args.onFieldEdit).toHaveBeenCalledWith('code');
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
    await expect(args.onSendCode).toHaveBeenCalledOnce();
  },
};

export const OtpCoolingDown: Story = {
  name: 'Code sent, resend waits',
  args: {
    authType: 'otp',
    cooldown: { canResend: false, sending: false, secondsLeft: 57, error: null },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Resend request after 57 sec')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send OTP' })).toBeNull();
  },
};

export const SettingFieldErrors: Story = {
  name: 'Field errors',
  args: {
    authType: 'authenticator',
    fieldErrors: {
      withdrawal_address: 'Please enter a valid TRC20 (T…) address',
      code: 'This Field Is Required.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Receiving Address')).toHaveAccessibleDescription(
      'Please enter a valid TRC20 (T…) address',
    );
    await expect(canvas.getByLabelText('Authenticator Code')).toHaveAccessibleDescription(
      'This Field Is Required.',
    );
  },
};

export const Saving: Story = {
  name: 'Saving',
  args: { saving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Update' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const SavedAndLocked: Story = {
  name: 'Saved and locked',
  args: { setting: saved },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const address = canvas.getByLabelText('Receiving Address');
    await expect(address).toHaveValue('TJRabPrwbZy45sbavfcjinPJC18kjpRTv8');
    await expect(address).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Network')).toHaveValue('TRC20');
    await expect(canvas.getByText('Your withdrawal address is saved and locked.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Update' })).toBeNull();
    await expect(canvas.queryByLabelText(/Digit/)).toBeNull();
    // The lock is the default; changing it is a deliberate step.
    canvas.getByRole('button', { name: 'Change address' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChangeStart).toHaveBeenCalledOnce();
  },
};

export const ChangingAddress: Story = {
  name: 'Changing a saved address',
  args: { setting: saved, changing: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(CHANGE_NOTE)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('New Receiving Address'), NEW_ADDRESS);
    await userEvent.type(canvas.getAllByLabelText(/Digit \d of 4/)[0] as HTMLElement, '4831');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      withdrawal_address: NEW_ADDRESS,
      network: 'TRC20',
      code: '4831',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Keep saved address' }));
    await expect(args.onChangeAbandon).toHaveBeenCalledOnce();
  },
};

const waitingChange = {
  network: 'TRC20',
  withdrawal_address: NEW_ADDRESS,
  effective_at: '2026-03-03T09:00:00.000Z',
} as const;

export const ChangeWaiting: Story = {
  name: 'New address waiting out its 24 hours',
  args: {
    setting: saved,
    pendingChange: waitingChange,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Receiving Address')).toHaveValue(
      'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
    );
    await expect(canvas.getByLabelText('New Receiving Address')).toHaveValue(NEW_ADDRESS);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      /replaces the saved one on 03-03-2026 \d{2}:\d{2}/,
    );
    await expect(canvas.getByRole('button', { name: 'Change again' })).toBeVisible();
  },
};

/** The member stops a new address they did not mean (or did not make) from Withdraw Setting, by keyboard. */
export const CancelWaitingChange: Story = {
  name: 'Cancel a waiting new address',
  args: {
    setting: saved,
    pendingChange: waitingChange,
    onChangeCancel: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const waiting = canvas.getByRole('region', { name: 'New address waiting' });
    await expect(waiting).toHaveTextContent('You can cancel it here or with the link in the mail');
    const cancel = within(waiting).getByRole('button', { name: 'Cancel new address' });
    cancel.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChangeCancel).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { setting: null, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading withdraw setting…')).toBeVisible();
    await expect(canvas.queryByLabelText('Receiving Address')).toBeNull();
  },
};

export const LoadError: Story = {
  name: 'Load error',
  args: { setting: null, loadError: 'Network error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Request failed please try again' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};
