import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { clearSession, setSession } from '../../api/session';
import { ReservesScreen } from './ReservesScreen';
import { published } from './reservesFixtures';

/** The page's request answers through the real client; a busy test machine may need more than a second. */
const patient = { timeout: 5000 };

const asked: { path: string; authorization: string | null }[] = [];
let failuresLeft = 0;

/** Replaces the network for one story; the page runs its real request against these answers. */
const serve = (failures: number) => () => {
  asked.length = 0;
  failuresLeft = failures;
  // A member who happens to be signed in reads the same public page: no token goes with its request.
  setSession({ token: 'story-token', status: '1', username: 'alice01' });
  const realFetch = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    asked.push({ path: new URL(request.url).pathname, authorization: request.headers.get('authorization') });
    const failing = failuresLeft > 0;
    failuresLeft -= failing ? 1 : 0;
    return new Response(
      JSON.stringify(failing ? { status: false, message: 'Unavailable' } : { status: true, data: published }),
      { status: failing ? 422 : 200, headers: { 'content-type': 'application/json' } },
    );
  };
  return () => {
    window.fetch = realFetch;
    clearSession();
  };
};

const meta = {
  title: 'Screens/Reserves/Wired',
  component: ReservesScreen,
  parameters: { router: { initialEntries: ['/reserves'] } },
} satisfies Meta<typeof ReservesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReadsThePublicSnapshots: Story = {
  name: 'Reads the published snapshots once, without a token',
  beforeEach: serve(0),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Latest snapshot' }, patient)).toBeVisible();
    await expect(asked).toEqual([{ path: '/api/proof-of-reserves', authorization: null }]);
  },
};

export const FailedLoadCanBeRetried: Story = {
  beforeEach: serve(1),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, patient)).toHaveTextContent(
      'The proof of reserves could not be loaded. Please try again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('region', { name: 'History' }, patient)).toBeVisible();
    await expect(asked).toHaveLength(2);
  },
};
