import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { reserveClaimMachine } from '../../src/machines/reserveClaim/reserveClaimMachine';
import { MachineExplorer } from './MachineExplorer';
import { fakeCheckClaimStatus, fakeClaimProfit } from './reserveFakes';
import { advanceClock, expectContext, expectState, press, sendAndExpect, setFake } from './steps';

const machine = (id: number) => ({
  // Polls every 10 s as in the app; the explorer's clock skips the wait.
  machine: reserveClaimMachine.provide({
    actors: { claimProfit: fakeClaimProfit, checkClaimStatus: fakeCheckClaimStatus },
  }),
  input: { subscriptionId: id, invoiceId: `RSV00000${id}` },
});

/** Waits until the log shows `count` answered status checks since the last Reset. */
async function expectChecks(canvasElement: HTMLElement, count: number) {
  const log = within(canvasElement).getByRole('list', { name: 'Event log' });
  await waitFor(() => expect(log.textContent?.match(/done: checkClaimStatus/g)).toHaveLength(count));
}

const meta = {
  title: 'Machines/reserveClaim',
  tags: ['!autodocs'],
  component: MachineExplorer,
  args: machine(7),
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens where QA starts: a reservation whose profit is unclaimed. */
export const Explore: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'idle');
  },
};

/** The worker pays on the third check, 10 s apart; after Reset the same walk pays again. */
export const ClaimPollsUntilPaid: Story = {
  play: async ({ canvasElement }) => {
    for (const round of [1, 2]) {
      await expectState(canvasElement, 'idle');
      await sendAndExpect(canvasElement, 'claim.start', 'polling.waiting');
      await expectContext(canvasElement, '"incomeId": 41');
      await expectChecks(canvasElement, 1);
      await advanceClock(canvasElement, 'Advance 10 s');
      await expectChecks(canvasElement, 2);
      await advanceClock(canvasElement, 'Advance 10 s');
      await expectState(canvasElement, 'paid');
      await expectContext(canvasElement, '"profit": "1.259265"');
      await sendAndExpect(canvasElement, 'result.close', 'done');
      if (round === 1) await press(canvasElement, 'Reset');
    }
  },
};

/** A status check that fails or hangs keeps the claim polling; a refused claim can be started again. */
export const ClaimFailures: Story = {
  play: async ({ canvasElement }) => {
    await setFake(canvasElement, 'claimProfit', 'network error');
    await sendAndExpect(canvasElement, 'claim.start', 'failed');
    await expectContext(canvasElement, '"error": "The server could not be reached.');
    await setFake(canvasElement, 'claimProfit', 'answers');
    await setFake(canvasElement, 'checkClaimStatus', 'hangs');
    await sendAndExpect(canvasElement, 'claim.start', 'polling.checking');
  },
};

export const RefusedClaim: Story = {
  args: machine(9),
  play: async ({ canvasElement }) => {
    await sendAndExpect(canvasElement, 'claim.start', 'failed');
    await expectContext(canvasElement, '"error": "This reservation has already been claimed"');
  },
};
