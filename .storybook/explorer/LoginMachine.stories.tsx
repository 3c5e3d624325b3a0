import type { Meta, StoryObj } from '@storybook/react-vite';
import { loginMachine } from '../../src/machines/login/loginMachine';
import { fakeLogin, fakeLoginAsUser, fakeOtpCooldown, fakePreLogin } from './fakes';
import { MachineExplorer } from './MachineExplorer';
import { expectContext, expectState, sendAndExpect } from './steps';

const machine = loginMachine.provide({
  actors: {
    preLogin: fakePreLogin,
    login: fakeLogin,
    loginAsUser: fakeLoginAsUser,
    otpCooldown: fakeOtpCooldown,
  },
});

const meta = {
  title: 'Machines/login',
  component: MachineExplorer,
  args: {
    machine,
    input: {},
    samples: {
      'credentials.submit': [
        { label: 'alice (pin)', payload: { username: 'alice', password: 'correct horse' } },
        { label: 'otp user', payload: { username: 'otp', password: 'correct horse' } },
        { label: 'app user (authenticator)', payload: { username: 'app', password: 'correct horse' } },
        { label: 'unverified e-mail', payload: { username: 'unverified', password: 'correct horse' } },
        { label: 'wrong password', payload: { username: 'alice', password: 'wrong' } },
        { label: 'empty', payload: { username: '', password: '' } },
      ],
      'code.submit': [
        { label: '1234', payload: { code: '1234' } },
        { label: 'refused 0000', payload: { code: '0000' } },
        { label: 'too short', payload: { code: '12' } },
        { label: 'recovery k7m2q-x9p4d', payload: { code: 'k7m2q-x9p4d' } },
      ],
    },
  },
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignInWithPin: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'editingCredentials');
    await sendAndExpect(canvasElement, 'credentials.submit: wrong password', 'editingCredentials');
    await sendAndExpect(canvasElement, 'credentials.submit: alice (pin)', 'secondFactor.editingCode');
    await sendAndExpect(canvasElement, 'code.submit: refused 0000', 'secondFactor.editingCode');
    await sendAndExpect(canvasElement, 'code.submit: 1234', 'signedIn');
  },
};

export const SignInWithARecoveryCode: Story = {
  play: async ({ canvasElement }) => {
    await sendAndExpect(
      canvasElement,
      'credentials.submit: app user (authenticator)',
      'secondFactor.editingCode',
    );
    await sendAndExpect(canvasElement, 'recovery.toggle', 'secondFactor.editingCode');
    await expectContext(canvasElement, '"recovery": true');
    await sendAndExpect(canvasElement, 'code.submit: 1234', 'secondFactor.editingCode');
    await expectContext(canvasElement, '"code": "Recovery code must look like xxxxx-xxxxx"');
    await sendAndExpect(canvasElement, 'code.submit: recovery k7m2q-x9p4d', 'signedIn');
  },
};

export const UnverifiedEmail: Story = {
  play: async ({ canvasElement }) => {
    await sendAndExpect(canvasElement, 'credentials.submit: unverified e-mail', 'emailUnverified');
  },
};

export const OperatorLink: Story = {
  args: { input: { autoLogin: { user: 'alice', auth: 'expired-token' } } },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'editingCredentials');
  },
};
