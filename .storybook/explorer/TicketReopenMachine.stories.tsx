import type { Meta, StoryObj } from '@storybook/react-vite';
import { ticketReopenMachine } from '../../src/machines/ticketReopen/ticketReopenMachine';
import { MachineExplorer } from './MachineExplorer';
import { expectContext, expectOpenedAt, expectState, sendAndExpect } from './steps';
import { fakeReopenTicket } from './supportFakes';

const meta = {
  title: 'Machines/ticketReopen',
  tags: ['!autodocs'],
  component: MachineExplorer,
  args: {
    machine: ticketReopenMachine.provide({
      actors: { reopenTicket: fakeReopenTicket },
      delays: { doneNotice: 800 },
    }),
    input: { ticketId: 41, status: 2 },
    samples: {
      'ticket.sync': [
        { label: 'closed', payload: { status: 2 } },
        { label: 'open', payload: { status: 1 } },
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

export const ReopenAClosedTicket: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'idle');
    await sendAndExpect(canvasElement, 'reopen.request', 'confirming');
    await sendAndExpect(canvasElement, 'reopen.cancel', 'idle');
    await sendAndExpect(canvasElement, 'reopen.request', 'confirming');
    await sendAndExpect(canvasElement, 'reopen.confirm', 'done');
    await expectContext(canvasElement, '"status": 3');
    await expectState(canvasElement, 'idle');
  },
};

export const RefusedReopen: Story = {
  args: { input: { ticketId: 13, status: 2 } },
  play: async ({ canvasElement }) => {
    await sendAndExpect(canvasElement, 'reopen.request', 'confirming');
    await sendAndExpect(canvasElement, 'reopen.confirm', 'failed');
    await expectContext(canvasElement, '"error": "Only a closed ticket can be reopened"');
  },
};
