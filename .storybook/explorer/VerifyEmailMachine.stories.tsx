import type { Meta, StoryObj } from '@storybook/react-vite';
import { verifyEmailMachine } from '../../src/machines/verifyEmail/verifyEmailMachine';
import { fakeOtpCooldown, fakeVerifyEmail } from './fakes';
import { MachineExplorer } from './MachineExplorer';
import { expectOpenedAt, expectState, sendAndExpect } from './steps';

const meta = {
  title: 'Machines/verifyEmail',
  tags: ['!autodocs'],
  component: MachineExplorer,
  args: {
    machine: verifyEmailMachine.provide({
      actors: { verifyEmail: fakeVerifyEmail, otpCooldown: fakeOtpCooldown },
    }),
    input: { username: 'alice', codeAlreadySent: true },
    samples: {
      'code.submit': [
        { label: '1234', payload: { code: '1234' } },
        { label: 'refused 0000', payload: { code: '0000' } },
        { label: 'letters', payload: { code: 'abcd' } },
      ],
    },
  },
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens where QA starts, with nothing sent yet; the stories after it walk scripted paths. */
export const Explore: Story = {
  play: async ({ canvasElement }) => {
    await expectOpenedAt(canvasElement, 'awaitingCode.editing');
  },
};

export const VerifyCode: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'awaitingCode.editing');
    await sendAndExpect(canvasElement, 'code.submit: refused 0000', 'awaitingCode.editing');
    await sendAndExpect(canvasElement, 'code.submit: 1234', 'verified');
  },
};

export const UsernameMissing: Story = {
  args: { input: { username: '' } },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'usernameMissing');
  },
};
