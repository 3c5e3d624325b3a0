import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeNameChecks } from './fakes';
import { MachineExplorer } from './MachineExplorer';
import { expectContext, expectOpenedAt, expectState, sendAndExpect } from './steps';

/** The sign-up form's username and sponsor checks, which the registration machine invokes. */
const meta = {
  title: 'Machines/nameChecks',
  tags: ['!autodocs'],
  component: MachineExplorer,
  args: {
    machine: fakeNameChecks,
    input: { linkedSponsor: null },
    samples: {
      'username.commit': [
        { label: 'alice', payload: { username: 'alice' } },
        { label: 'taken', payload: { username: 'taken' } },
        { label: 'emptied', payload: { username: ' ' } },
      ],
      'sponsor.commit': [
        { label: 'root', payload: { sponsor: 'root' } },
        { label: 'unknown', payload: { sponsor: 'nobody' } },
      ],
    },
  },
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens where QA starts, with nothing sent yet; the stories after it walk scripted paths. */
export const Explore: Story = {
  play: async ({ canvasElement }) => {
    await expectOpenedAt(canvasElement, 'username.unchecked + sponsor.unchecked');
  },
};

export const Username: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'username.unchecked + sponsor.unchecked');
    await sendAndExpect(canvasElement, 'username.commit: taken', 'username.checked + sponsor.unchecked');
    await expectContext(canvasElement, '"usernameAvailability": "Not Available"');
    await sendAndExpect(canvasElement, 'username.commit: emptied', 'username.unchecked + sponsor.unchecked');
    await expectContext(canvasElement, '"usernameAvailability": null');
  },
};

export const Sponsor: Story = {
  play: async ({ canvasElement }) => {
    await sendAndExpect(canvasElement, 'sponsor.commit: unknown', 'username.unchecked + sponsor.checked');
    await expectContext(canvasElement, '"availability": "Not Available"');
    await sendAndExpect(canvasElement, 'sponsor.commit: root', 'username.unchecked + sponsor.checked');
    await expectContext(canvasElement, '"info": "Root Member"');
  },
};

/** An invitation link's sponsor is checked at once. */
export const LinkedSponsor: Story = {
  args: { input: { linkedSponsor: 'root' } },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'username.unchecked + sponsor.checked');
    await expectContext(canvasElement, '"info": "Root Member"');
  },
};
