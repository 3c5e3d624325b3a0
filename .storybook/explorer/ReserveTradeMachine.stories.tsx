import type { Meta, StoryObj } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import type { ReserveTradeResponse } from '../../src/api/reserve';
import { reserveTradeMachine } from '../../src/machines/reserveTrade/reserveTradeMachine';
import { MachineExplorer } from './MachineExplorer';
import { advanceClock, expectContext, expectState, sendAndExpect } from './steps';

/** Item 2 was traded already, as the server says of a second trade of one item. */
const fakeTradeItem = fromPromise(async ({ input }: { input: { logId: number } }) =>
  input.logId === 2
    ? ({ status: false, msg: 'This item has already been traded', message: '', code: 422 } as never)
    : ({
        status: true,
        msg: 'Traded',
        message: 'Traded',
        data: { id: input.logId, amount: '0.412345', roi_ppm: 12_370, total: '33.745679', remaining: 1 },
      } as ReserveTradeResponse),
);

const meta = {
  title: 'Machines/reserveTrade',
  component: MachineExplorer,
  args: {
    // Real seconds; the explorer's clock reaches the trade time at once.
    machine: reserveTradeMachine.provide({ actors: { tradeItem: fakeTradeItem } }),
    input: { secondsLeft: 5, isClaimed: 0 },
    samples: {
      'trade.start': [
        { label: 'item 1', payload: { logId: 1 } },
        { label: 'item 2 (traded already)', payload: { logId: 2 } },
      ],
      'schedule.update': [
        { label: 'claimed', payload: { secondsLeft: 0, isClaimed: 1 } },
        { label: 'new reservation, 3 s', payload: { secondsLeft: 3, isClaimed: 0 } },
      ],
    },
  },
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CountdownTradeResult: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'countingDown');
    await advanceClock(canvasElement, 'Advance 10 s');
    await expectState(canvasElement, 'ready');
    await expectContext(canvasElement, '"secondsLeft": 0');
    await sendAndExpect(canvasElement, 'trade.start: item 1', 'result');
    await expectContext(canvasElement, '"result": "0.412345"');
    await sendAndExpect(canvasElement, 'result.close', 'ready');
    await sendAndExpect(canvasElement, 'trade.start: item 2 (traded already)', 'ready');
    await expectContext(canvasElement, '"error": "This item has already been traded"');
  },
};

export const ClaimedStopsTheCountdown: Story = {
  play: async ({ canvasElement }) => {
    await sendAndExpect(canvasElement, 'schedule.update: claimed', 'claimed');
    await sendAndExpect(canvasElement, 'schedule.update: new reservation, 3 s', 'countingDown');
    await advanceClock(canvasElement, 'Advance 10 s');
    await expectState(canvasElement, 'ready');
  },
};
