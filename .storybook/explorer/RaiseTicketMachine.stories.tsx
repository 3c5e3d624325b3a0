import type { Meta, StoryObj } from '@storybook/react-vite';
import { raiseTicketMachine } from '../../src/machines/raiseTicket/raiseTicketMachine';
import { MachineExplorer } from './MachineExplorer';
import { expectContext, expectOpenedAt, expectState, sendAndExpect } from './steps';
import { fakeRaiseTicket, largeJpeg, notAnImage, smallPng, subjects } from './supportFakes';

const meta = {
  title: 'Machines/raiseTicket',
  tags: ['!autodocs'],
  component: MachineExplorer,
  args: {
    machine: raiseTicketMachine.provide({ actors: { raiseTicket: fakeRaiseTicket } }),
    input: { subjects },
    samples: {
      'subjects.load': [{ label: 'three subjects', payload: { subjects } }],
      'field.change': [
        { label: 'subject Deposit', payload: { field: 'subject_id', value: '1' } },
        { label: 'subject Others', payload: { field: 'subject_id', value: '9' } },
        { label: 'others subject Card', payload: { field: 'others_subject', value: 'Card' } },
        { label: 'message Help', payload: { field: 'message', value: 'Help please' } },
        { label: 'message refused', payload: { field: 'message', value: 'fail' } },
      ],
      'images.add': [
        { label: 'PNG', payload: { files: [smallPng] } },
        { label: 'JPEG over 2 MB', payload: { files: [largeJpeg] } },
        { label: 'GIF named .png', payload: { files: [notAnImage] } },
      ],
      'image.remove': [{ label: 'first', payload: { index: 0 } }],
    },
  },
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens where QA starts, with nothing sent yet; the stories after it walk scripted paths. */
export const Explore: Story = {
  play: async ({ canvasElement }) => {
    await expectOpenedAt(canvasElement, 'editing');
  },
};

export const OthersSubjectThenRaised: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'editing');
    await sendAndExpect(canvasElement, 'form.submit', 'editing');
    await expectContext(canvasElement, '"subject_id": "This Field Is Required."');
    await sendAndExpect(canvasElement, 'field.change: subject Others', 'editing');
    await sendAndExpect(canvasElement, 'field.change: message Help', 'editing');
    await sendAndExpect(canvasElement, 'form.submit', 'editing');
    await expectContext(canvasElement, '"others_subject": "This Field Is Required."');
    await sendAndExpect(canvasElement, 'field.change: others subject Card', 'editing');
    await sendAndExpect(canvasElement, 'form.submit', 'done');
    await expectContext(canvasElement, '"ticketId": 101');
  },
};

export const ImageTooLargeThenRefused: Story = {
  play: async ({ canvasElement }) => {
    await sendAndExpect(canvasElement, 'field.change: subject Deposit', 'editing');
    await sendAndExpect(canvasElement, 'field.change: message refused', 'editing');
    // Refused the moment it is chosen, naming the file; nothing is attached.
    await sendAndExpect(canvasElement, 'images.add: JPEG over 2 MB', 'editing');
    await expectContext(canvasElement, '"images": "photo.jpg: file size must not be greater than 2Mb"');
    await expectContext(canvasElement, '"images": []');
    await sendAndExpect(canvasElement, 'form.submit', 'failed');
    await expectContext(canvasElement, '"message": "The message could not be accepted"');
  },
};
