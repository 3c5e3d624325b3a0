import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { clearSession, getSession, setSession } from '../../api/session';
import { installSessionExpiry } from '../../app/sessionExpiry';
import { notify, ToastHost } from '../../ui';
import { LevelDetailsScreen } from './LevelDetailsScreen';
import { levels } from './levelFixtures';

const asked: string[] = [];
const navigated: string[] = [];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Replaces the network for one story; the screen runs its real query against it. */
const serve = (answer: () => Response) => () => {
  asked.length = 0;
  navigated.length = 0;
  setSession({ token: 'story-token', status: '1', username: 'demo' });
  const realFetch = window.fetch;
  window.fetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    asked.push(`${url.pathname.replace(/^\/api\//, '')}${url.search}`);
    return answer();
  };
  const uninstall = installSessionExpiry(
    (to) => navigated.push(to),
    () => undefined,
  );
  return () => {
    window.fetch = realFetch;
    uninstall();
    clearSession();
    notify.dismiss();
  };
};

const meta = {
  title: 'Screens/LevelDetails/Wired',
  component: LevelDetailsScreen,
  parameters: { router: { initialEntries: ['/user/levelDetails'] } },
  decorators: [
    (Story) => (
      <>
        <Story />
        <ToastHost />
      </>
    ),
  ],
} satisfies Meta<typeof LevelDetailsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ListsLevelsAndTheirMembers: Story = {
  beforeEach: serve(() => json({ status: true, data: levels })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'View level 2' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Downline users for level 2' }));
    await expect(dialog.getByText('carol')).toBeVisible();
    await expect(dialog.getByText('dave')).toBeVisible();
    await expect(asked).toEqual(['user-team-details']);
  },
};

export const FailedListSaysSo: Story = {
  beforeEach: serve(() => json({ status: false, msg: 'Unexpected' }, 422)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Request failed please try again',
    );
    await waitFor(() =>
      expect(screen.getAllByText('Request failed please try again').length).toBeGreaterThan(1),
    );
  },
};

export const ExpiredSignInSendsTheMemberHome: Story = {
  beforeEach: serve(() => json({ status: 0, msg: 'Unauthenticated.' }, 401)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Authentication Failed. Please Login Again....',
    );
    await waitFor(() =>
      expect(screen.getAllByText('Authentication Failed. Please Login Again....').length).toBeGreaterThan(1),
    );
    await waitFor(() => expect(navigated).toEqual(['/']), { timeout: 3000 });
    await expect(getSession()).toBeNull();
    await expect(screen.queryByText('Request failed please try again')).toBeNull();
  },
};
