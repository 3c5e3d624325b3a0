import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LevelDetailsView } from './LevelDetailsView';
import { levels } from './levelFixtures';

const meta = {
  title: 'Screens/LevelDetails',
  component: LevelDetailsView,
  parameters: { router: { initialEntries: ['/user/levelDetails'] } },
  args: { levels, loading: false, error: null, onRetry: fn() },
} satisfies Meta<typeof LevelDetailsView>;
export default meta;
type Story = StoryObj<typeof meta>;

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

export const Loading: Story = {
  args: { levels: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Levels' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Level Details');
    const table = within(canvas.getByRole('table', { name: 'Levels' }));
    await expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Level',
      'User Count',
      'Investment',
      'Income',
      'Action',
    ]);
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(6);
    await expect(cells(rows[0] as HTMLElement)).toEqual([
      'Level 1',
      '3',
      '1150.00 USDT',
      '34.13 USDT',
      'View',
    ]);
    await expect(cells(rows[5] as HTMLElement)).toEqual(['Level 6', '0', '0.00 USDT', '0.00 USDT', 'View']);
  },
};

export const ViewListsTheLevelsMembers: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View level 1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Downline users for level 1' }));
    await expect(dialog.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Serial No.',
      'Username',
      'Self Investment',
      'Joining Date',
    ]);
    const rows = dialog.getAllByRole('row').slice(1);
    await expect(rows.map(cells)).toEqual([
      ['1', 'alice', '500.00 USDT', '05-01-2026'],
      ['2', 'bob', '0.00 USDT', '09-01-2026'],
      ['3', 'grace', '650.00 USDT', '14-02-2026'],
    ]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: 'View level 1' })).toHaveFocus();
  },
};

export const EmptyLevel: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View level 4' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Downline users for level 4' }));
    await expect(dialog.getByText('No Data Available')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const NoLevels: Story = {
  args: { levels: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Data Available')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { levels: undefined, error: 'Request failed please try again' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Request failed please try again');
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Levels' });
    const [level, count] = within(table).getAllByRole('columnheader');
    await expect((level as HTMLElement).getBoundingClientRect().left).toBeGreaterThan(
      (count as HTMLElement).getBoundingClientRect().left,
    );
  },
};
