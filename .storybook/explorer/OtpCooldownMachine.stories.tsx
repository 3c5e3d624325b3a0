import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeOtpCooldown } from './fakes';
import { MachineExplorer } from './MachineExplorer';
import { expectState, sendAndExpect } from './steps';

const meta = {
  title: 'Machines/otpCooldown',
  component: MachineExplorer,
  args: {
    machine: fakeOtpCooldown,
    input: { username: 'alice', from: 'verify', start: 'idle' },
    samples: { 'otp.send': [{ label: 'resend', payload: {} }] },
  },
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The cooldown ticks every 20 ms here instead of every second, so it is over in about a second. */
export const SendAndCoolDown: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'idle');
    await sendAndExpect(canvasElement, 'otp.send: resend', 'coolingDown');
    await expectState(canvasElement, 'ready');
    await sendAndExpect(canvasElement, 'otp.send: resend', 'coolingDown');
  },
};
