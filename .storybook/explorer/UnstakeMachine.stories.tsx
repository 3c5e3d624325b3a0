import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { StakeRecord } from '../../src/api/staking';
import { unstakeMachine } from '../../src/machines/unstake/unstakeMachine';
import { fakeVerification } from './fakes';
import { MachineExplorer } from './MachineExplorer';
import { fakeSubmitUnstake } from './stakingFakes';
import { expectContext, expectState, sendAndExpect } from './steps';

const stake = (status: number) =>
  ({ id: 3, invoice_id: 'STK000003', package: 'Free Zone', amount_paid: '100.00', status }) as StakeRecord;

const meta = {
  title: 'Machines/unstake',
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
