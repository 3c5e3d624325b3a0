import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { loginMachine } from '../../src/machines/login/loginMachine';
import { fakeCredentials, fakeLoginAsUser, fakeSecondFactor } from './fakes';
import { MachineExplorer } from './MachineExplorer';
import { advanceClock, expectInvoked, expectOpenedAt, expectState, sendAndExpect, setFake } from './steps';

const machine = loginMachine.provide({
  actors: { credentials: fakeCredentials, secondFactor: fakeSecondFactor, loginAsUser: fakeLoginAsUser },
});

const meta = {
  title: 'Machines/login',
  tags: ['!autodocs'],
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
        { label: 'unverified, code mailed', payload: { username: 'mailed', password: 'correct horse' } },
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

/** Opens where QA starts, with nothing sent yet; the stories after it walk scripted paths. */
export const Explore: Story = {
  play: async ({ canvasElement }) => {
    await expectOpenedAt(canvasElement, 'credentials');
  },
};

/** Each step runs as its own machine: the panel of invoked actors shows the one under way and its state. */
export const SignInWithPin: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'credentials');
    await expectInvoked(canvasElement, 'credentials: editing');
    await sendAndExpect(canvasElement, 'credentials.submit: wrong password', 'credentials');
    await expectInvoked(canvasElement, '"error":"Invalid username or password"');
    await sendAndExpect(canvasElement, 'credentials.submit: alice (pin)', 'secondFactor');
    await expectInvoked(canvasElement, 'secondFactor: editingCode');
    await sendAndExpect(canvasElement, 'code.submit: refused 0000', 'secondFactor');
    await expectInvoked(canvasElement, '"error":"Invalid security pin"');
    await sendAndExpect(canvasElement, 'code.submit: 1234', 'signedIn');
  },
};

export const SignInWithARecoveryCode: Story = {
  play: async ({ canvasElement }) => {
    await sendAndExpect(canvasElement, 'credentials.submit: app user (authenticator)', 'secondFactor');
    await sendAndExpect(canvasElement, 'recovery.toggle', 'secondFactor');
    await expectInvoked(canvasElement, '"recovery":true');
    await sendAndExpect(canvasElement, 'code.submit: 1234', 'secondFactor');
    await expectInvoked(canvasElement, '"code":"Recovery code must look like xxxxx-xxxxx"');
    await sendAndExpect(canvasElement, 'code.submit: recovery k7m2q-x9p4d', 'signedIn');
  },
};

export const SignInWithAnEmailedCode: Story = {
  play: async ({ canvasElement }) => {
    await sendAndExpect(canvasElement, 'credentials.submit: otp user', 'secondFactor');
    await sendAndExpect(canvasElement, 'code.submit: refused 000000', 'secondFactor');
    await sendAndExpect(canvasElement, 'code.submit: 123456 (e-mail or app)', 'signedIn');
    // Events read as what happened, not as generated actor ids.
    await expect(within(canvasElement).getByRole('list', { name: 'Event log' })).toHaveTextContent(
      'done: credentials',
    );
  },
};

export const SignInWithTheAuthenticator: Story = {
  play: async ({ canvasElement }) => {
    await sendAndExpect(canvasElement, 'credentials.submit: app user (authenticator)', 'secondFactor');
    await sendAndExpect(canvasElement, 'code.submit: 123456 (e-mail or app)', 'signedIn');
  },
};

export const GuardsByName: Story = {
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('region', { name: /^login state/ });
    await expect(chart).not.toHaveTextContent('[guard]');
    await expect(chart).not.toHaveTextContent('inline condition');
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
    await expectState(canvasElement, 'credentials');
  },
};

/**
 * An OTP member's resend countdown runs two machines down (login → secondFactor → otpCooldown) and shows at
 * the top; the recovery-code toggle, which only an authenticator member has, is not offered.
 */
export const OtpCountdownAtTheTop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendAndExpect(canvasElement, 'credentials.submit: otp user', 'secondFactor');
    const countdowns = canvas.getByLabelText('Countdowns');
    await waitFor(() => expect(countdowns).toHaveTextContent(/^otpCooldown: (60|59) s left$/));
    await expect(canvas.queryByRole('button', { name: 'recovery.toggle' })).toBeNull();
    await advanceClock(canvasElement, 'Advance 10 s');
    await waitFor(() => expect(countdowns).toHaveTextContent(/^otpCooldown: (50|49) s left$/));
    await advanceClock(canvasElement, 'Advance 1 min');
    await waitFor(() => expect(countdowns).toBeEmptyDOMElement());
    await expectInvoked(canvasElement, 'otpCooldown: ready');
  },
};

/** The server mails an e-mail verification code instead of signing in: the flow ends on /verifyEmail. */
export const VerificationCodeSent: Story = {
  play: async ({ canvasElement }) => {
    await sendAndExpect(canvasElement, 'credentials.submit: unverified, code mailed', 'verificationCodeSent');
  },
};

/** The password step gets no answer, then hangs: the member reads the spec's apology, then waits. */
export const CredentialsOnABadNetwork: Story = {
  play: async ({ canvasElement }) => {
    await setFake(canvasElement, 'preLogin', 'network error');
    await sendAndExpect(canvasElement, 'credentials.submit: alice (pin)', 'credentials');
    await expectInvoked(canvasElement, '"error":"Something went wrong."');
    await setFake(canvasElement, 'preLogin', 'hangs');
    await sendAndExpect(canvasElement, 'credentials.submit: alice (pin)', 'credentials');
    await expectInvoked(canvasElement, 'credentials: checking');
  },
};
