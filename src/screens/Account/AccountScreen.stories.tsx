import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearSession, setSession } from '../../api/session';
import { notify, ToastHost } from '../../ui';
import { AccountScreen } from './AccountScreen';
import { dashboard } from './accountFixtures';
import { myProof } from './reserveProofFixtures';

/** The screen's own queries answer through React Query; a busy test machine may need more than a second. */
const patient = { timeout: 5000 };

const asked: string[] = [];
/** The dashboard and the member's proof of reserves, in the order they were asked for. */
const order: string[] = [];
let failNext = false;

const picture =
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#888"/></svg>';

/** Replaces the network for one story; the screen runs its real query against these answers. */
const serve = () => {
  asked.length = 0;
  order.length = 0;
  failNext = false;
  setSession({ token: 'story-token', status: '1', username: 'alice01' });
  const realFetch = window.fetch;
  window.fetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    // The member's uploaded picture, read beside the dashboard for the profile card.
    if (url.pathname === '/api/user') {
      return new Response(JSON.stringify({ status: true, data: { profile: { avatar: 'avatar?v=2' } } }), {
        headers: { 'content-type': 'application/json' },
      });
    }
    if (url.pathname === '/api/avatar')
      return new Response(picture, { headers: { 'content-type': 'image/svg+xml' } });
    order.push(url.pathname);
    // Verify my balance, under the account's own cards.
    if (url.pathname === '/api/proof-of-reserves/me') {
      return new Response(JSON.stringify({ status: true, data: myProof }), {
        headers: { 'content-type': 'application/json' },
      });
    }
    asked.push(url.pathname);
    const failing = failNext;
    failNext = false;
    return new Response(
      JSON.stringify(failing ? { status: false, msg: 'Unexpected' } : { status: true, data: dashboard }),
      { status: failing ? 422 : 200, headers: { 'content-type': 'application/json' } },
    );
  };
  return () => {
    window.fetch = realFetch;
    clearSession();
  };
};

const meta = {
  title: 'Screens/Account/Wired',
  component: AccountScreen,
  parameters: { router: { initialEntries: ['/user/account'] } },
  decorators: [
    (Story) => (
      <>
        <Story />
        <ToastHost />
      </>
    ),
  ],
} satisfies Meta<typeof AccountScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReadsTheDashboardOnce: Story = {
  beforeEach: serve,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Alice Moreau' }, patient)).toBeVisible();
    await expect(asked).toEqual(['/api/dashboard']);
    await expect(canvas.getByRole('status', { name: 'Your referral link' })).toHaveTextContent(
      `${window.location.origin}/register?u=TS10042`,
    );
  },
};

export const VerifyMyBalanceUnderTheCards: Story = {
  name: "Verify my balance comes under the account's cards, asked for once they are drawn",
  beforeEach: serve,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const proof = await canvas.findByRole('region', { name: 'Verify my balance' }, patient);
    await expect(await within(proof).findByText('1608.63 USDT', {}, patient)).toBeVisible();
    const functions = canvas.getByRole('region', { name: 'Common Functions' });
    await expect(functions.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      proof.getBoundingClientRect().top,
    );
    await expect(order).toEqual(['/api/dashboard', '/api/proof-of-reserves/me']);
  },
};

export const UploadedPictureInTheProfileCard: Story = {
  name: "The member's uploaded picture shows in the profile card",
  beforeEach: serve,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('region', { name: 'Alice Moreau' }, patient);
    const avatar = within(card).getByRole('img', { name: 'Alice Moreau' });
    await waitFor(
      () => expect(avatar.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^blob:/)),
      patient,
    );
  },
};

/**
 * The toasts the screen asks for while the story runs. Recorded at the call rather than looked for on the page:
 * the previous story's clean-up dismisses toasts asynchronously and may take a new one with it.
 */
const toasted: string[] = [];
function recordToasts() {
  toasted.length = 0;
  const error = notify.error;
  notify.error = (message: string) => {
    toasted.push(message);
    error(message);
  };
  return () => {
    notify.error = error;
  };
}

export const FailedLoadCanBeRetried: Story = {
  beforeEach: () => {
    const restore = serve();
    const unrecord = recordToasts();
    failNext = true;
    return () => {
      unrecord();
      restore();
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The page's own alert and a toast say the same.
    await expect(
      await canvas.findByText('Request failed please try again', { selector: 'p[role="alert"]' }, patient),
    ).toBeVisible();
    await waitFor(() => expect(toasted).toEqual(['Request failed please try again']), patient);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('region', { name: 'Daily' }, patient)).toBeVisible();
    await expect(asked).toEqual(['/api/dashboard', '/api/dashboard']);
  },
};
