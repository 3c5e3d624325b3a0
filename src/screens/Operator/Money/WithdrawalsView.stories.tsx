import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { OperatorWithdrawal } from '../../../api/operatorMoney';
import { listOf } from '../shared/listStories';
import {
  closedDecision,
  completedWithdrawals,
  pendingWithdrawals,
  processingWithdrawals,
  rejectedWithdrawals,
} from './moneyFixtures';
import { WithdrawalsView } from './WithdrawalsView';

const list = (rows: OperatorWithdrawal[] | null, overrides: Parameters<typeof listOf>[1] = {}) =>
  listOf(rows, overrides);

const meta = {
  title: 'Screens/Operator/Money/Withdrawals',
  component: WithdrawalsView,
  parameters: { router: { initialEntries: ['/operator/money/withdrawals'] } },
  args: {
    list: list(pendingWithdrawals),
    canWrite: true,
    outcome: null,
    onDismissOutcome: fn(),
    onApprove: fn(),
    onPaid: fn(),
    onReject: fn(),
    decision: closedDecision,
    onTextChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof WithdrawalsView>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, text: string) =>
  within(within(canvasElement).getByRole('table'))
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(text)) as HTMLElement;

export const PendingQueue: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Pending withdrawals' })).toBeVisible();
    await expect(canvas.getByLabelText('Status')).toHaveValue('0');
    const row = rowOf(canvasElement, 'WD000000000004');
    await expect(row).toHaveTextContent('20.00 USDT');
    await expect(row).toHaveTextContent('19.00 USDT');
    await expect(row).toHaveTextContent('TRC20 TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    await expect(within(row).queryByRole('button', { name: 'Mark paid' })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    await expect(args.onApprove).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
    await userEvent.click(within(row).getByRole('button', { name: 'Reject' }));
    await expect(args.onReject).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'Processing');
    await expect(args.list.onChange).toHaveBeenCalledWith({ status: '3' });
  },
};

export const PagedQueue: Story = {
  name: 'Page 2 of 150 pending: where the operator is, every page to the last, and the export',
  args: { list: list(pendingWithdrawals, { params: { page: 2 }, total: 150 }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 51 to 52 of 150 results')).toBeVisible();
    const pages = canvas.getByRole('navigation', { name: 'Pending withdrawals pages' });
    await expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(pages).getByRole('button', { name: 'Last' }));
    await expect(args.list.onChange).toHaveBeenCalledWith({ page: 3 });
    // By keyboard: the order, then the page size.
    const order = canvas.getByLabelText('Order by');
    order.focus();
    await userEvent.selectOptions(order, 'Amount');
    await expect(args.list.onChange).toHaveBeenCalledWith({ sort: 'amount' });
    await userEvent.selectOptions(canvas.getByLabelText('Rows per page'), '100');
    await expect(args.list.onChange).toHaveBeenCalledWith({ per_page: 100 });
    await userEvent.type(canvas.getByRole('textbox', { name: 'Member' }), 'bob{Enter}');
    await expect(args.list.onChange).toHaveBeenCalledWith({ username: 'bob' });
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(args.list.onExport).toHaveBeenCalledOnce());
  },
};

export const ProcessingQueue: Story = {
  args: { list: list(processingWithdrawals, { params: { status: '3' } }) },
  play: async ({ canvasElement, args }) => {
    const row = rowOf(canvasElement, 'WD000000000003');
    await expect(row).toHaveTextContent('Processing');
    await expect(within(row).queryByRole('button', { name: 'Approve' })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Mark paid' }));
    await expect(args.onPaid).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
  },
};

/** Paid on a watched chain, short of its confirmations: it says so, and nothing more can be done to it. */
export const PayoutConfirming: Story = {
  args: {
    list: list(
      [
        {
          ...processingWithdrawals[0]!,
          t_hash: '0x9f3ac2d1e4b7c2d1',
          payout_block: 41230577,
          payout_seen_at: '2026-03-14T09:41:00.000Z',
        },
      ],
      { params: { status: '3' } },
    ),
  },
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement, 'WD000000000003');
    await expect(row).toHaveTextContent(
      'Processing 0x9f3ac2d1e4b7c2d1 Payout confirming since block 41230577',
    );
    await expect(within(row).queryByRole('button', { name: 'Mark paid' })).toBeNull();
    await expect(within(row).queryByRole('button', { name: 'Reject' })).toBeNull();
  },
};

export const CompletedAndRejected: Story = {
  name: 'Completed and rejected: settled, nothing to do',
  args: { list: list([...completedWithdrawals, ...rejectedWithdrawals], { params: { status: '1' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    await expect(rowOf(canvasElement, 'WD000000000002')).toHaveTextContent('Completed f00dbabe12345678');
    await expect(rowOf(canvasElement, 'WD000000000001')).toHaveTextContent(
      'Rejected Address flagged by the operator',
    );
    await expect(within(canvas.getByRole('table')).queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = {
  args: { list: list(null, { loading: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { list: list([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No pending withdrawals')).toBeVisible();
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

const subject = 'withdrawal WD000000000004 of 20.00 USDT for bob';

export const ApproveDialog: Story = {
  args: { decision: { ...closedDecision, target: { action: 'withdrawal.approve', id: 4, subject } } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Approve this withdrawal?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Withdrawal WD000000000004 of 20.00 USDT for bob moves to Processing. Above the approval threshold it waits for a second operator instead.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const MarkPaidDialog: Story = {
  name: 'Mark paid asks for the transaction hash',
  args: {
    list: list(processingWithdrawals, { params: { status: '3' } }),
    decision: {
      ...closedDecision,
      target: { action: 'withdrawal.paid', id: 3, subject },
      text: 'abc',
      fieldError: 'Transaction hash must be 8 to 128 letters and digits',
    },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Mark this withdrawal paid?' });
    const hash = within(dialog).getByLabelText('Transaction hash');
    // The dialog takes focus once it has drawn, which a loaded machine may show a moment later.
    await waitFor(() => expect(hash).toHaveFocus());
    await expect(hash).toHaveValue('abc');
    await expect(hash).toHaveAccessibleDescription(/8 to 128 letters and digits/);
    // Only letters and digits reach the field.
    await userEvent.type(hash, '-');
    await expect(args.onTextChange).toHaveBeenLastCalledWith('abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const RejectDialog: Story = {
  args: {
    decision: {
      ...closedDecision,
      target: { action: 'withdrawal.reject', id: 4, subject },
      text: 'Address flagged',
      error: 'Withdrawal 4 is already Completed',
    },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Reject this withdrawal?' });
    await expect(dialog).toHaveAccessibleDescription(/amount goes back to the member's wallet/);
    await expect(within(dialog).getByLabelText('Reason')).toHaveValue('Address flagged');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Withdrawal 4 is already Completed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const WaitingForASecondOperator: Story = {
  name: '202: approved above the threshold, waiting for a second operator',
  args: {
    outcome: {
      message:
        "Withdrawal WD000000000005 of 2500.00 USDT for erin is above the threshold: waiting for a second operator's approval.",
      waiting: true,
    },
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent("waiting for a second operator's approval");
    await expect(within(status).getByRole('link', { name: 'Open Approvals' })).toHaveAttribute(
      'href',
      '/operator/money/approvals',
    );
  },
};

export const NowProcessing: Story = {
  args: {
    outcome: {
      message: `Withdrawal WD000000000004 of 20.00 USDT for bob is now Processing. Mark it paid once the transfer is sent.`,
      waiting: false,
    },
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('is now Processing');
    await expect(within(status).queryByRole('link')).toBeNull();
  },
};

export const AuditorReadsOnly: Story = {
  args: { canWrite: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Pending withdrawals' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Approve' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Reject' })).toBeNull();
    await expect(canvas.getByLabelText('Status')).toBeEnabled();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement, 'WD000000000004');
    const [code, member] = within(row).getAllByRole('cell');
    await expect(code!.getBoundingClientRect().left).toBeGreaterThan(member!.getBoundingClientRect().left);
    await expect(within(row).getByText('20.00 USDT').closest('bdi')).toHaveAttribute('dir', 'ltr');
    // The filters start at the inline start of the toolbar: the right in rtl.
    const status = within(canvasElement).getByLabelText('Status');
    const order = within(canvasElement).getByLabelText('Order by');
    await expect(status.getBoundingClientRect().left).toBeGreaterThan(order.getBoundingClientRect().left);
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
    const reject = within(rowOf(canvasElement, 'WD000000000005')).getByRole('button', { name: 'Reject' });
    await expect(reject.getBoundingClientRect().right).toBeLessThanOrEqual(frame.right);
    await userEvent.click(reject);
    await expect(args.onReject).toHaveBeenCalledWith(expect.objectContaining({ id: 5 }));
  },
};
