import type { Meta, StoryObj } from '@storybook/react-vite';
import { twoFactorMachine } from '../../src/machines/twoFactor/twoFactorMachine';
import { fakeDisable2fa, fakeEnable2fa, fakeRenewRecoveryCodes, fakeVerification } from './fakes';
import { MachineExplorer } from './MachineExplorer';
import { expectContext, expectOpenedAt, expectState, sendAndExpect, setFake } from './steps';

const meta = {
  title: 'Machines/twoFactor',
  tags: ['!autodocs'],
  component: MachineExplorer,
  args: {
    machine: twoFactorMachine.provide({
      actors: {
        enable2fa: fakeEnable2fa,
        disable2fa: fakeDisable2fa,
        renewRecoveryCodes: fakeRenewRecoveryCodes,
        verification: fakeVerification,
      },
    }),
    input: { enabled: false, authType: 'mpin', username: 'alice' },
    samples: {
      'code.change': [
        { label: '123456', payload: { code: '123456' } },
        { label: 'refused 000000', payload: { code: '000000' } },
        { label: 'short 12345', payload: { code: '12345' } },
        { label: 'recovery K7M20 X9P40', payload: { code: 'K7M20 X9P40' } },
        { label: 'pin 4831', payload: { code: '4831' } },
      ],
      'status.sync': [
        { label: 'server says on', payload: { enabled: true } },
        { label: 'server says off', payload: { enabled: false } },
      ],
    },
  },
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens where QA starts, with nothing sent yet; the stories after it walk scripted paths. */
export const Explore: Story = {
  play: async ({ canvasElement }) => {
    await expectOpenedAt(canvasElement, 'off');
  },
};

export const TurnOnThenOff: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'off');
    await sendAndExpect(canvasElement, 'twoFactor.toggle', 'enrolling');
    await sendAndExpect(canvasElement, 'code.submit', 'enrolling');
    await expectContext(canvasElement, '"codeError": "This Field Is Required."');
    await sendAndExpect(canvasElement, 'code.change: refused 000000', 'enrolling');
    await sendAndExpect(canvasElement, 'code.submit', 'enrolling');
    await expectContext(canvasElement, '"error": "Invalid authenticator code"');
    await expectContext(canvasElement, '"enabled": false');
    await sendAndExpect(canvasElement, 'code.change: 123456', 'enrolling');
    await sendAndExpect(canvasElement, 'code.submit', 'showingRecoveryCodes');
    await expectContext(canvasElement, '"k7m29-x9p49"');
    await sendAndExpect(canvasElement, 'codes.saved', 'on');
    await expectContext(canvasElement, '"recoveryCodes": []');
    await sendAndExpect(canvasElement, 'twoFactor.toggle', 'confirmingDisable');
    await sendAndExpect(canvasElement, 'code.change: recovery K7M20 X9P40', 'confirmingDisable');
    await sendAndExpect(canvasElement, 'code.submit', 'off');
  },
};

export const RefusedTurnOffKeepsItOn: Story = {
  args: { input: { enabled: true, authType: 'mpin', username: 'alice' } },
  play: async ({ canvasElement }) => {
    await sendAndExpect(canvasElement, 'twoFactor.toggle', 'confirmingDisable');
    await sendAndExpect(canvasElement, 'code.change: refused 000000', 'confirmingDisable');
    await sendAndExpect(canvasElement, 'code.submit', 'confirmingDisable');
    await expectContext(canvasElement, '"enabled": true');
    await expectContext(canvasElement, '"error": "Invalid authenticator code"');
    await sendAndExpect(canvasElement, 'step.cancel', 'on');
  },
};

export const RenewRecoveryCodes: Story = {
  args: { input: { enabled: true, authType: 'mpin', username: 'alice' } },
  play: async ({ canvasElement }) => {
    await sendAndExpect(canvasElement, 'codes.renew', 'confirmingRenewal');
    await sendAndExpect(canvasElement, 'code.change: pin 4831', 'confirmingRenewal');
    await sendAndExpect(canvasElement, 'code.submit', 'showingRecoveryCodes');
    await sendAndExpect(canvasElement, 'codes.saved', 'on');
  },
};

/** Turning 2FA on or off gets no answer: the network sentence shows and the step stays open to try again. */
export const NetworkErrors: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'off');
    await setFake(canvasElement, 'enable2fa', 'network error');
    await sendAndExpect(canvasElement, 'twoFactor.toggle', 'enrolling');
    await sendAndExpect(canvasElement, 'code.change: 123456', 'enrolling');
    await sendAndExpect(canvasElement, 'code.submit', 'enrolling');
    await expectContext(canvasElement, '"error": "The server could not be reached.');
    await expectContext(canvasElement, '"enabled": false');
    await setFake(canvasElement, 'enable2fa', 'hangs');
    await sendAndExpect(canvasElement, 'code.change: 123456', 'enrolling');
    await sendAndExpect(canvasElement, 'code.submit', 'enabling');
  },
};

/** Turning 2FA off is refused in the spec's shape: it stays on, with the server's words. */
export const TurnOffRefusedOnRequest: Story = {
  args: { input: { enabled: true, authType: 'mpin', username: 'alice' } },
  play: async ({ canvasElement }) => {
    await setFake(canvasElement, 'disable2fa', 'refuses');
    await sendAndExpect(canvasElement, 'twoFactor.toggle', 'confirmingDisable');
    await sendAndExpect(canvasElement, 'code.change: 123456', 'confirmingDisable');
    await sendAndExpect(canvasElement, 'code.submit', 'confirmingDisable');
    await expectContext(canvasElement, '"error": "Invalid authenticator code"');
    await setFake(canvasElement, 'disable2fa', 'network error');
    await sendAndExpect(canvasElement, 'code.change: 123456', 'confirmingDisable');
    await sendAndExpect(canvasElement, 'code.submit', 'confirmingDisable');
    await expectContext(canvasElement, '"error": "The server could not be reached.');
    await expectContext(canvasElement, '"enabled": true');
  },
};
