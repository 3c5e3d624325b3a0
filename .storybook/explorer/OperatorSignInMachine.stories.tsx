import type { Meta, StoryObj } from '@storybook/react-vite';
import { operatorSignInMachine } from '../../src/machines/operatorSignIn/operatorSignInMachine';
import { MachineExplorer } from './MachineExplorer';
import { fakeOperatorSignIn } from './operatorFakes';
import { expectContext, expectOpenedAt, expectState, sendAndExpect } from './steps';

const machine = operatorSignInMachine.provide({
  actors: { signIn: fakeOperatorSignIn },
  // The explorer walks the flow without signing anyone in to this browser's back office.
  actions: { storeOperatorToken: () => {} },
});

const credentials = (username: string, password: string, code: string) => ({ username, password, code });

const meta = {
  title: 'Machines/operatorSignIn',
  tags: ['!autodocs'],
  component: MachineExplorer,
  args: {
    machine,
    samples: {
      'credentials.submit': [
        { label: 'support with code', payload: credentials('demo_support', 'right', '123456') },
        { label: 'new operator, no code', payload: credentials('new', 'right', '') },
        { label: 'new operator with code', payload: credentials('new', 'right', '123456') },
        { label: 'refused 000000', payload: credentials('new', 'right', '000000') },
        { label: 'wrong password', payload: credentials('demo_support', 'wrong', '123456') },
        { label: 'locked account', payload: credentials('locked', 'right', '123456') },
        { label: 'empty', payload: credentials('', '', '') },
      ],
    },
  },
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens where QA starts, with nothing sent yet; the stories after it walk scripted paths. */
export const Explore: Story = {
  play: async ({ canvasElement }) => {
    await expectOpenedAt(canvasElement, 'editing');
  },
};

export const SignInWithTheAuthenticator: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'editing');
    await sendAndExpect(canvasElement, 'credentials.submit: empty', 'editing');
    await expectContext(canvasElement, '"username": "Username is required"');
    await sendAndExpect(canvasElement, 'credentials.submit: wrong password', 'refused');
    await expectContext(canvasElement, '"error": "Wrong username, password or code"');
    await sendAndExpect(canvasElement, 'credentials.submit: support with code', 'signedIn');
  },
};

export const FirstSignInSetsTheAuthenticatorUp: Story = {
  play: async ({ canvasElement }) => {
    await sendAndExpect(canvasElement, 'credentials.submit: new operator, no code', 'enrolling');
    await expectContext(canvasElement, '"secret": "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP"');
    await sendAndExpect(canvasElement, 'credentials.submit: new operator, no code', 'enrolling');
    await expectContext(canvasElement, '"code": "Authenticator code is required"');
    await sendAndExpect(canvasElement, 'credentials.submit: refused 000000', 'enrolling');
    await expectContext(canvasElement, '"error": "Wrong username, password or code"');
    await sendAndExpect(canvasElement, 'credentials.submit: new operator with code', 'signedIn');
  },
};

export const CancelTheSetUp: Story = {
  play: async ({ canvasElement }) => {
    await sendAndExpect(canvasElement, 'credentials.submit: new operator, no code', 'enrolling');
    await sendAndExpect(canvasElement, 'enrolment.cancel', 'editing');
    await expectContext(canvasElement, '"enrolment": null');
  },
};

export const LockedAccount: Story = {
  play: async ({ canvasElement }) => {
    await sendAndExpect(canvasElement, 'credentials.submit: locked account', 'locked');
    await expectContext(canvasElement, 'locked for 30 minutes');
  },
};
