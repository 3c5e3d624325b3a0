import type { Meta, StoryObj } from '@storybook/react-vite';
import { stakePurchaseMachine } from '../../src/machines/stakePurchase/stakePurchaseMachine';
import { MachineExplorer } from './MachineExplorer';
import { fakeFetchTerms, fakeSubmitStake, freeZone, level1 } from './stakingFakes';
import { expectContext, expectOpenedAt, expectState, sendAndExpect } from './steps';

const meta = {
  title: 'Machines/stakePurchase',
  tags: ['!autodocs'],
  component: MachineExplorer,
  args: {
    machine: stakePurchaseMachine.provide({
      actors: { fetchTerms: fakeFetchTerms, submitStake: fakeSubmitStake },
    }),
    input: { username: 'alice' },
    samples: {
      'purchase.open': [
        { label: 'Level 1', payload: { package: level1 } },
        { label: 'Free Zone', payload: { package: freeZone } },
      ],
      'form.change': [
        { label: 'amount 500', payload: { field: 'amount', value: '500' } },
        { label: 'amount 120', payload: { field: 'amount', value: '120' } },
        { label: 'amount 450 (refused)', payload: { field: 'amount', value: '450' } },
        { label: 'amount 150 (answer lost once)', payload: { field: 'amount', value: '150' } },
        { label: 'duration 10', payload: { field: 'duration', value: '10' } },
      ],
    },
  },
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens where QA starts, with nothing sent yet; the stories after it walk scripted paths. */
export const Explore: Story = {
  play: async ({ canvasElement }) => {
    await expectOpenedAt(canvasElement, 'closed');
  },
};

export const StakeInLevel1: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'closed');
    await sendAndExpect(canvasElement, 'purchase.open: Level 1', 'editing');
    await sendAndExpect(canvasElement, 'form.next', 'editing');
    await expectContext(canvasElement, '"amount": "Please Enter Amount"');
    await sendAndExpect(canvasElement, 'form.change: amount 120', 'editing');
    await sendAndExpect(canvasElement, 'form.next', 'editing');
    await expectContext(canvasElement, '"amount": "Please Enter amount multiple of 50"');
    await sendAndExpect(canvasElement, 'form.change: amount 500', 'editing');
    await sendAndExpect(canvasElement, 'form.next', 'editing');
    await expectContext(canvasElement, '"duration": "Duration is required"');
    await sendAndExpect(canvasElement, 'form.change: duration 10', 'editing');
    await sendAndExpect(canvasElement, 'form.next', 'reviewing');
    await expectContext(canvasElement, '"amount": "500.00"');
    await sendAndExpect(canvasElement, 'purchase.confirm', 'closed');
    await expectContext(canvasElement, '"package": null');
  },
};

export const RefusedGoesBackToStep1: Story = {
  play: async ({ canvasElement }) => {
    await sendAndExpect(canvasElement, 'purchase.open: Free Zone', 'editing');
    await sendAndExpect(canvasElement, 'form.change: amount 450 (refused)', 'editing');
    await sendAndExpect(canvasElement, 'form.next', 'reviewing');
    await sendAndExpect(canvasElement, 'purchase.confirm', 'editing');
    await expectContext(canvasElement, '"error": "Insufficient Balance"');
  },
};

export const RetryAfterALostAnswer: Story = {
  play: async ({ canvasElement }) => {
    await sendAndExpect(canvasElement, 'purchase.open: Free Zone', 'editing');
    await sendAndExpect(canvasElement, 'form.change: amount 150 (answer lost once)', 'editing');
    await sendAndExpect(canvasElement, 'form.next', 'reviewing');
    await sendAndExpect(canvasElement, 'purchase.confirm', 'failed');
    await expectContext(canvasElement, '"error": "Something Went Wrong Please Try Again...."');
    await sendAndExpect(canvasElement, 'submit.retry', 'closed');
  },
};
