import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { getSession } from '../../api/session';
import { fakeNetwork, json, withToasts } from '../shared/wiredStory';
import { LevelDetailsScreen } from './LevelDetailsScreen';
import { largeLevelPage, levels, levelsWithALargeLevel } from './levelFixtures';

const { asked, navigated, serve } = fakeNetwork();

const meta = {
  title: 'Screens/LevelDetails/Wired',
  component: LevelDetailsScreen,
  parameters: { router: { initialEntries: ['/user/levelDetails'] } },
  decorators: [withToasts],
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
    await waitFor(() => expect(navigated).toEqual(['/']));
    await expect(getSession()).toBeNull();
    await expect(screen.queryByText('Request failed please try again')).toBeNull();
  },
};

/** The levels with a large level 3, whose later pages `page` answers (by default, as the server would). */
const largeTeam =
  (
    page: (number: number) => Response | Promise<Response> = (n) =>
      json({ status: true, data: largeLevelPage(n) }),
  ) =>
  (path: string) => {
    const asked = /^user-team-details\/3\?page=(\d+)$/.exec(path);
    return asked ? page(Number(asked[1])) : json({ status: true, data: levelsWithALargeLevel });
  };

const openLevel3 = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'View level 3' }));
  return within(await screen.findByRole('dialog', { name: 'Downline users for level 3' }));
};

const serialsIn = (dialog: { getAllByRole: (role: 'row') => HTMLElement[] }) =>
  dialog
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

export const PagesThroughALargeLevel: Story = {
  beforeEach: serve(largeTeam()),
  play: async ({ canvasElement }) => {
    const dialog = await openLevel3(canvasElement);
    await expect(serialsIn(dialog)).toHaveLength(50);
    // The first page comes with the levels: no request of its own.
    await expect(asked).toEqual(['user-team-details']);

    await userEvent.click(dialog.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(serialsIn(dialog)[0]).toBe('51'));
    await expect(dialog.getByText('member051')).toBeVisible();
    await expect(serialsIn(dialog).at(-1)).toBe('100');
    await expect(dialog.getByText('Showing 51 to 100 of 120 results')).toBeVisible();

    await userEvent.click(dialog.getByRole('button', { name: 'Last' }));
    await waitFor(() => expect(serialsIn(dialog)).toHaveLength(20));
    await expect([serialsIn(dialog)[0], serialsIn(dialog).at(-1)]).toEqual(['101', '120']);

    await userEvent.click(dialog.getByRole('button', { name: 'First' }));
    await expect(serialsIn(dialog)[0]).toBe('1');
    await expect(asked).toEqual([
      'user-team-details',
      'user-team-details/3?page=2',
      'user-team-details/3?page=3',
    ]);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: 'View level 3' })).toHaveFocus();
  },
};

let releasePage: () => void = () => undefined;

export const PageLoading: Story = {
  beforeEach: serve(
    largeTeam(
      (n) =>
        new Promise<Response>((resolve) => {
          releasePage = () => resolve(json({ status: true, data: largeLevelPage(n) }));
        }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openLevel3(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Next page' }));
    const table = dialog.getByRole('table', { name: 'Downline users for level 3' });
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'));
    await expect(dialog.queryByText('member001')).toBeNull();
    await expect(dialog.getByText('Showing 51 to 100 of 120 results')).toBeVisible();

    releasePage();
    await waitFor(() => expect(serialsIn(dialog)[0]).toBe('51'));
    await expect(table).not.toHaveAttribute('aria-busy');
  },
};

export const FailedPageCanBeRetried: Story = {
  beforeEach: () => {
    let failures = 1;
    return serve(
      largeTeam((n) =>
        failures-- > 0
          ? json({ status: false, msg: 'Unexpected' }, 422)
          : json({ status: true, data: largeLevelPage(n) }),
      ),
    )();
  },
  play: async ({ canvasElement }) => {
    const dialog = await openLevel3(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Next page' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Request failed please try again');
    await waitFor(() =>
      expect(screen.getAllByText('Request failed please try again').length).toBeGreaterThan(1),
    );

    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(serialsIn(dialog)[0]).toBe('51'));
    await expect(dialog.queryByRole('alert')).toBeNull();
    await expect(asked).toEqual([
      'user-team-details',
      'user-team-details/3?page=2',
      'user-team-details/3?page=2',
    ]);
  },
};

export const ExpiredSignInOnAPage: Story = {
  beforeEach: serve(largeTeam(() => json({ status: 0, msg: 'Unauthenticated.' }, 401))),
  play: async ({ canvasElement }) => {
    const dialog = await openLevel3(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Next page' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Authentication Failed. Please Login Again....',
    );
    await waitFor(() => expect(navigated).toEqual(['/']));
    await expect(getSession()).toBeNull();
    await expect(screen.queryByText('Request failed please try again')).toBeNull();
  },
};
