import type { Meta, StoryObj } from '@storybook/react-vite';
import { operatorDecisionMachine } from '../../src/machines/operatorDecision/operatorDecisionMachine';
import { MachineExplorer } from './MachineExplorer';
import { fakeDecide } from './operatorMoneyFakes';
import { expectContext, expectOpenedAt, expectState, sendAndExpect } from './steps';

const target = (action: string, id: number, subject: string) => ({ target: { action, id, subject } });

const meta = {
  title: 'Machines/operatorDecision',
  tags: ['!autodocs'],
  component: MachineExplorer,
  args: {
    machine: operatorDecisionMachine.provide({ actors: { decide: fakeDecide } }),
    samples: {
      'decision.open': [
        {
          label: 'approve request 3',
          payload: target('approval.approve', 3, 'the deposit of 1500.00 USDT for alice'),
        },
        { label: 'approve own request 1', payload: target('approval.approve', 1, 'request #1') },
        { label: 'approve decided request 2', payload: target('approval.approve', 2, 'request #2') },
        { label: 'decline request 3', payload: target('approval.decline', 3, 'request #3') },
        {
          label: 'approve withdrawal 5 (above threshold)',
          payload: target('withdrawal.approve', 5, 'withdrawal WD5'),
        },
        { label: 'mark withdrawal 4 paid', payload: target('withdrawal.paid', 4, 'withdrawal WD4') },
        { label: 'reject withdrawal 4', payload: target('withdrawal.reject', 4, 'withdrawal WD4') },
      ],
      'decision.change': [
        { label: 'hash abc12345', payload: { text: 'abc12345' } },
        { label: 'hash taken000', payload: { text: 'taken000' } },
        { label: 'reason', payload: { text: 'Wrong member' } },
        { label: 'empty', payload: { text: '' } },
      ],
    },
  },
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens where QA starts, with nothing sent yet; the stories after it walk scripted paths. */
export const Explore: Story = {
  play: async ({ canvasElement }) => {
    await expectOpenedAt(canvasElement, 'idle');
  },
};

export const ApproveARequest: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'idle');
    await sendAndExpect(canvasElement, 'decision.open: approve own request 1', 'confirming');
    await sendAndExpect(canvasElement, 'decision.confirm', 'confirming');
    await expectContext(canvasElement, 'a second operator must approve it');
    await sendAndExpect(canvasElement, 'decision.cancel', 'idle');
    await sendAndExpect(canvasElement, 'decision.open: approve request 3', 'confirming');
    await sendAndExpect(canvasElement, 'decision.confirm', 'idle');
    await expectContext(
      canvasElement,
      '"message": "Approved: the deposit of 1500.00 USDT for alice is made."',
    );
    await sendAndExpect(canvasElement, 'outcome.dismiss', 'idle');
    await expectContext(canvasElement, '"outcome": null');
  },
};

export const DeclineNeedsAReason: Story = {
  play: async ({ canvasElement }) => {
    await sendAndExpect(canvasElement, 'decision.open: decline request 3', 'confirming');
    await sendAndExpect(canvasElement, 'decision.confirm', 'confirming');
    await expectContext(canvasElement, '"fieldError": "Reason is required"');
    await sendAndExpect(canvasElement, 'decision.change: reason', 'confirming');
    await sendAndExpect(canvasElement, 'decision.confirm', 'idle');
    await expectContext(canvasElement, 'Nothing was changed.');
  },
};

export const AlreadyDecided: Story = {
  play: async ({ canvasElement }) => {
    await sendAndExpect(canvasElement, 'decision.open: approve decided request 2', 'confirming');
    await sendAndExpect(canvasElement, 'decision.confirm', 'confirming');
    await expectContext(canvasElement, '"error": "Request #2 is already approved"');
  },
};

export const WithdrawalWaitsThenIsPaid: Story = {
  play: async ({ canvasElement }) => {
    await sendAndExpect(canvasElement, 'decision.open: approve withdrawal 5 (above threshold)', 'confirming');
    await sendAndExpect(canvasElement, 'decision.confirm', 'idle');
    await expectContext(canvasElement, '"waiting": true');
    await sendAndExpect(canvasElement, 'decision.open: mark withdrawal 4 paid', 'confirming');
    await sendAndExpect(canvasElement, 'decision.change: hash taken000', 'confirming');
    await sendAndExpect(canvasElement, 'decision.confirm', 'confirming');
    await expectContext(canvasElement, '"fieldError": "tx is already recorded"');
    await sendAndExpect(canvasElement, 'decision.change: hash abc12345', 'confirming');
    await sendAndExpect(canvasElement, 'decision.confirm', 'idle');
    await expectContext(canvasElement, 'Withdrawal WD4 is marked paid.');
  },
};
