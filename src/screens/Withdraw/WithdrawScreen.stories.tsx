import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { WithdrawInfoResponse } from '../../api/withdraw';
import { fakeNetwork, json, patient, withToasts } from '../shared/wiredStory';
import { WithdrawScreen } from './WithdrawScreen';
import { cryptoSetting, pageOf } from './withdrawFixtures';

const { asked, serve } = fakeNetwork('demo');

const meta = {
  title: 'Screens/Withdraw/Wired',
  component: WithdrawScreen,
  parameters: { router: { initialEntries: ['/user/withdraw'] } },
  decorators: [withToasts],
} satisfies Meta<typeof WithdrawScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** GET withdraw as the server answers it, held until `holdUntil`. */
const withdrawInfo = (holdUntil: string | null): WithdrawInfoResponse => ({
  status: true,
  balance: { pay_in: '0', pay_out: '150.5', reserve: '12' },
  conversion_rate: '83.00',
  more_details: [{ title: 'Minimum Withdrawal', value: '10.00 USDT' }],
  setting: cryptoSetting,
  withdraw_hold_until: holdUntil,
  pending_address_change: null,
});

const answering = (holdUntil: () => string | null) =>
  serve((path) =>
    path === 'withdraw' ? json(withdrawInfo(holdUntil())) : json({ status: true, data: pageOf([]) }),
  );

const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

export const HeldForAnotherDay: Story = {
  name: 'Held: the time withdrawals reopen, from GET withdraw',
  beforeEach: answering(() => fromNow(20 * 3600_000)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'region',
        { name: /^Withdrawals reopen at \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/ },
        patient,
      ),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Amount')).toBeDisabled();
    await expect(asked).toContain('withdraw');
  },
};

export const HoldOver: Story = {
  name: 'A hold in the past: the form is open',
  beforeEach: answering(() => fromNow(-3600_000)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Amount', {}, patient)).toBeEnabled();
    await expect(canvas.queryByRole('region', { name: /Withdrawals reopen/ })).toBeNull();
  },
};

export const HoldEndsWhileOpen: Story = {
  name: 'The hold ends while the page is open: the form opens by itself',
  beforeEach: () => {
    const end = fromNow(2500);
    return answering(() => end)();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: /Withdrawals reopen at/ }, patient);
    await expect(canvas.getByLabelText('Amount')).toBeDisabled();
    await waitFor(() => expect(canvas.getByLabelText('Amount')).toBeEnabled(), { timeout: 6000 });
    await expect(canvas.queryByRole('region', { name: /Withdrawals reopen/ })).toBeNull();
    await expect(asked.filter((path) => path === 'withdraw')).toHaveLength(1);
  },
};
