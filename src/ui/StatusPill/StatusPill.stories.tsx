import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusPill, statusKindNames, statusKinds } from './StatusPill';

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
    await expect(within(row('payout')).getByText('Unpaid')).toHaveAttribute('data-tone', 'critical');
    await expect(within(row('withdrawal')).getByText('Processing')).toHaveAttribute('data-tone', 'accent');
  },
};

export const TransferStatuses: Story = {
  render: () => (
    <ul aria-label="Transfers" style={{ display: 'flex', gap: 8, listStyle: 'none', padding: 0 }}>
      {['0', 1, 2].map((status) => (
        <li key={status}>
          <StatusPill kind="transfer" status={status} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('list', { name: 'Transfers' })).getAllByRole(
      'listitem',
    );
    await expect(items.map((item) => item.textContent)).toEqual(['Pending', 'Approved', 'Rejected']);
    const tones = items.map((item) => item.firstElementChild?.getAttribute('data-tone'));
    await expect(tones).toEqual(['warning', 'positive', 'critical']);
  },
};

export const UnknownCodeShowsTheCode: Story = {
  args: { kind: 'ticket', status: 9 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('9')).toHaveAttribute('data-tone', 'neutral');
  },
};
