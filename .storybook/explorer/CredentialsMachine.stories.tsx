import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fakeCredentials } from './fakes';
import { MachineExplorer } from './MachineExplorer';
import { expectContext, expectOpenedAt, expectState, sendAndExpect } from './steps';

/** The password step of signing in, which the login machine invokes. */
const meta = {
  title: 'Machines/credentials',
  tags: ['!autodocs'],
  component: MachineExplorer,
  args: {
    machine: fakeCredentials,
    samples: {
      'credentials.submit': [
        { label: 'alice (pin)', payload: { username: 'alice', password: 'correct horse' } },
        { label: 'unverified e-mail', payload: { username: 'unverified', password: 'correct horse' } },
        { label: 'wrong password', payload: { username: 'alice', password: 'wrong' } },
        { label: 'empty', payload: { username: '', password: '' } },
      ],
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

export const Accepted: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'editing');
    await sendAndExpect(canvasElement, 'credentials.submit: empty', 'editing');
    await expectContext(canvasElement, '"username": "username is Required"');
    await sendAndExpect(canvasElement, 'credentials.submit: wrong password', 'editing');
    await expectContext(canvasElement, '"error": "Invalid username or password"');
    await sendAndExpect(canvasElement, 'credentials.submit: alice (pin)', 'accepted');
    await expectContext(canvasElement, '"token": "pre-token"');
    // The password is sent and never kept.
    await expect(canvasElement.querySelector('pre[data-context="machine"]')).not.toHaveTextContent(
      'correct horse',
    );
  },
};

export const UnverifiedEmail: Story = {
  play: async ({ canvasElement }) => {
    await sendAndExpect(canvasElement, 'credentials.submit: unverified e-mail', 'emailUnverified');
    await expectContext(canvasElement, '"unverifiedEmail": "unverified@example.com"');
  },
};
