import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Outlet, Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ApprovalRequest } from '../../../api/operatorMoney';
import { clearOperatorToken, type OperatorRight, setOperatorToken } from '../../../api/operatorSession';
import { fakeNetwork, json, patient, type SentRequest } from '../../shared/wiredStory';
import { approval } from '../shared/approvalFixtures';
import type { OperatorShell } from '../shared/operatorShell';
import { MoneySection } from './MoneySection';
import { decidedApprovals, depositRows, ME, pendingApprovals, pendingWithdrawals } from './moneyFixtures';

const finance: OperatorShell = {
  operator: { id: 3, username: ME, role: 'finance' },
  role: 'finance',
  rights: ['members.read', 'money.read', 'money.write', 'plans.read'] satisfies OperatorRight[],
};
const auditor: OperatorShell = {
  operator: { id: 5, username: 'demo_auditor', role: 'auditor' },
  role: 'auditor',
  rights: ['members.read', 'money.read', 'audit.read'],
};

/** The back office shell around the section, as OperatorLayout hands it down. */
const withShell: Decorator = (Story, { parameters }) => (
  <Routes>
    <Route element={<Outlet context={parameters.shell ?? finance} />}>
      <Route path="/operator/:section/*" element={<Story />} />
    </Route>
  </Routes>
);

const { sent, sentTo, serve } = fakeNetwork('demo');

const envelope = (data: unknown[]) => ({
  status: true,
  current_page: 1,
  last_page: 1,
  from: data.length ? 1 : null,
  to: data.length || null,
  total: data.length,
  per_page: 50,
  first_page_url: 'operator/x?page=1',
  data,
});

/** A small back office server: its lists change as the section's requests decide and add. */
function moneyServer(
  decides: readonly string[] = ['deposit', 'withdrawal', 'adjustment', 'member_unfreeze'],
) {
  let pending = [...pendingApprovals];
  let approved = decidedApprovals.filter((request) => request.status === 'approved');
  const answer = (path: string, request: SentRequest): Response => {
    if (path.startsWith('operator/approvals?')) {
      const status = new URLSearchParams(path.split('?')[1]).get('status');
      const rows = status === 'pending' ? pending : status === 'approved' ? approved : [];
      return json({ ...envelope(rows), threshold: '1000', decides });
    }
    if (path === 'operator/approvals/12/approve') {
      const made: ApprovalRequest = {
        ...pending[0]!,
        status: 'approved',
        decided_by: ME,
        decided_at: new Date().toISOString(),
      };
      pending = pending.filter((item) => item.id !== 12);
      approved = [made, ...approved];
      return json({ status: true, data: made });
    }
    if (path === 'operator/approvals/10/approve') {
      return json(
        { status: false, message: 'Request #10 is already approved', msg: 'Request #10 is already approved' },
        409,
      );
    }
    if (path === 'operator/withdrawals?page=1&per_page=50&sort=created_at&dir=desc&status=0')
      return json(envelope(pendingWithdrawals));
    if (path.startsWith('operator/deposits?')) return json(envelope(depositRows));
    if (path === 'operator/withdrawals/5/approve') {
      const waiting = approval({
        id: 30,
        kind: 'withdrawal',
        username: 'erin',
        amount: '2500',
        requested_by: ME,
      });
      pending = [waiting, ...pending];
      return json(
        { status: true, message: "Waiting for a second operator's approval", approval: waiting },
        202,
      );
    }
    if (path === 'operator/deposit') {
      const body = request.body as { username: string; amount: string };
      const waiting = approval({ id: 31, username: body.username, amount: body.amount, requested_by: ME });
      pending = [waiting, ...pending];
      return json(
        { status: true, message: "Waiting for a second operator's approval", approval: waiting },
        202,
      );
    }
    return json({ status: false, message: `No fake for ${path}` }, 404);
  };
  const install = serve(answer);
  return () => {
    setOperatorToken('story-operator-token');
    const uninstall = install();
    return () => {
      uninstall();
      clearOperatorToken();
    };
  };
}

const meta = {
  title: 'Screens/Operator/Money/Wired',
  component: MoneySection,
  decorators: [withShell],
  parameters: { router: { initialEntries: ['/operator/money'] }, shell: finance },
} satisfies Meta<typeof MoneySection>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowWith = async (canvasElement: HTMLElement, table: string, text: string) => {
  const found = await within(canvasElement).findByRole('table', { name: table }, patient);
  return waitFor(() => {
    const row = within(found)
      .getAllByRole('row')
      .find((candidate) => candidate.textContent?.includes(text));
    if (!row) throw new Error(`No row with ${text}`);
    return row;
  }, patient);
};

export const ApproveARequest: Story = {
  name: 'Approve a request: confirmed, made, and gone from the waiting list',
  beforeEach: moneyServer(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await rowWith(canvasElement, 'Waiting for a second person', 'Deposit #12');
    await userEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await expect(await canvas.findByRole('status', {}, patient)).toHaveTextContent(
      'Approved: the deposit of 1500.00 USDT for alice (request #12) is made.',
    );
    await expect(screen.queryByRole('dialog')).toBeNull();
    const waiting = canvas.getByRole('table', { name: 'Waiting for a second person' });
    await waitFor(() => expect(within(waiting).queryByText('Deposit #12')).toBeNull(), patient);
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'Approved');
    await rowWith(canvasElement, 'Requests', 'Deposit #12');
    await expect(sentTo('POST', 'operator/approvals/12/approve')).toHaveLength(1);
  },
};

export const DecidedMeanwhile: Story = {
  name: '409: decided meanwhile, said in the dialog',
  beforeEach: moneyServer(),
  play: async ({ canvasElement }) => {
    const row = await rowWith(canvasElement, 'Waiting for a second person', 'Adjustment #10');
    await userEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await expect(await within(dialog).findByRole('alert', {}, patient)).toHaveTextContent(
      'Request #10 is already approved',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const WithdrawalWaits: Story = {
  name: '202: a large withdrawal waits for a second operator, and Approvals lists it',
  beforeEach: moneyServer(),
  parameters: { router: { initialEntries: ['/operator/money/withdrawals'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await rowWith(canvasElement, 'Pending withdrawals', 'WD000000000005');
    await userEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this withdrawal?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const status = await canvas.findByRole('status', {}, patient);
    await expect(status).toHaveTextContent("waiting for a second operator's approval");
    await userEvent.click(within(status).getByRole('link', { name: 'Open Approvals' }));
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Approvals' })).toHaveAttribute('aria-selected', 'true'),
    );
    const request = await rowWith(canvasElement, 'Waiting for a second person', 'Withdrawal #30');
    // Asked for by this operator: someone else approves it.
    await expect(request).toHaveTextContent('Waiting for another operator');
  },
};

export const RecordADepositThatWaits: Story = {
  name: 'Record a deposit above the threshold: it waits, and Approvals, read before, lists it',
  beforeEach: moneyServer(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Approvals is read first, so what follows must ask for it again.
    await rowWith(canvasElement, 'Waiting for a second person', 'Deposit #12');
    await userEvent.click(canvas.getByRole('tab', { name: 'Record deposit' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Record deposit' }, patient));
    await expect(canvas.getByLabelText('Member username')).toHaveAccessibleDescription(
      /Member username is required/,
    );
    await expect(sent).toHaveLength(0);
    await userEvent.type(canvas.getByLabelText('Member username'), 'frank');
    await userEvent.selectOptions(canvas.getByLabelText('Payment method'), 'USDT TRC20');
    await userEvent.type(canvas.getByLabelText('Amount (USDT)'), '2500');
    await userEvent.type(canvas.getByLabelText('Transaction hash'), 'abc12345def');
    await userEvent.click(canvas.getByRole('button', { name: 'Record deposit' }));
    const status = await canvas.findByRole('status', {}, patient);
    await expect(status).toHaveTextContent(
      "The deposit of 2500.00 USDT for frank is above the threshold and now waits for a second operator's approval (request #31).",
    );
    // What came of it is read next: the button that was pressed is gone.
    await waitFor(() => expect(status.parentElement).toHaveFocus(), patient);
    await expect(sentTo('POST', 'operator/deposit')[0]?.body).toEqual({
      username: 'frank',
      payment_method_id: 1,
      amount: '2500',
      txhash: 'abc12345def',
    });
    await userEvent.click(within(status).getByRole('link', { name: 'Open Approvals' }));
    await rowWith(canvasElement, 'Waiting for a second person', 'Deposit #31');
  },
};

export const DraftSurvivesATab: Story = {
  name: 'A half-written deposit survives a look at Approvals',
  beforeEach: moneyServer(),
  parameters: { router: { initialEntries: ['/operator/money/deposit'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Member username', {}, patient), 'frank');
    await userEvent.click(canvas.getByRole('tab', { name: 'Approvals' }));
    await rowWith(canvasElement, 'Waiting for a second person', 'Deposit #12');
    await expect(canvas.queryByLabelText('Member username')).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Record deposit' }));
    await expect(canvas.getByLabelText('Member username')).toHaveValue('frank');
  },
};

export const AuditorReadsOnly: Story = {
  name: 'An auditor: the lists without a button, and no form even by its address',
  beforeEach: moneyServer([]),
  parameters: { shell: auditor, router: { initialEntries: ['/operator/money/deposit'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowWith(canvasElement, 'Waiting for a second person', 'Deposit #12');
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Approvals',
      'Withdrawals',
      'Deposits',
    ]);
    await expect(canvas.queryByRole('button', { name: 'Approve' })).toBeNull();
    await expect(canvas.queryByLabelText('Member username')).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Withdrawals' }));
    await rowWith(canvasElement, 'Pending withdrawals', 'WD000000000004');
    await expect(canvas.queryByRole('button', { name: 'Reject' })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Deposits' }));
    await rowWith(canvasElement, 'Deposits', 'depotx0002');
    await expect(sent).toHaveLength(0);
  },
};
