import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeSecondFactor } from './fakes';
import { MachineExplorer } from './MachineExplorer';
import {
  advanceClock,
  expectContext,
  expectInvoked,
  expectOpenedAt,
  expectState,
  sendAndExpect,
} from './steps';

/** The second step of signing in, which the login machine invokes once the password step is accepted. */
const meta = {
  title: 'Machines/secondFactor',
  tags: ['!autodocs'],
  component: MachineExplorer,
  args: {
    machine: fakeSecondFactor,
    input: { username: 'alice', authType: 'mpin', preLoginToken: 'pre-token' },
    samples: {
      'code.submit': [
        { label: '1234', payload: { code: '1234' } },
        { label: 'refused 0000', payload: { code: '0000' } },
        { label: 'too short', payload: { code: '12' } },
        { label: 'recovery k7m2q-x9p4d', payload: { code: 'k7m2q-x9p4d' } },
        { label: '123456 (e-mail or app)', payload: { code: '123456' } },
      ],
    },
  },
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens where QA starts, with nothing sent yet; the stories after it walk scripted paths. */
export const Explore: Story = {
  play: async ({ canvasElement }) => {
    await expectOpenedAt(canvasElement, 'editingCode');
  },
};

export const SecurityPin: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'editingCode');
    await sendAndExpect(canvasElement, 'code.submit: too short', 'editingCode');
    await expectContext(canvasElement, '"code": "Security Pin must be 4 digits"');
    await sendAndExpect(canvasElement, 'code.submit: refused 0000', 'editingCode');
    await expectContext(canvasElement, '"error": "Invalid security pin"');
    await sendAndExpect(canvasElement, 'code.submit: 1234', 'signedIn');
  },
};

export const EmailedCode: Story = {
  args: { input: { username: 'otp', authType: 'otp', preLoginToken: 'pre-token' } },
  play: async ({ canvasElement }) => {
    // The mailed code's resend countdown runs as an invoked machine, shown with its seconds.
    await expectInvoked(canvasElement, 'otpCooldown: coolingDown');
    await expectInvoked(canvasElement, '"secondsLeft":60');
    await advanceClock(canvasElement, 'Advance 1 min');
    await expectInvoked(canvasElement, 'otpCooldown: ready');
    await sendAndExpect(canvasElement, 'code.submit: 123456 (e-mail or app)', 'signedIn');
  },
};

export const RecoveryCode: Story = {
  args: { input: { username: 'app', authType: 'authenticator', preLoginToken: 'pre-token' } },
  play: async ({ canvasElement }) => {
    await sendAndExpect(canvasElement, 'recovery.toggle', 'editingCode');
    await expectContext(canvasElement, '"recovery": true');
    await sendAndExpect(canvasElement, 'code.submit: recovery k7m2q-x9p4d', 'signedIn');
  },
};
