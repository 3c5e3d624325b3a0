import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loginMachine } from '../../src/machines/login/loginMachine';
import { fakeLogin, fakeLoginAsUser, fakeOtpCooldown, fakePreLogin } from './fakes';
import { MachineExplorer } from './MachineExplorer';
import { advanceClock, expectContext, expectInvoked, expectState, sendAndExpect } from './steps';

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
        { label: '123456 (e-mail or app)', payload: { code: '123456' } },
        { label: 'refused 000000', payload: { code: '000000' } },
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

export const SignInWithAnEmailedCode: Story = {
  play: async ({ canvasElement }) => {
    await sendAndExpect(canvasElement, 'credentials.submit: otp user', 'secondFactor.editingCode');
    // The mailed code's resend countdown runs as an invoked machine, shown with its seconds.
    await expectInvoked(canvasElement, 'otpCooldown: coolingDown');
    await expectInvoked(canvasElement, '"secondsLeft":60');
    await advanceClock(canvasElement, 'Advance 1 min');
    await expectInvoked(canvasElement, 'otpCooldown: ready');
    await sendAndExpect(canvasElement, 'code.submit: refused 000000', 'secondFactor.editingCode');
    await sendAndExpect(canvasElement, 'code.submit: 123456 (e-mail or app)', 'signedIn');
    // Events read as what happened, not as generated actor ids.
    await expect(within(canvasElement).getByRole('list', { name: 'Event log' })).toHaveTextContent(
      'done: preLogin',
    );
  },
};

export const SignInWithTheAuthenticator: Story = {
  play: async ({ canvasElement }) => {
    await sendAndExpect(
      canvasElement,
      'credentials.submit: app user (authenticator)',
      'secondFactor.editingCode',
    );
    await sendAndExpect(canvasElement, 'code.submit: 123456 (e-mail or app)', 'signedIn');
  },
};

export const GuardsByName: Story = {
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('region', { name: /^login state/ });
    await expect(chart).not.toHaveTextContent('[guard]');
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
