import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { reserveTradeMachine } from '../../src/machines/reserveTrade/reserveTradeMachine';
import { MachineExplorer } from './MachineExplorer';
import { fakeTradeItem } from './reserveFakes';
import { advanceClock, expectContext, expectState, sendAndExpect, setFake } from './steps';

const meta = {
  title: 'Machines/reserveTrade',
  tags: ['!autodocs'],
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

/** Opens where QA starts: five seconds before the trade time, counting down in real time. */
export const Explore: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'countingDown');
    await expect(within(canvasElement).getByLabelText('Countdowns')).toHaveTextContent(
      /reserveTrade: [1-5] s left/,
    );
  },
};

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

/** QA makes the trade fail on the network: the error shows and the item can be traded again. */
export const TradeFails: Story = {
  play: async ({ canvasElement }) => {
    await advanceClock(canvasElement, 'Advance 10 s');
    await expectState(canvasElement, 'ready');
    await setFake(canvasElement, 'tradeItem', 'network error');
    await sendAndExpect(canvasElement, 'trade.start: item 1', 'ready');
    await expectContext(canvasElement, '"error": "The server could not be reached.');
    await setFake(canvasElement, 'tradeItem', 'hangs');
    await sendAndExpect(canvasElement, 'trade.start: item 1', 'trading');
    await setFake(canvasElement, 'tradeItem', 'answers');
  },
};
