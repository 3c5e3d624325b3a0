import type { Meta, StoryObj } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import type { ClaimProfitResponse, ClaimStatusResponse } from '../../src/api/reserve';
import { reserveClaimMachine } from '../../src/machines/reserveClaim/reserveClaimMachine';
import { MachineExplorer } from './MachineExplorer';
import { expectContext, expectState, sendAndExpect } from './steps';

/** Reservation 9 is refused as already claimed; the claims worker pays on the third status check. */
const fakeClaimProfit = fromPromise(async ({ input }: { input: { id: number; reserveId: string } }) =>
  input.id === 9
    ? ({ status: false, msg: 'This reservation has already been claimed', message: '', code: 422 } as never)
    : ({ status: true, msg: 'Claimed', message: 'Claimed', income_id: 41 } as ClaimProfitResponse),
);

function fakeCheckClaimStatus() {
  let checks = 0;
  return fromPromise(async ({ input }: { input: { incomeId: number } }) => {
    checks += 1;
    const paid = checks >= 3;
    return {
      status: true,
      data: {
        income_id: input.incomeId,
        is_paid: paid ? 1 : 0,
        profit: '1.259265',
        principal: '100.000000',
        source: 'NFT TRADE',
        created_at: '2026-11-22T10:00:00.000Z',
        paid_at: paid ? '2026-11-22T10:00:20.000Z' : null,
      },
    } as ClaimStatusResponse;
  });
}

const machine = (id: number) => ({
  // Polls every 50 ms here instead of every 10 s.
  machine: reserveClaimMachine.provide({
    actors: { claimProfit: fakeClaimProfit, checkClaimStatus: fakeCheckClaimStatus() },
    delays: { claimPoll: 50 },
  }),
  input: { subscriptionId: id, invoiceId: `RSV00000${id}` },
});

const meta = {
  title: 'Machines/reserveClaim',
  component: MachineExplorer,
  args: machine(7),
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ClaimPollsUntilPaid: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'idle');
    await sendAndExpect(canvasElement, 'claim.start', 'paid');
    await expectContext(canvasElement, '"incomeId": 41');
    await expectContext(canvasElement, '"profit": "1.259265"');
    await sendAndExpect(canvasElement, 'result.close', 'done');
  },
};

export const RefusedClaim: Story = {
  args: machine(9),
  play: async ({ canvasElement }) => {
    await sendAndExpect(canvasElement, 'claim.start', 'failed');
    await expectContext(canvasElement, '"error": "This reservation has already been claimed"');
  },
};
