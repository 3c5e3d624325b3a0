import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { approvalKinds, moneyApprovalKinds } from '../../../api/contract/approvalRules';
import type { ApprovalRequest } from '../../../api/operatorMoney';
import { approval } from '../shared/approvalFixtures';
import { listOf } from '../shared/listStories';
import { ApprovalsView } from './ApprovalsView';
import { closedDecision, decidedApprovals, ME, pendingApprovals } from './moneyFixtures';

const list = (rows: ApprovalRequest[] | null, overrides: Parameters<typeof listOf>[1] = {}) =>
  listOf(rows, { params: { sort: 'requested_at' }, ...overrides });

/** Requests of every kind beside the money moves: an operator change names the operator, a member change the member. */
const otherKinds: ApprovalRequest[] = [
  approval({
    id: 14,
    kind: 'operator_create',
    username: null,
    operator: 'new_support',
    amount: null,
    details: { username: 'new_support', role: 'support' },
  }),
  approval({
    id: 13,
    kind: 'member_unfreeze',
    username: 'dave',
    amount: null,
    details: { reason: 'Owner confirmed by phone' },
  }),
];

const meta = {
  title: 'Screens/Operator/Money/Approvals',
  component: ApprovalsView,
  parameters: { router: { initialEntries: ['/operator/money/approvals'] } },
  args: {
    me: ME,
    kinds: approvalKinds,
    decides: [...moneyApprovalKinds, 'member_unfreeze'],
    threshold: '1000',
    list: list([...otherKinds, ...pendingApprovals]),
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
  within(canvasElement).getByRole('table', { name: 'Waiting for a second person' });
const rowOf = (table: HTMLElement, text: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(text)) as HTMLElement;

export const Lists: Story = {
  name: 'What waits, of every kind, each named in words',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Deposits and withdrawals above/)).toHaveTextContent('1000.00 USDT');
    const pending = waitingTable(canvasElement);
    const headers = within(pending)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    await expect(headers).toEqual(['Kind', 'Concerns', 'Amount', 'Details', 'Asked by', 'When', 'Actions']);
    const deposit = rowOf(pending, 'Deposit #12');
    await expect(deposit).toHaveTextContent('1500.00 USDT');
    await expect(deposit).toHaveTextContent('USDT TRC20, hash a1b2c3d4e5f60718');
    await userEvent.click(within(deposit).getByRole('button', { name: 'Approve' }));
    await expect(args.onApprove).toHaveBeenCalledWith(expect.objectContaining({ id: 12 }));
    await expect(within(deposit).getByRole('button', { name: 'Approve' })).toHaveAccessibleDescription(
      'Deposit #12',
    );
    const operator = rowOf(pending, 'New operator #14');
    await expect(operator).toHaveTextContent('operator new_support');
    await expect(operator).toHaveTextContent('Add new_support as support');
    await expect(within(operator).getAllByRole('cell')[2]).toHaveTextContent('—');
    // Finance reads an operator change but an admin decides it.
    await expect(operator).toHaveTextContent('Another role decides this');
    const unfreeze = rowOf(pending, 'Lift withdrawal freeze #13');
    await expect(unfreeze).toHaveTextContent('dave');
    await expect(unfreeze).toHaveTextContent('Owner confirmed by phone');
    await userEvent.click(within(unfreeze).getByRole('button', { name: 'Decline' }));
    await expect(args.onDecline).toHaveBeenCalledWith(expect.objectContaining({ id: 13 }));
  },
};

export const Filters: Story = {
  name: 'By status, kind and member, by keyboard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByLabelText('Status');
    await expect(status).toHaveValue('pending');
    status.focus();
    await userEvent.selectOptions(status, 'Approved');
    await expect(args.list.onChange).toHaveBeenCalledWith({ status: 'approved' });
    const kind = canvas.getByLabelText('Kind');
    await expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toContain('Second factor reset');
    await userEvent.selectOptions(kind, 'Security PIN reset');
    await expect(args.list.onChange).toHaveBeenCalledWith({ kind: 'member_pin_reset' });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Member' }), 'dave{Enter}');
    await expect(args.list.onChange).toHaveBeenCalledWith({ username: 'dave' });
  },
};

export const ProofOfReserves: Story = {
  name: 'A proof of reserves waits with the figures approving it publishes',
  args: {
    list: list([
      approval({
        id: 15,
        kind: 'reserve_snapshot',
        username: null,
        amount: null,
        details: {
          snapshot_id: 12,
          root_hash: 'c0ffee5b1d7e4a2f9083b6c1d2e3f4a5b6c7d8e9f00112233445566778899aabb',
          members: 1204,
          liabilities: '8120.5',
          holdings: '8420.5',
          ratio_percent: '103.69',
        },
      }),
    ]),
    decides: [...moneyApprovalKinds, 'reserve_snapshot'],
  },
  play: async ({ canvasElement, args }) => {
    const row = rowOf(waitingTable(canvasElement), 'Proof of reserves #15');
    await expect(row).toHaveTextContent(
      'Publish snapshot #12: 1204 members owed 8120.50 USDT, 8420.50 USDT held (103.69%), root c0ffee5b…8899aabb',
    );
    await expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('—');
    await userEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    await expect(args.onApprove).toHaveBeenCalledWith(expect.objectContaining({ kind: 'reserve_snapshot' }));
  },
};

export const Decided: Story = {
  name: 'Decided: who decided, when and why',
  args: { list: list(decidedApprovals, { params: { status: 'all' } }) },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Requests' });
    await expect(rowOf(table, 'Deposit #9')).toHaveTextContent(`Approved by ${ME}`);
    await expect(rowOf(table, 'Adjustment #8')).toHaveTextContent(
      'Declined: Not a duplicate: two separate deposits by demo_admin',
    );
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
  args: { threshold: null, list: list(null, { loading: true }) },
  play: async ({ canvasElement }) => {
    await expect(waitingTable(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).queryByRole('button', { name: 'Approve' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { list: list([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing is waiting for a second person')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { list: list(null, { error: 'The list could not be loaded.' }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The list could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.list.onRetry).toHaveBeenCalledOnce();
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
    list: list(pendingApprovals.slice(1)),
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
  args: { me: 'demo_auditor', decides: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headers = within(waitingTable(canvasElement)).getAllByRole('columnheader');
    await expect(headers.map((th) => th.textContent)).not.toContain('Actions');
    await expect(canvas.queryByRole('button', { name: 'Approve' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Decline' })).toBeNull();
    await expect(canvas.queryByText('Waiting for another operator')).toBeNull();
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
