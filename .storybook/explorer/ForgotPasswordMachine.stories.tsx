import type { Meta, StoryObj } from '@storybook/react-vite';
import { forgotPasswordMachine } from '../../src/machines/forgotPassword/forgotPasswordMachine';
import { fakeOtpCooldown, fakeRequestCode, fakeResetPassword } from './fakes';
import { MachineExplorer } from './MachineExplorer';
import { expectOpenedAt, expectState, sendAndExpect } from './steps';

const meta = {
  title: 'Machines/forgotPassword',
  tags: ['!autodocs'],
  component: MachineExplorer,
  args: {
    machine: forgotPasswordMachine.provide({
      actors: {
        requestCode: fakeRequestCode,
        resetPassword: fakeResetPassword,
        otpCooldown: fakeOtpCooldown,
      },
    }),
    samples: {
      'username.commit': [
        { label: 'alice', payload: { username: 'alice' } },
        { label: 'unknown user', payload: { username: 'taken' } },
        { label: 'empty', payload: { username: '' } },
      ],
      'reset.submit': [
        { label: 'valid', payload: { otp: '1234', newpassword: 'new secret 1' } },
        { label: 'refused OTP', payload: { otp: '0000', newpassword: 'new secret 1' } },
        { label: 'empty', payload: { otp: '', newpassword: '' } },
      ],
    },
  },
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens where QA starts, with nothing sent yet; the stories after it walk scripted paths. */
export const Explore: Story = {
  play: async ({ canvasElement }) => {
    await expectOpenedAt(canvasElement, 'enteringUsername');
  },
};

export const ResetPassword: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'enteringUsername');
    await sendAndExpect(canvasElement, 'username.commit: unknown user', 'enteringUsername');
    await sendAndExpect(canvasElement, 'username.commit: alice', 'codeSent.editing');
    await sendAndExpect(canvasElement, 'reset.submit: refused OTP', 'codeSent.editing');
    await sendAndExpect(canvasElement, 'reset.submit: valid', 'passwordReset');
  },
};
