import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ticketReplyMachine } from '../../src/machines/ticketReply/ticketReplyMachine';
import { MachineExplorer } from './MachineExplorer';
import { expectContext, expectOpenedAt, expectState, sendAndExpect } from './steps';
import { fakeSendReply, notAnImage, smallPng } from './supportFakes';

const meta = {
  title: 'Machines/ticketReply',
  tags: ['!autodocs'],
  component: MachineExplorer,
  args: {
    machine: ticketReplyMachine.provide({ actors: { sendReply: fakeSendReply } }),
    input: { ticketId: 12, closed: false },
    samples: {
      'text.change': [
        { label: 'Thanks', payload: { text: 'Thanks' } },
        { label: 'spaces', payload: { text: '   ' } },
        { label: 'refused', payload: { text: 'fail' } },
      ],
      'images.add': [
        { label: 'PNG', payload: { files: [smallPng] } },
        { label: 'GIF named .png', payload: { files: [notAnImage] } },
      ],
      'image.remove': [{ label: 'first', payload: { index: 0 } }],
      'ticket.sync': [
        { label: 'closed', payload: { closed: true } },
        { label: 'reopened', payload: { closed: false } },
      ],
    },
  },
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens where QA starts, with nothing sent yet; the stories after it walk scripted paths. */
export const Explore: Story = {
  play: async ({ canvasElement }) => {
    await expectOpenedAt(canvasElement, 'ready');
  },
};

export const EmptyIsNotSentThenAReply: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'ready');
    await sendAndExpect(canvasElement, 'text.change: spaces', 'ready');
    // With only spaces typed the machine takes no send at all, so the explorer offers none.
    await expect(within(canvasElement).queryByRole('button', { name: 'reply.send' })).toBeNull();
    await sendAndExpect(canvasElement, 'text.change: Thanks', 'ready');
    await sendAndExpect(canvasElement, 'images.add: PNG', 'ready');
    await sendAndExpect(canvasElement, 'reply.send', 'ready');
    await expectContext(canvasElement, '"text": ""');
  },
};

export const RefusedKeepsTheText: Story = {
  play: async ({ canvasElement }) => {
    await sendAndExpect(canvasElement, 'text.change: refused', 'ready');
    await sendAndExpect(canvasElement, 'reply.send', 'failed');
    await expectContext(canvasElement, '"text": "fail"');
    await expectContext(canvasElement, '"error": "This ticket is closed. Reopen it to reply."');
    await sendAndExpect(canvasElement, 'ticket.sync: closed', 'closed');
    await sendAndExpect(canvasElement, 'ticket.sync: reopened', 'ready');
  },
};
