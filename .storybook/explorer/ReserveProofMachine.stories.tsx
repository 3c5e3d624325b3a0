import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MyReserveProofResponse } from '../../src/api/proofOfReserves';
import { reserveProofMachine } from '../../src/machines/reserveProof/reserveProofMachine';
import { myProof, proofRaisedByOneCent } from '../../src/screens/Account/reserveProofFixtures';
import { fakeRequest, refusal } from './fakeServer';
import { MachineExplorer } from './MachineExplorer';
import { expectContext, expectState, press, sendAndExpect, setFake } from './steps';

const joinedLater = refusal(
  404,
  'You joined after the latest proof of reserves was taken (2026-11-22T00:00:00.000Z): the next one includes you',
);

/** The member's proof as the server sends it; refusing, it answers as it does to a member who joined later. */
const fakeLoadProof = (data = myProof) =>
  fakeRequest('loadProof', () => ({ status: true, data }) as MyReserveProofResponse, {
    refusal: joinedLater,
  });

// The check itself is the real one: the browser's Web Crypto recomputes the path to the root.
const machine = (data = myProof) => ({
  machine: reserveProofMachine.provide({ actors: { loadProof: fakeLoadProof(data) } }),
});

const meta = {
  title: 'Machines/reserveProof',
  tags: ['!autodocs'],
  component: MachineExplorer,
  args: machine(),
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens where QA starts: the member's proof read, waiting for Verify. */
export const Explore: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'ready');
    await expectContext(canvasElement, '"balance": "1608.63"');
  },
};

/** A genuine proof reaches the published root; verifying again checks again. */
export const GenuineProofVerifies: Story = {
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'ready');
    await sendAndExpect(canvasElement, 'proof.verify', 'verified');
    await expectContext(canvasElement, '"ok": true');
    await expectContext(canvasElement, '"balance": "1608630000n"');
    await sendAndExpect(canvasElement, 'proof.verify', 'verified');
  },
};

/** The proof with one cent more no longer reaches the root, and says why. */
export const OneCentMoreFails: Story = {
  args: machine(proofRaisedByOneCent),
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'ready');
    await sendAndExpect(canvasElement, 'proof.verify', 'notVerified');
    await expectContext(canvasElement, 'the path does not lead to the published root: the proof was changed');
  },
};

/** A member who joined after the snapshot; a read the network lost can be tried again. */
export const NothingToProveOrLost: Story = {
  play: async ({ canvasElement }) => {
    await setFake(canvasElement, 'loadProof', 'refuses');
    await press(canvasElement, 'Restart');
    await expectState(canvasElement, 'unpublished');
    await expectContext(canvasElement, 'You joined after the latest proof of reserves was taken');
    await setFake(canvasElement, 'loadProof', 'network error');
    await press(canvasElement, 'Restart');
    await expectState(canvasElement, 'loadFailed');
    await setFake(canvasElement, 'loadProof', 'answers');
    await sendAndExpect(canvasElement, 'proof.retry', 'ready');
  },
};
