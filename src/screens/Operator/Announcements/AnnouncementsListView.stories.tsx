import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AnnouncementsListView } from './AnnouncementsListView';
import { announcements, announcementsPage } from './announcementsFixtures';

const meta = {
  title: 'Screens/Operator/Announcements/List',
  component: AnnouncementsListView,
  args: {
    page: announcementsPage(),
    loading: false,
    loadError: null,
    onReload: fn(),
    onPageChange: fn(),
    canWrite: true,
    composing: false,
    onCompose: fn(),
    form: <p>The form</p>,
    withdrawing: null,
    withdrawBusy: false,
    onWithdraw: fn(),
    onConfirmWithdraw: fn(),
    onCancelWithdraw: fn(),
  },
} satisfies Meta<typeof AnnouncementsListView>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, title: string) =>
  within(within(canvasElement).getByText(title).closest('tr') as HTMLElement);

export const Loading: Story = {
  args: { page: null, loading: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Announcements' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { page: announcementsPage([]) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No announcements yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'New announcement' }));
    await expect(canvas.getByRole('button', { name: 'New announcement' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(args.onCompose).toHaveBeenCalledOnce();
  },
};

export const EveryState: Story = {
  name: 'Scheduled, showing, expired and withdrawn, with the pinned marker and reads',
  play: async ({ canvasElement, args }) => {
    const scheduled = rowOf(canvasElement, 'Maintenance on Sunday night');
    await expect(scheduled.getByText('Scheduled')).toBeVisible();
    await expect(scheduled.getByText('Pinned')).toBeVisible();
    await expect(scheduled.getByText('08-03-2026', { exact: false })).toBeVisible();
    await expect(scheduled.getByText('0')).toBeVisible();
    const showing = rowOf(canvasElement, 'New reserve plans');
    await expect(showing.getByText('Showing')).toBeVisible();
    await expect(showing.getByText('No end')).toBeVisible();
    await expect(showing.getByText('412')).toBeVisible();
    await expect(showing.queryByText('Pinned')).toBeNull();
    await expect(rowOf(canvasElement, 'Holiday support hours').getByText('Expired')).toBeVisible();
    const withdrawn = rowOf(canvasElement, 'Wrong fee table');
    await expect(withdrawn.getByText('Withdrawn')).toBeVisible();
    await expect(withdrawn.getAllByText(/^02-11-2025 /)).toHaveLength(2);
    // Only what members see now, or will, can be withdrawn.
    await expect(within(canvasElement).getAllByRole('button', { name: 'Withdraw' })).toHaveLength(2);
    await expect(withdrawn.queryByRole('button')).toBeNull();
    await userEvent.click(showing.getByRole('button', { name: 'Withdraw' }));
    await expect(args.onWithdraw).toHaveBeenCalledWith(announcements[1]);
    await expect(showing.getByRole('button', { name: 'Withdraw' })).toHaveAccessibleDescription(
      /New reserve plans/,
    );
  },
};

export const Composing: Story = {
  args: { composing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The form')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New announcement' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const WithdrawConfirmation: Story = {
  args: { withdrawing: announcements[1]! },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw announcement' }));
    await expect(dialog.getByText(/“New reserve plans” stops showing to members at once/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Withdraw' }));
    await expect(args.onConfirmWithdraw).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: 'Keep it' }));
    await expect(args.onCancelWithdraw).toHaveBeenCalledOnce();
  },
};

export const Withdrawing: Story = {
  args: { withdrawing: announcements[1]!, withdrawBusy: true },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw announcement' }));
    await expect(dialog.getByRole('button', { name: 'Withdraw' })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancelWithdraw).not.toHaveBeenCalled();
  },
};

export const LoadFailed: Story = {
  args: { page: null, loadError: 'The announcements could not be loaded.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The announcements could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(args.onReload).toHaveBeenCalled());
  },
};

export const AuditorReadsOnly: Story = {
  name: 'Auditor: every announcement, its state and reads, nothing to publish or withdraw',
  args: { canWrite: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('New reserve plans')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'New announcement' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const title = canvas.getByRole('columnheader', { name: 'Title' }).getBoundingClientRect();
    const reads = canvas.getByRole('columnheader', { name: 'Reads' }).getBoundingClientRect();
    await expect(title.left).toBeGreaterThan(reads.right);
    // The page's heading at the right, New announcement at the left.
    const heading = canvas.getByRole('heading', { name: 'Announcements' }).getBoundingClientRect();
    const create = canvas.getByRole('button', { name: 'New announcement' }).getBoundingClientRect();
    await expect(heading.right).toBeGreaterThan(create.right);
    // The pinned marker follows the title in reading order: to its left.
    const row = rowOf(canvasElement, 'Maintenance on Sunday night');
    const pinned = row.getByText('Pinned').getBoundingClientRect();
    await expect(pinned.right).toBeLessThanOrEqual(
      row.getByText('Maintenance on Sunday night').getBoundingClientRect().left,
    );
  },
};

export const OnAPhone: Story = {
  name: 'At 390 px: each announcement a card, Withdraw within reach',
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 390 }} data-testid="phone">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(390);
    const frame = phone.getBoundingClientRect();
    for (const button of canvas.getAllByRole('button', { name: 'Withdraw' })) {
      const box = button.getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(frame.right);
      await expect(box.left).toBeGreaterThanOrEqual(frame.left);
    }
  },
};
