import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type StatusKind, StatusPill, statusKindNames, statusKinds } from './StatusPill';

const meta = {
  title: 'UI/StatusPill',
  component: StatusPill,
  args: { kind: 'payout', status: 1 },
} satisfies Meta<typeof StatusPill>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {
  play: async ({ canvasElement }) => {
    const pill = within(canvasElement).getByText('Paid');
    await expect(pill).toHaveAttribute('data-tone', 'positive');
  },
};

export const EveryStatus: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {statusKindNames.map((kind) => (
        <div key={kind} data-kind={kind} style={{ display: 'flex', gap: 8 }}>
          {Object.keys(statusKinds[kind]).map((code) => (
            <StatusPill key={code} kind={kind} status={code} />
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const row = (kind: string) => canvasElement.querySelector<HTMLElement>(`[data-kind="${kind}"]`)!;
    await expect(row('payout').textContent).toBe('UnpaidPaid');
    await expect(row('withdrawal').textContent).toBe('PendingCompletedRejectedProcessing');
    await expect(row('transfer').textContent).toBe('PendingApprovedRejected');
    await expect(row('ticket').textContent).toBe('NewOpenCloseReopen');
    await expect(row('reserveSnapshot').textContent).toBe('PublishedWaiting for a second operatorDeclined');
    await expect(within(row('payout')).getByText('Unpaid')).toHaveAttribute('data-tone', 'critical');
    await expect(within(row('withdrawal')).getByText('Processing')).toHaveAttribute('data-tone', 'accent');
  },
};

/** One list's pills in a row, as a list a person can find by its name. */
function PillList({
  label,
  kind,
  statuses,
}: {
  label: string;
  kind: StatusKind;
  statuses: (number | string)[];
}) {
  return (
    <ul aria-label={label} style={{ display: 'flex', gap: 8, listStyle: 'none', padding: 0 }}>
      {statuses.map((status) => (
        <li key={status}>
          <StatusPill kind={kind} status={status} />
        </li>
      ))}
    </ul>
  );
}

/** The pills of the list named `label`, in order. */
const pillsIn = (canvasElement: HTMLElement, label: string) =>
  within(within(canvasElement).getByRole('list', { name: label }))
    .getAllByRole('listitem')
    .map((item) => item.firstElementChild as HTMLElement);

export const TransferStatuses: Story = {
  render: () => <PillList label="Transfers" kind="transfer" statuses={['0', 1, 2]} />,
  play: async ({ canvasElement }) => {
    const pills = pillsIn(canvasElement, 'Transfers');
    await expect(pills.map((pill) => pill.textContent)).toEqual(['Pending', 'Approved', 'Rejected']);
    await expect(pills.map((pill) => pill.dataset.tone)).toEqual(['warning', 'positive', 'critical']);
  },
};

/** A reserve snapshot's status comes as a word, not a code; each is written out and tinted by its tone. */
export const ReserveSnapshotStatuses: Story = {
  render: () => (
    <PillList label="Snapshots" kind="reserveSnapshot" statuses={['published', 'pending', 'declined']} />
  ),
  play: async ({ canvasElement }) => {
    const pills = pillsIn(canvasElement, 'Snapshots');
    await expect(pills.map((pill) => pill.textContent)).toEqual([
      'Published',
      'Waiting for a second operator',
      'Declined',
    ]);
    await expect(pills.map((pill) => pill.dataset.tone)).toEqual(['positive', 'warningSoft', 'neutral']);
    // Waiting is filled with its tone, where a declined snapshot's pill is plain.
    await expect(getComputedStyle(pills[1]!).backgroundColor).not.toBe(
      getComputedStyle(pills[2]!).backgroundColor,
    );
  },
};

export const UnknownStatusWordShowsTheWord: Story = {
  args: { kind: 'reserveSnapshot', status: 'archived' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('archived')).toHaveAttribute('data-tone', 'neutral');
  },
};

export const UnknownCodeShowsTheCode: Story = {
  args: { kind: 'ticket', status: 9 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('9')).toHaveAttribute('data-tone', 'neutral');
  },
};
