import type { Meta, StoryObj } from '@storybook/react-vite';
import { operatorMoneyFormMachine } from '../../src/machines/operatorMoneyForm/operatorMoneyFormMachine';
import { MachineExplorer } from './MachineExplorer';
import { fakeSubmitForm } from './operatorMoneyFakes';
import { expectContext, expectOpenedAt, expectState, sendAndExpect } from './steps';

const machine = operatorMoneyFormMachine.provide({ actors: { submitForm: fakeSubmitForm } });
const change = (label: string, field: string, value: string) => ({ label, payload: { field, value } });

const samples = {
  'form.change': [
    change('member alice', 'username', 'alice'),
    change('member ghost', 'username', 'ghost'),
    change('method USDT TRC20', 'payment_method_id', '1'),
    change('amount 150', 'amount', '150'),
    change('amount 1500', 'amount', '1500'),
    change('hash abc12345', 'txhash', 'abc12345'),
    change('wallet pay_out', 'wallet', 'pay_out'),
    change('direction credit', 'direction', 'credit'),
    change('reason', 'reason', 'Refund of a double fee'),
  ],
};

const meta = {
  title: 'Machines/operatorMoneyForm',
  tags: ['!autodocs'],
  component: MachineExplorer,
  args: { machine, input: { kind: 'deposit' }, samples },
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

const fillDeposit = async (canvasElement: HTMLElement, amount: string) => {
  for (const sample of ['member alice', 'method USDT TRC20', amount, 'hash abc12345']) {
    await sendAndExpect(canvasElement, `form.change: ${sample}`, 'editing');
  }
};

/** Opens where QA starts, with nothing sent yet; the stories after it walk scripted paths. */
export const Explore: Story = {
  play: async ({ canvasElement }) => {
    await expectOpenedAt(canvasElement, 'editing');
  },
};

export const RecordADeposit: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'editing');
    await sendAndExpect(canvasElement, 'form.submit', 'editing');
    await expectContext(canvasElement, '"username": "Member username is required"');
    await fillDeposit(canvasElement, 'amount 150');
    await sendAndExpect(canvasElement, 'form.submit', 'done');
    await expectContext(canvasElement, '"waiting": false');
    await sendAndExpect(canvasElement, 'form.again', 'editing');
    await expectContext(canvasElement, '"form": {}');
  },
};

export const DepositAboveTheThresholdWaits: Story = {
  play: async ({ canvasElement }) => {
    await fillDeposit(canvasElement, 'amount 1500');
    await sendAndExpect(canvasElement, 'form.submit', 'done');
    await expectContext(canvasElement, '"approvalId": 42');
  },
};

export const NoSuchMember: Story = {
  play: async ({ canvasElement }) => {
    await fillDeposit(canvasElement, 'amount 150');
    await sendAndExpect(canvasElement, 'form.change: member ghost', 'editing');
    await sendAndExpect(canvasElement, 'form.submit', 'editing');
    await expectContext(canvasElement, '"error": "No member has the username ghost"');
  },
};

export const AskForAnAdjustment: Story = {
  args: { input: { kind: 'adjustment' } },
  play: async ({ canvasElement }) => {
    for (const sample of ['member alice', 'wallet pay_out', 'direction credit', 'amount 150', 'reason']) {
      await sendAndExpect(canvasElement, `form.change: ${sample}`, 'editing');
    }
    await sendAndExpect(canvasElement, 'form.submit', 'done');
    await expectContext(canvasElement, '"approvalId": 41');
  },
};
