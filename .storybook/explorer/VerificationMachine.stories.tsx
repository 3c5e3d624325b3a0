import type { Meta, StoryObj } from '@storybook/react-vite';
import { verificationMachine } from '../../src/machines/verification/verificationMachine';
import { fakeOtpCooldown } from './fakes';
import { MachineExplorer } from './MachineExplorer';
import { expectContext, expectOpenedAt, expectState, sendAndExpect } from './steps';

const meta = {
  title: 'Machines/verification',
  tags: ['!autodocs'],
  component: MachineExplorer,
  args: {
    machine: verificationMachine.provide({ actors: { otpCooldown: fakeOtpCooldown } }),
    input: { authType: 'otp', action: 'transfer', username: 'alice' },
    samples: {
      'code.change': [
        { label: '123456', payload: { code: '123456' } },
        { label: 'letters', payload: { code: 'abc' } },
      ],
      'code.submit': [
        { label: 'typed', payload: {} },
        { label: '12', payload: { code: '12' } },
        { label: '1234', payload: { code: '1234' } },
        { label: '123456', payload: { code: '123456' } },
      ],
    },
  },
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens where QA starts, with nothing sent yet; the stories after it walk scripted paths. */
export const Explore: Story = {
  play: async ({ canvasElement }) => {
    await expectOpenedAt(canvasElement, 'awaitingCode');
  },
};

export const OtpCode: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'awaitingCode');
    await sendAndExpect(canvasElement, 'code.submit: typed', 'awaitingCode');
    await expectContext(canvasElement, '"codeError": "This Field Is Required."');
    await sendAndExpect(canvasElement, 'code.submit: 12', 'awaitingCode');
    await expectContext(canvasElement, '"codeError": "OTP must be 4 digits"');
    await sendAndExpect(canvasElement, 'code.submit: 1234', 'confirmed');
  },
};

export const SecurityPin: Story = {
  args: { input: { authType: 'mpin', action: 'withdraw', username: 'alice' } },
  play: async ({ canvasElement }) => {
    await expectContext(canvasElement, '"codeLength": 4');
    await sendAndExpect(canvasElement, 'code.submit: 1234', 'confirmed');
  },
};
