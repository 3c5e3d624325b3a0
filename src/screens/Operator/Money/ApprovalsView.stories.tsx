import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ApprovalsView } from './ApprovalsView';
import { closedDecision, decidedApprovals, ME, pendingApprovals } from './moneyFixtures';

const list = <Row,>(rows: Row[] | null, overrides = {}) => ({
  rows,
  loading: false,
  error: null,
  onRetry: fn(),
  ...overrides,
});

const meta = {
  title: 'Screens/Operator/Money/Approvals',
  component: ApprovalsView,
  parameters: { router: { initialEntries: ['/operator/money/approvals'] } },
  args: {
    me: ME,
    canWrite: true,
    threshold: '1000',
    pending: list(pendingApprovals),
    decided: list(decidedApprovals),
    outcome: null,
    onDismissOutcome: fn(),
    onApprove: fn(),
    onDecline: fn(),
    decision: closedDecision,
    onTextChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ApprovalsView>;
export default meta;
type Story = StoryObj<typeof meta>;

const waitingTable = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: 'Waiting for a second operator' });
const rowOf = (table: HTMLElement, text: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(text)) as HTMLElement;

export const Lists: Story = {
  name: 'Pending first, then decided, with who decided',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Deposits and withdrawals above/)).toHaveTextContent('1000.00 USDT');
    const pending = waitingTable(canvasElement);
    const headers = within(pending)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    await expect(headers).toEqual(['Kind', 'Member', 'Amount', 'Details', 'Asked by', 'When', 'Actions']);
    const deposit = rowOf(pending, 'Deposit #12');
    await expect(deposit).toHaveTextContent('1500.00 USDT');
    await expect(deposit).toHaveTextContent('USDT TRC20, hash a1b2c3d4e5f60718');
    await expect(deposit).toHaveTextContent('demo_admin');
    await userEvent.click(within(deposit).getByRole('button', { name: 'Approve' }));
    await expect(args.onApprove).toHaveBeenCalledWith(expect.objectContaining({ id: 12 }));
    // The button's name stays 'Approve'; the row's request is its description.
    await expect(within(deposit).getByRole('button', { name: 'Approve' })).toHaveAccessibleDescription(
      'Deposit #12',
    );
    const adjustment = rowOf(pending, 'Adjustment #10');
    await expect(adjustment).toHaveTextContent('Credit to Withdraw wallet: Refund of a double fee');
    await userEvent.click(within(adjustment).getByRole('button', { name: 'Decline' }));
    await expect(args.onDecline).toHaveBeenCalledWith(expect.objectContaining({ id: 10 }));
    const decided = canvas.getByRole('table', { name: 'Decided requests' });
    await expect(rowOf(decided, 'Deposit #9')).toHaveTextContent('Approved');
    await expect(rowOf(decided, 'Deposit #9')).toHaveTextContent(ME);
    await expect(rowOf(decided, 'Adjustment #8')).toHaveTextContent(
      'Declined: Not a duplicate: two separate deposits',
    );
    await expect(rowOf(decided, 'Adjustment #8')).toHaveTextContent('demo_admin');
  },
};

export const OwnRequestWaits: Story = {
  name: "The operator's own request waits for another operator",
  play: async ({ canvasElement }) => {
    const own = rowOf(waitingTable(canvasElement), 'Withdrawal #11');
    await expect(own).toHaveTextContent('Waiting for another operator');
    await expect(within(own).queryByRole('button', { name: 'Approve' })).toBeNull();
    await expect(within(own).queryByRole('button', { name: 'Decline' })).toBeNull();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const approve = within(rowOf(waitingTable(canvasElement), 'Deposit #12')).getByRole('button', {
      name: 'Approve',
    });
    approve.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApprove).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(document.activeElement).toHaveTextContent('Decline');
    await userEvent.keyboard(' ');
    await expect(args.onDecline).toHaveBeenCalledWith(expect.objectContaining({ id: 12 }));
  },
};

export const Loading: Story = {
  args: { threshold: null, pending: list(null, { loading: true }), decided: list(null, { loading: true }) },
  play: async ({ canvasElement }) => {
    await expect(waitingTable(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).queryByRole('button', { name: 'Approve' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { pending: list([]), decided: list([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nothing is waiting for a second operator')).toBeVisible();
    await expect(canvas.getByText('No request has been decided yet')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { pending: list(null, { error: 'The list could not be loaded.' }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The list could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.pending.onRetry).toHaveBeenCalledOnce();
  },
};

const approving = {
  ...closedDecision,
  target: {
    action: 'approval.approve' as const,
    id: 12,
    subject: 'the deposit of 1500.00 USDT for alice (request #12)',
  },
};

export const ApproveDialog: Story = {
  args: { decision: approving },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Approve this request?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Approving makes the deposit of 1500.00 USDT for alice (request #12) at once, as the second operator. It cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const DeclineDialog: Story = {
  name: 'Decline asks for a reason',
  args: {
    decision: {
      ...closedDecision,
      target: { action: 'approval.decline', id: 10, subject: 'the adjustment of 5.50 USDT for carol' },
      fieldError: 'Reason is required',
    },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Decline this request?' });
    const reason = within(dialog).getByLabelText('Reason');
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveAccessibleDescription(/Reason is required/);
    await userEvent.type(reason, 'W');
    await expect(args.onTextChange).toHaveBeenCalledWith('W');
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const RefusedForTheRequester: Story = {
  name: "Refused: the requester's own request (403)",
  args: { decision: { ...approving, error: 'You asked for this; a second operator must approve it' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Approve this request?' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'You asked for this; a second operator must approve it',
    );
  },
};

export const Sending: Story = {
  args: { decision: { ...approving, busy: true } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Approve this request?' });
    const approve = within(dialog).getByRole('button', { name: 'Approve' });
    await expect(approve).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(approve);
    await userEvent.keyboard('{Escape}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Approved: Story = {
  name: 'Approved: what was made, and the lists refreshed',
  args: {
    outcome: {
      message: 'Approved: the deposit of 1500.00 USDT for alice (request #12) is made.',
      waiting: false,
    },
    pending: list(pendingApprovals.slice(1)),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Approved: the deposit of 1500.00 USDT');
    await expect(within(waitingTable(canvasElement)).queryByText('Deposit #12')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismissOutcome).toHaveBeenCalledOnce();
  },
};

export const AuditorReadsOnly: Story = {
  args: { me: 'demo_auditor', canWrite: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headers = within(waitingTable(canvasElement)).getAllByRole('columnheader');
    await expect(headers.map((th) => th.textContent)).not.toContain('Actions');
    await expect(canvas.queryByRole('button', { name: 'Approve' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Decline' })).toBeNull();
    await expect(canvas.queryByText('Waiting for another operator')).toBeNull();
    await expect(canvas.getByRole('table', { name: 'Decided requests' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const row = rowOf(waitingTable(canvasElement), 'Deposit #12');
    const [kind, member] = within(row).getAllByRole('cell');
    // The first column is at the right, and the amount still reads '1500.00 USDT' from left to right.
    await expect(kind!.getBoundingClientRect().left).toBeGreaterThan(member!.getBoundingClientRect().left);
    const amount = within(row).getByText('1500.00 USDT');
    await expect(amount.closest('bdi')).toHaveAttribute('dir', 'ltr');
    const approve = within(row).getByRole('button', { name: 'Approve' }).getBoundingClientRect();
    const decline = within(row).getByRole('button', { name: 'Decline' }).getBoundingClientRect();
    await expect(approve.left).toBeGreaterThan(decline.left);
  },
};

export const OnAPhone: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 390 }} data-testid="phone">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const phone = within(canvasElement).getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(390);
    const frame = phone.getBoundingClientRect();
    const row = rowOf(waitingTable(canvasElement), 'Deposit #12');
    const approve = within(row).getByRole('button', { name: 'Approve' });
    const box = approve.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(frame.left);
    await expect(box.right).toBeLessThanOrEqual(frame.right);
    await userEvent.click(approve);
    await expect(args.onApprove).toHaveBeenCalledOnce();
  },
};
