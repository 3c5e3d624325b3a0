import type { Meta, StoryObj } from '@storybook/react-vite';
import { transferMachine } from '../../src/machines/transfer/transferMachine';
import { fakeSubmitTransfer, fakeVerification } from './fakes';
import { MachineExplorer } from './MachineExplorer';
import { expectContext, expectOpenedAt, expectState, sendAndExpect } from './steps';

const meta = {
  title: 'Machines/transfer',
  tags: ['!autodocs'],
  component: MachineExplorer,
  args: {
    machine: transferMachine.provide({
      actors: { submitTransfer: fakeSubmitTransfer, verification: fakeVerification },
    }),
    input: { username: 'alice', authType: 'mpin', balances: { pay_in: '100', pay_out: '5.5' } },
    samples: {
      'form.change': [
        { label: 'from Wallet Balance', payload: { field: 'wallet', value: 'pay_in_to_reserve' } },
        { label: 'from Withdraw Balance', payload: { field: 'wallet', value: 'pay_out_to_reserve' } },
        { label: 'amount 12.5', payload: { field: 'amount', value: '12.5' } },
        { label: 'amount 13 (answer lost once)', payload: { field: 'amount', value: '13' } },
        { label: 'amount 0', payload: { field: 'amount', value: '0' } },
      ],
      'balances.update': [
        { label: 'Wallet Balance 1', payload: { balances: { pay_in: '1', pay_out: '5.5' } } },
      ],
      'code.submit': [
        { label: '1234', payload: { code: '1234' } },
        { label: 'refused 0000', payload: { code: '0000' } },
        { label: 'empty', payload: { code: '' } },
      ],
      'code.change': [{ label: '1234', payload: { code: '1234' } }],
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

export const Transfer: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'editing');
    await expectContext(canvasElement, '"formOpen": false');
    await sendAndExpect(canvasElement, 'form.open', 'editing');
    await expectContext(canvasElement, '"formOpen": true');
    await sendAndExpect(canvasElement, 'form.next', 'editing');
    await expectContext(canvasElement, '"wallet": "This Field Is Required."');
    await sendAndExpect(canvasElement, 'form.change: from Withdraw Balance', 'editing');
    await sendAndExpect(canvasElement, 'form.change: amount 12.5', 'editing');
    await sendAndExpect(canvasElement, 'form.next', 'editing');
    await expectContext(canvasElement, '"amount": "Insufficient Balance"');
    await sendAndExpect(canvasElement, 'form.change: from Wallet Balance', 'editing');
    await sendAndExpect(canvasElement, 'form.next', 'verifying');
    await sendAndExpect(canvasElement, 'code.submit: empty', 'verifying');
    await sendAndExpect(canvasElement, 'code.submit: 1234', 'editing');
    await expectContext(canvasElement, '"amount": ""');
    await expectContext(canvasElement, '"formOpen": false');
  },
};

export const RefusedReopensTheModal: Story = {
  play: async ({ canvasElement }) => {
    await sendAndExpect(canvasElement, 'form.change: from Wallet Balance', 'editing');
    await sendAndExpect(canvasElement, 'form.change: amount 12.5', 'editing');
    await sendAndExpect(canvasElement, 'form.next', 'verifying');
    await sendAndExpect(canvasElement, 'code.submit: refused 0000', 'editing');
    await expectContext(canvasElement, '"error": "Invalid verification code"');
    await expectContext(canvasElement, '"amount": "12.5"');
    await expectContext(canvasElement, '"formOpen": true');
  },
};

export const RetryAfterALostAnswer: Story = {
  play: async ({ canvasElement }) => {
    await sendAndExpect(canvasElement, 'form.change: from Wallet Balance', 'editing');
    await sendAndExpect(canvasElement, 'form.change: amount 13 (answer lost once)', 'editing');
    await sendAndExpect(canvasElement, 'form.next', 'verifying');
    await sendAndExpect(canvasElement, 'code.submit: 1234', 'failed');
    await expectContext(
      canvasElement,
      '"error": "The server could not be reached. Check your connection and try again."',
    );
    await sendAndExpect(canvasElement, 'submit.retry', 'editing');
    await expectContext(canvasElement, '"idempotencyKey": null');
  },
};
