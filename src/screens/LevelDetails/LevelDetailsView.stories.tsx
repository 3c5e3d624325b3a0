import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LevelDetailsView, type LevelDetailsViewProps } from './LevelDetailsView';
import { largeLevelPage, levels, levelsWithALargeLevel } from './levelFixtures';

/**
 * Opens, pages and closes the level dialogs as the screen does, so a story can click through them; a later
 * page stays loading unless the story's `downline` brings its answer.
 */
function OpeningLevels(args: LevelDetailsViewProps) {
  const [downline, setDownline] = useState(args.downline);
  return (
    <LevelDetailsView
      {...args}
      downline={downline}
      onOpenDownline={(level) => {
        args.onOpenDownline(level);
        setDownline({ level, page: 1, result: undefined, error: null });
      }}
      onCloseDownline={() => {
        args.onCloseDownline();
        setDownline(null);
      }}
      onDownlinePageChange={(page) => {
        args.onDownlinePageChange(page);
        setDownline((current) => current && { ...current, page, result: undefined, error: null });
      }}
    />
  );
}

const meta = {
  title: 'Screens/LevelDetails',
  component: LevelDetailsView,
  parameters: { router: { initialEntries: ['/user/levelDetails'] } },
  args: {
    levels,
    loading: false,
    error: null,
    onRetry: fn(),
    downline: null,
    onOpenDownline: fn(),
    onCloseDownline: fn(),
    onDownlinePageChange: fn(),
    onRetryDownline: fn(),
  },
  render: (args) => <OpeningLevels {...args} />,
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

const firstCells = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

export const LargeLevelFirstPage: Story = {
  args: { levels: levelsWithALargeLevel },
  play: async ({ canvasElement, args }) => {
    const view = within(canvasElement).getByRole('button', { name: 'View level 3' });
    await userEvent.click(view);
    await expect(args.onOpenDownline).toHaveBeenCalledWith(3);
    const dialog = await screen.findByRole('dialog', { name: 'Downline users for level 3' });
    const serials = firstCells(dialog);
    await expect(serials).toHaveLength(50);
    await expect([serials[0], serials[49]]).toEqual(['1', '50']);
    await expect(within(dialog).getByText('Showing 1 to 50 of 120 results')).toBeVisible();
    const pages = within(within(dialog).getByRole('navigation', { name: 'Level 3 pages' }));
    await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('button', { name: 'Page 3' })).toBeVisible();
    await expect(pages.queryByRole('button', { name: 'Page 4' })).toBeNull();

    // The keyboard reaches the next page, which loads in place.
    pages.getByRole('button', { name: 'Next page' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownlinePageChange).toHaveBeenCalledWith(2);
    await expect(within(dialog).getByRole('table', { name: 'Downline users for level 3' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(dialog).getByText('Showing 51 to 100 of 120 results')).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Next page' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onCloseDownline).toHaveBeenCalledOnce();
    await expect(view).toHaveFocus();
  },
};

export const LaterPage: Story = {
  args: {
    levels: levelsWithALargeLevel,
    downline: { level: 3, page: 2, result: largeLevelPage(2), error: null },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Downline users for level 3' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(50);
    await expect(cells(rows[0] as HTMLElement)).toEqual(['51', 'member051', '300.00 USDT', '20-02-2026']);
    await expect(firstCells(dialog).at(-1)).toBe('100');
    await expect(within(dialog).getByText('Showing 51 to 100 of 120 results')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const LaterPageLoading: Story = {
  args: {
    levels: levelsWithALargeLevel,
    downline: { level: 3, page: 3, result: undefined, error: null },
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Downline users for level 3' }));
    const table = dialog.getByRole('table', { name: 'Downline users for level 3' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(table.querySelectorAll('[data-loading-row]').length).toBeGreaterThan(0);
    await expect(dialog.queryByText('member001')).toBeNull();
    await expect(dialog.getByText('Showing 101 to 120 of 120 results')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  },
};

export const LaterPageFailed: Story = {
  args: {
    levels: levelsWithALargeLevel,
    downline: { level: 3, page: 2, result: undefined, error: 'Request failed please try again' },
  },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Downline users for level 3' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('Request failed please try again');
    await expect(dialog.queryByRole('table')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryDownline).toHaveBeenCalledOnce();
    // The member may also leave the failed page for another one.
    await userEvent.click(dialog.getByRole('button', { name: 'Page 1' }));
    await expect(args.onDownlinePageChange).toHaveBeenCalledWith(1);
    await expect(dialog.getAllByRole('row')).toHaveLength(51);
  },
};
