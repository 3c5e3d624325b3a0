import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { StakeRecord } from '../../src/api/staking';
import { unstakeMachine } from '../../src/machines/unstake/unstakeMachine';
import { fakeVerification } from './fakes';
import { MachineExplorer } from './MachineExplorer';
import { fakeSubmitUnstake } from './stakingFakes';
import { expectContext, expectRefusal, expectState, sendAndExpect, setFake } from './steps';

const stake = (status: number) =>
  ({ id: 3, invoice_id: 'STK000003', package: 'Free Zone', amount_paid: '100.00', status }) as StakeRecord;

const meta = {
  title: 'Machines/unstake',
  tags: ['!autodocs'],
  component: MachineExplorer,
  args: {
    machine: unstakeMachine.provide({
      actors: { submitUnstake: fakeSubmitUnstake, verification: fakeVerification },
    }),
    input: { username: 'alice', authType: 'mpin' },
    samples: {
      'unstake.open': [
        { label: 'active stake', payload: { stake: stake(1) } },
        { label: 'unstaked stake', payload: { stake: stake(0) } },
      ],
      'code.change': [
        { label: '1234', payload: { code: '1234' } },
        // A malformed event on purpose: the explorer shows the machine's refusal instead of crashing.
        { label: 'without a code', payload: {} },
      ],
      'code.submit': [
        { label: '1234', payload: { code: '1234' } },
        { label: 'refused 0000', payload: { code: '0000' } },
        { label: 'too short', payload: { code: '12' } },
      ],
    },
  },
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens where QA starts: no dialog open. */
export const Explore: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'closed');
    await expect(
      within(canvasElement).getByRole('button', { name: 'unstake.open: active stake' }),
    ).toBeVisible();
  },
};

export const UnstakeWithThePin: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'closed');
    // An inactive stake cannot open the dialog, so the explorer offers no such event.
    await expect(
      within(canvasElement).queryByRole('button', { name: 'unstake.open: unstaked stake' }),
    ).toBeNull();
    await sendAndExpect(canvasElement, 'unstake.open: active stake', 'verifying');
    await sendAndExpect(canvasElement, 'code.submit: too short', 'verifying');
    await sendAndExpect(canvasElement, 'code.submit: refused 0000', 'verifying');
    await expectContext(canvasElement, '"error": "Invalid security pin"');
    await sendAndExpect(canvasElement, 'code.submit: 1234', 'closed');
    await expectContext(canvasElement, '"stake": null');
  },
};

/** A code change without its code is refused on screen; the dialog still takes the next code. */
export const MalformedCodeChangeIsRefused: Story = {
  play: async ({ canvasElement }) => {
    await sendAndExpect(canvasElement, 'unstake.open: active stake', 'verifying');
    await sendAndExpect(canvasElement, 'code.change: without a code', 'verifying');
    await expectRefusal(canvasElement, 'code.change: without a code was refused: TypeError');
    await sendAndExpect(canvasElement, 'code.change: 1234', 'verifying');
    await sendAndExpect(canvasElement, 'code.submit: 1234', 'closed');
  },
};

/** The answer is lost on the way back: the stake may have moved, so the dialog offers a retry. */
export const LostAnswerFails: Story = {
  play: async ({ canvasElement }) => {
    await setFake(canvasElement, 'submitUnstake', 'network error');
    await sendAndExpect(canvasElement, 'unstake.open: active stake', 'verifying');
    await sendAndExpect(canvasElement, 'code.submit: 1234', 'failed');
    await setFake(canvasElement, 'submitUnstake', 'answers');
    await sendAndExpect(canvasElement, 'submit.retry', 'closed');
  },
};

/** The chart is a graph: the invoked step is drawn in its state, and an arrow sends its event when clicked. */
export const ArrowsSendTheirEvent: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'closed');
    const graph = within(canvasElement).getByRole('figure', { name: 'unstake statechart' });
    await expect(within(graph).getByText('invokes verification')).toBeInTheDocument();
    await expect(graph.querySelector('[data-graph-state="closed"]')).toHaveAttribute('data-active', 'true');
    await userEvent.click(within(graph).getByRole('button', { name: 'Send unstake.open [isActive]' }));
    await expectState(canvasElement, 'verifying');
    await expect(graph.querySelector('[data-graph-state="verifying"]')).toHaveAttribute(
      'data-active',
      'true',
    );
    await expect(graph.querySelector('[data-graph-state="closed"]')).toHaveAttribute('data-active', 'false');
    await expect(within(graph).getByText('unstake.open [isActive]')).toHaveAttribute('data-last', 'true');
  },
};
