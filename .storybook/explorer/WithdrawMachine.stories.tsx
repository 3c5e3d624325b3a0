import type { Meta, StoryObj } from '@storybook/react-vite';
import { withdrawMachine } from '../../src/machines/withdraw/withdrawMachine';
import { fakeSubmitWithdraw, fakeVerification } from './fakes';
import { MachineExplorer } from './MachineExplorer';
import { expectContext, expectOpenedAt, expectState, sendAndExpect } from './steps';

const meta = {
  title: 'Machines/withdraw',
  tags: ['!autodocs'],
  component: MachineExplorer,
  args: {
    machine: withdrawMachine.provide({
      actors: { submitWithdraw: fakeSubmitWithdraw, verification: fakeVerification },
    }),
    input: { username: 'alice', authType: 'authenticator', balances: { pay_out: '50', reserve: '2' } },
    samples: {
      'form.change': [
        { label: 'from Withdraw Balance', payload: { field: 'wallet', value: 'pay_out' } },
        { label: 'from Reserve', payload: { field: 'wallet', value: 'reserve' } },
        { label: 'amount 20', payload: { field: 'amount', value: '20' } },
        { label: 'amount 13 (answer lost once)', payload: { field: 'amount', value: '13' } },
        { label: 'amount 0', payload: { field: 'amount', value: '0' } },
        { label: 'bank 7', payload: { field: 'bank_id', value: '7' } },
      ],
      'balances.update': [{ label: 'Reserve 100', payload: { balances: { pay_out: '50', reserve: '100' } } }],
      'code.submit': [
        { label: '123456', payload: { code: '123456' } },
        { label: 'refused 000000', payload: { code: '000000' } },
        { label: 'short 1234', payload: { code: '1234' } },
      ],
      'code.change': [{ label: '123456', payload: { code: '123456' } }],
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

export const Withdraw: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'editing');
    await sendAndExpect(canvasElement, 'form.change: from Reserve', 'editing');
    await sendAndExpect(canvasElement, 'form.change: amount 0', 'editing');
    await sendAndExpect(canvasElement, 'form.next', 'editing');
    await expectContext(canvasElement, '"amount": "Amount must be greater than 0"');
    await sendAndExpect(canvasElement, 'form.change: amount 20', 'editing');
    await sendAndExpect(canvasElement, 'form.next', 'editing');
    await expectContext(canvasElement, '"amount": "Insufficient Balance"');
    await sendAndExpect(canvasElement, 'form.change: from Withdraw Balance', 'editing');
    await sendAndExpect(canvasElement, 'form.change: bank 7', 'editing');
    await sendAndExpect(canvasElement, 'form.next', 'verifying');
    await sendAndExpect(canvasElement, 'code.submit: short 1234', 'verifying');
    await sendAndExpect(canvasElement, 'code.submit: 123456', 'editing');
    await expectContext(canvasElement, '"bank_id": ""');
  },
};

export const RefusedClosesTheModalAndKeepsTheForm: Story = {
  play: async ({ canvasElement }) => {
    await sendAndExpect(canvasElement, 'form.change: from Withdraw Balance', 'editing');
    await sendAndExpect(canvasElement, 'form.change: amount 20', 'editing');
    await sendAndExpect(canvasElement, 'form.next', 'verifying');
    await sendAndExpect(canvasElement, 'code.submit: refused 000000', 'editing');
    await expectContext(canvasElement, '"error": "Invalid verification code"');
    await expectContext(canvasElement, '"amount": "20"');
    await expectContext(canvasElement, '"code": null');
  },
};

export const RetryAfterALostAnswer: Story = {
  play: async ({ canvasElement }) => {
    await sendAndExpect(canvasElement, 'form.change: from Withdraw Balance', 'editing');
    await sendAndExpect(canvasElement, 'form.change: amount 13 (answer lost once)', 'editing');
    await sendAndExpect(canvasElement, 'form.next', 'verifying');
    await sendAndExpect(canvasElement, 'code.submit: 123456', 'failed');
    await sendAndExpect(canvasElement, 'submit.retry', 'editing');
    await expectContext(canvasElement, '"amount": ""');
  },
};
