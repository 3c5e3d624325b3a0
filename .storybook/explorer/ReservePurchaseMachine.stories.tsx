import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReservePlan } from '../../src/api/reserve';
import { reservePurchaseMachine } from '../../src/machines/reservePurchase/reservePurchaseMachine';
import { MachineExplorer } from './MachineExplorer';
import { fakeSubmitReserve } from './reserveFakes';
import { expectContext, expectOpenedAt, expectState, sendAndExpect } from './steps';

const plan = (id: number, maximum: string): ReservePlan => ({
  id,
  type: 'nft',
  level: id,
  name: `Level ${id}`,
  minimum_price: id === 3 ? '501.00' : '100.00',
  maximum_price: maximum,
  min_roi_percentage: '1.00',
  roi_percentage: '1.50',
  min_trade_time: 0,
  item_count: 3,
});

const meta = {
  title: 'Machines/reservePurchase',
  tags: ['!autodocs'],
  component: MachineExplorer,
  args: {
    machine: reservePurchaseMachine.provide({ actors: { submitReserve: fakeSubmitReserve } }),
    input: {
      username: 'alice',
      type: 'nft',
      plans: [plan(1, '500.00'), plan(2, '1000.00'), plan(3, '2000.00')],
      balance: '320',
    },
    samples: {
      'plan.select': [
        { label: 'Level 1', payload: { planId: 1 } },
        { label: 'Level 2 (refused)', payload: { planId: 2 } },
        { label: 'Level 3 (needs 501)', payload: { planId: 3 } },
      ],
      'data.update': [
        { label: 'balance 900', payload: { plans: [plan(1, '500.00'), plan(2, '1000.00')], balance: '900' } },
      ],
    },
  },
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens where QA starts, with nothing sent yet; the stories after it walk scripted paths. */
export const Explore: Story = {
  play: async ({ canvasElement }) => {
    await expectOpenedAt(canvasElement, 'selecting');
  },
};

export const Reserve: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'selecting');
    await sendAndExpect(canvasElement, 'reserve.open', 'selecting');
    await expectContext(canvasElement, '"error": "Please select your plan first"');
    await sendAndExpect(canvasElement, 'plan.select: Level 1', 'selecting');
    await expectContext(canvasElement, '"amount": "320"');
    await sendAndExpect(canvasElement, 'data.update: balance 900', 'selecting');
    await expectContext(canvasElement, '"amount": "500.00"');
    await sendAndExpect(canvasElement, 'reserve.open', 'confirming');
    await sendAndExpect(canvasElement, 'confirm.submit', 'selecting');
    await expectContext(canvasElement, '"idempotencyKey": null');
  },
};

export const RefusalKeepsTheModal: Story = {
  play: async ({ canvasElement }) => {
    await sendAndExpect(canvasElement, 'plan.select: Level 2 (refused)', 'selecting');
    await sendAndExpect(canvasElement, 'reserve.open', 'confirming');
    await sendAndExpect(canvasElement, 'confirm.submit', 'confirming');
    await expectContext(canvasElement, '"error": "You already have an open reservation of this type.');
    await sendAndExpect(canvasElement, 'confirm.close', 'selecting');
  },
};

export const BelowTheMinimumSaysWhatIsMissing: Story = {
  play: async ({ canvasElement }) => {
    await sendAndExpect(canvasElement, 'plan.select: Level 3 (needs 501)', 'selecting');
    await sendAndExpect(canvasElement, 'reserve.open', 'selecting');
    await expectContext(
      canvasElement,
      '"error": "Insufficient reserve balance: this plan needs at least 501.00 USDT"',
    );
  },
};
