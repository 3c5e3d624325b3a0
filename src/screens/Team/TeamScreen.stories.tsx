import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { getSession } from '../../api/session';
import { fakeNetwork, json, withToasts } from '../shared/wiredStory';
import { TeamScreen } from './TeamScreen';
import { member } from './teamFixtures';

const { asked, navigated, serve } = fakeNetwork();

const teams: Record<string, unknown[]> = {
  directTeam: [
    member('demo', { direct_count: 2 }),
    member('alice', { sponsor: 'demo', direct_count: 2 }),
    member('bob', { sponsor: 'demo', direct_count: 0 }),
  ],
  'directTeam?username=alice': [
    member('alice', { sponsor: 'demo', direct_count: 2 }),
    member('carol', { sponsor: 'alice', direct_count: 1 }),
    member('dave', { sponsor: 'alice', is_paid: 0 }),
  ],
  'directTeam?username=carol': [
    member('carol', { sponsor: 'alice', direct_count: 1 }),
    member('heidi', { sponsor: 'carol' }),
  ],
};

const team = (path: string) =>
  teams[path]
    ? json({ status: true, data: teams[path] })
    : json({ status: false, msg: 'This member is not in your team' }, 403);

const meta = {
  title: 'Screens/Team/Wired',
  component: TeamScreen,
  parameters: { router: { initialEntries: ['/user/team'] } },
  decorators: [withToasts],
} satisfies Meta<typeof TeamScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoadsChildrenOnClickAndOnlyOnce: Story = {
  beforeEach: serve(team),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alice = await canvas.findByRole('treeitem', { name: /^alice / });
    await expect(asked).toEqual(['directTeam']);
    const before = alice.getBoundingClientRect();
    await userEvent.click(alice);
    await expect(await canvas.findByRole('treeitem', { name: /^carol / })).toHaveAttribute('aria-level', '3');
    // The clicked member stays under the pointer while its team opens beneath it.
    const after = canvas.getByRole('treeitem', { name: /^alice / }).getBoundingClientRect();
    await expect(Math.abs(after.left - before.left)).toBeLessThan(2);
    await expect(after.top).toBe(before.top);
    await expect(canvas.getByRole('treeitem', { name: /^dave Unpaid/ })).toBeVisible();
    await expect(asked).toEqual(['directTeam', 'directTeam?username=alice']);

    // A member with no direct team has nothing to load; a loaded one folds and unfolds without asking again.
    await userEvent.click(canvas.getByRole('treeitem', { name: /^bob / }));
    await userEvent.click(canvas.getByRole('treeitem', { name: /^alice / }));
    await waitFor(() => expect(canvas.queryByRole('treeitem', { name: /^carol / })).toBeNull());
    await userEvent.click(canvas.getByRole('treeitem', { name: /^alice / }));
    await expect(await canvas.findByRole('treeitem', { name: /^carol / })).toBeVisible();
    await expect(asked).toEqual(['directTeam', 'directTeam?username=alice']);
  },
};

export const SearchMakesAMemberTheTop: Story = {
  beforeEach: serve(team),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('treeitem', { name: /^demo / });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search by user name' }), 'carol');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const top = await canvas.findByRole('treeitem', { name: /^carol / });
    await expect(top).toHaveAttribute('aria-level', '1');
    await expect(canvas.getByRole('treeitem', { name: /^heidi / })).toHaveAttribute('aria-level', '2');
    await expect(canvas.queryByRole('treeitem', { name: /^demo / })).toBeNull();
  },
};

export const SearchOutsideTheTeamShowsTheServersMessage: Story = {
  beforeEach: serve(team),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('treeitem', { name: /^demo / });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search by user name' }), 'stranger{Enter}');
    await waitFor(() => expect(screen.getByText('This member is not in your team')).toBeVisible());
    await expect(asked).toContain('directTeam?username=stranger');
    await expect(canvas.getByRole('treeitem', { name: /^demo / })).toHaveAttribute('aria-level', '1');
  },
};

export const FailedTeamSaysNoDataFound: Story = {
  beforeEach: serve(() => json({ status: false, msg: 'Unexpected' }, 422)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No Data Found')).toBeVisible();
    await waitFor(() => expect(screen.getAllByText('No Data Found').length).toBeGreaterThan(1));
  },
};

export const ExpiredSignInSendsTheMemberHome: Story = {
  beforeEach: serve(() => json({ status: 0, msg: 'Unauthenticated.' }, 401)),
  play: async () => {
    await waitFor(() =>
      expect(screen.getByText('Authentication Failed. Please Login Again....')).toBeVisible(),
    );
    await waitFor(() => expect(navigated).toEqual(['/']));
    await expect(getSession()).toBeNull();
  },
};
