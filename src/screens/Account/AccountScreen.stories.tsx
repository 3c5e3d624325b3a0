import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearSession, setSession } from '../../api/session';
import { notify, ToastHost } from '../../ui';
import { AccountScreen } from './AccountScreen';
import { dashboard } from './accountFixtures';

/** The screen's own queries answer through React Query; a busy test machine may need more than a second. */
const patient = { timeout: 5000 };

const asked: string[] = [];
let failNext = false;

/** Replaces the network for one story; the screen runs its real query against these answers. */
const serve = () => {
  asked.length = 0;
  failNext = false;
  setSession({ token: 'story-token', status: '1', username: 'alice01' });
  const realFetch = window.fetch;
  window.fetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
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
    notify.dismiss();
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

/** Every toast text shown while the story runs, however soon the toast closes again. */
const toasted: string[] = [];
function watchToasts() {
  toasted.length = 0;
  const observer = new MutationObserver(() => {
    for (const toast of document.querySelectorAll('.Toastify__toast')) {
      const text = toast.textContent ?? '';
      if (!toasted.includes(text)) toasted.push(text);
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}

export const FailedLoadCanBeRetried: Story = {
  beforeEach: () => {
    const restore = serve();
    const unwatch = watchToasts();
    failNext = true;
    return () => {
      unwatch();
      restore();
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The page's own alert and a toast say the same.
    await expect(
      await canvas.findByText('Request failed please try again', { selector: 'p[role="alert"]' }, patient),
    ).toBeVisible();
    await waitFor(
      () => expect(toasted.some((text) => text.includes('Request failed please try again'))).toBe(true),
      patient,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('region', { name: 'Daily' }, patient)).toBeVisible();
    await expect(asked).toEqual(['/api/dashboard', '/api/dashboard']);
  },
};
