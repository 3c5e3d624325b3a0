import type { Meta, StoryObj } from '@storybook/react-vite';
import { authTypeMachine } from '../../src/machines/authType/authTypeMachine';
import { fakeChangeAuthentication, fakeOtpCooldown } from './fakes';
import { MachineExplorer } from './MachineExplorer';
import { expectContext, expectOpenedAt, expectState, sendAndExpect } from './steps';

const meta = {
  title: 'Machines/authType',
  tags: ['!autodocs'],
  component: MachineExplorer,
  args: {
    machine: authTypeMachine.provide({
      actors: { changeAuthentication: fakeChangeAuthentication, otpCooldown: fakeOtpCooldown },
    }),
    input: { username: 'alice', current: 'mpin', setUp: { mpin: true, otp: true, authenticator: false } },
    samples: {
      'type.select': [
        { label: 'OTP', payload: { authType: 'otp' } },
        { label: 'Security Pin', payload: { authType: 'mpin' } },
        { label: 'Authenticator', payload: { authType: 'authenticator' } },
      ],
      'code.change': [
        { label: '4831', payload: { code: '4831' } },
        { label: 'refused 0000', payload: { code: '0000' } },
      ],
      'authentication.update': [
        {
          label: 'authenticator set up',
          payload: { current: 'mpin', setUp: { mpin: true, otp: true, authenticator: true } },
        },
      ],
    },
  },
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens where QA starts, with nothing sent yet; the stories after it walk scripted paths. */
export const Explore: Story = {
  play: async ({ canvasElement }) => {
    await expectOpenedAt(canvasElement, 'choosing.editing');
  },
};

export const ChangeToOtp: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'choosing.editing');
    await sendAndExpect(canvasElement, 'form.submit', 'choosing.editing');
    await expectContext(canvasElement, '"type": "Please Select Correct Option."');
    await sendAndExpect(canvasElement, 'type.select: Authenticator', 'choosing.editing');
    await sendAndExpect(canvasElement, 'form.submit', 'choosing.notSetUp');
    await sendAndExpect(canvasElement, 'type.select: OTP', 'choosing.editing');
    await sendAndExpect(canvasElement, 'form.submit', 'choosing.editing');
    await expectContext(canvasElement, '"code": "This Field Is Required."');
    await sendAndExpect(canvasElement, 'code.change: refused 0000', 'choosing.editing');
    await sendAndExpect(canvasElement, 'form.submit', 'choosing.refused');
    await expectContext(canvasElement, '"error": "Invalid verification code"');
    await sendAndExpect(canvasElement, 'code.change: 4831', 'choosing.refused');
    await sendAndExpect(canvasElement, 'form.submit', 'choosing.changed');
    await expectContext(canvasElement, '"current": "otp"');
  },
};

export const AuthenticatorOnceSetUp: Story = {
  play: async ({ canvasElement }) => {
    await sendAndExpect(canvasElement, 'authentication.update: authenticator set up', 'choosing.editing');
    await sendAndExpect(canvasElement, 'type.select: Authenticator', 'choosing.editing');
    await sendAndExpect(canvasElement, 'code.change: 4831', 'choosing.editing');
    await sendAndExpect(canvasElement, 'form.submit', 'choosing.changed');
    await expectContext(canvasElement, '"current": "authenticator"');
  },
};
