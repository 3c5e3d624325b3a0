import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fakeOtpCooldown } from './fakes';
import { MachineExplorer } from './MachineExplorer';
import { advanceClock, expectContext, expectOpenedAt, expectState, sendAndExpect } from './steps';

const meta = {
  title: 'Machines/otpCooldown',
  tags: ['!autodocs'],
  component: MachineExplorer,
  args: {
    machine: fakeOtpCooldown,
    input: { username: 'alice', from: 'verify', start: 'idle' },
    samples: { 'otp.send': [{ label: 'resend', payload: {} }] },
  },
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens where QA starts, with nothing sent yet; the stories after it walk scripted paths. */
export const Explore: Story = {
  play: async ({ canvasElement }) => {
    await expectOpenedAt(canvasElement, 'idle');
  },
};

/** The cooldown ticks every second, as members see it; moving the clock a minute on ends it. */
export const SendAndCoolDown: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'idle');
    await sendAndExpect(canvasElement, 'otp.send: resend', 'coolingDown');
    await expectContext(canvasElement, '"secondsLeft": 60');
    await advanceClock(canvasElement, 'Advance 10 s');
    await expectContext(canvasElement, '"secondsLeft": 50');
    await advanceClock(canvasElement, 'Advance 1 min');
    await expectState(canvasElement, 'ready');
    await sendAndExpect(canvasElement, 'otp.send: resend', 'coolingDown');
  },
};

export const ResetStartsAgain: Story = {
  play: async ({ canvasElement }) => {
    await sendAndExpect(canvasElement, 'otp.send: resend', 'coolingDown');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reset' }));
    await expectState(canvasElement, 'idle');
    await expect(within(canvasElement).getByRole('list', { name: 'Event log' })).toHaveTextContent(
      /^start → idle$/,
    );
    await expect(within(canvasElement).getByLabelText('Clock')).toHaveTextContent('real time');
  },
};
