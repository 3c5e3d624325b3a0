import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { OperatorDepositRow } from '../../../api/operatorMoney';
import { listOf } from '../shared/listStories';
import { DepositsListView } from './DepositsListView';
import { closedDecision, depositRows } from './moneyFixtures';

const list = (rows: OperatorDepositRow[] | null, overrides: Parameters<typeof listOf>[1] = {}) =>
  listOf(rows, { ...overrides, params: { sort: 'recorded_at', ...overrides.params } });

const meta = {
  title: 'Screens/Operator/Money/Deposits',
  component: DepositsListView,
  parameters: { router: { initialEntries: ['/operator/money/deposits'] } },
  args: {
    list: list(depositRows, { total: 120 }),
    canWrite: true,
    outcome: null,
    onDismissOutcome: fn(),
    onCredit: fn(),
    decision: closedDecision,
    onTextChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof DepositsListView>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, text: string) =>
  within(within(canvasElement).getByRole('table', { name: 'Deposits' }))
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(text)) as HTMLElement;

export const Filled: Story = {
  name: 'Every deposit, those not yet in the wallet said so, filtered by keyboard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const waiting = rowOf(canvasElement, 'depotx0002');
    await expect(waiting).toHaveTextContent(/#22.*frank.*200\.00 USDT.*USDT BEP20/);
    await expect(waiting).toHaveTextContent("Waits for the member's balance sync");
    await expect(rowOf(canvasElement, 'depotx0001')).not.toHaveTextContent('Waits');
    await expect(canvas.getByText('Showing 1 to 2 of 120 results')).toBeVisible();
    const state = canvas.getByLabelText('State');
    state.focus();
    await userEvent.selectOptions(state, 'Not yet in the wallet');
    await expect(args.list.onChange).toHaveBeenCalledWith({ state: 'unsynced' });
    await userEvent.selectOptions(canvas.getByLabelText('Method'), 'USDT TRC20');
    await expect(args.list.onChange).toHaveBeenCalledWith({ payment_method_id: '1' });
    await userEvent.type(canvas.getByLabelText('Recorded from'), '2026-03-01');
    await expect(args.list.onChange).toHaveBeenCalledWith({ from: '2026-03-01' });
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.list.onExport).toHaveBeenCalledOnce();
  },
};

/** Transfers the chain watcher recorded, one in each state short of the wallet. */
const chainRows: OperatorDepositRow[] = [
  { block: 48_213_907, state: 'seen', amount: '125.5', user: 'grace' },
  { block: 48_213_120, state: 'held', amount: '0.4', user: 'heidi' },
  { block: 48_212_998, state: 'dropped', amount: '60', user: 'ivan' },
].map(({ block, state, amount, user }, i) => ({
  id: 30 - i,
  username: user,
  payment_method_id: 2,
  method: 'USDT BEP20',
  thash: `0x${String(block).padStart(64, 'a')}`,
  amount,
  source: 'chain',
  recorded_at: '2026-03-15T10:00:00.000Z',
  state: state as OperatorDepositRow['state'],
  block_number: block,
  credited_at: null,
}));

export const FromTheChain: Story = {
  name: 'Seen, held and dropped on the chain: each says what it waits for',
  args: { list: list(chainRows, { total: 3 }) },
  play: async ({ canvasElement, args }) => {
    await expect(rowOf(canvasElement, 'grace')).toHaveTextContent(
      /125\.50 USDT.*Seen in block 48213907, waits for confirmations/,
    );
    await expect(rowOf(canvasElement, 'heidi')).toHaveTextContent(
      /0\.40 USDT.*Held: below the method's minimum, waits for an operator/,
    );
    await expect(rowOf(canvasElement, 'ivan')).toHaveTextContent(
      'Dropped: block 48212998 was replaced before it was final',
    );
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('State'), 'Held below the minimum');
    await expect(args.list.onChange).toHaveBeenCalledWith({ state: 'held' });
    // Only the held deposit can be credited by hand; the others wait for the chain.
    await expect(canvas.getAllByRole('button', { name: /^Credit/ })).toHaveLength(1);
    const credit = within(rowOf(canvasElement, 'heidi')).getByRole('button', { name: 'Credit deposit #29' });
    credit.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCredit).toHaveBeenCalledWith(expect.objectContaining({ id: 29, state: 'held' }));
  },
};

export const CreditDialog: Story = {
  name: 'Crediting a held deposit says what it does before it is confirmed',
  args: {
    list: list(chainRows, { total: 3 }),
    decision: {
      ...closedDecision,
      target: { action: 'deposit.credit', id: 29, subject: 'deposit #29 of 0.40 USDT for heidi' },
    },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Credit this held deposit?' });
    await expect(dialog).toHaveAccessibleDescription(
      "Deposit #29 of 0.40 USDT for heidi arrived on the chain below its method's minimum. Crediting puts it " +
        "in the member's Receiving Wallet; above the approval threshold it waits for a second operator instead.",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Credit' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const CreditWaits: Story = {
  name: 'A held deposit above the threshold waits, with a link to Approvals',
  args: {
    list: list(chainRows, { total: 3 }),
    outcome: {
      message:
        "Deposit #29 of 0.40 USDT for heidi is above the threshold: waiting for a second operator's approval.",
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

export const ReadOnly: Story = {
  name: 'An operator who may not move money sees held deposits without Credit',
  args: { list: list(chainRows, { total: 3 }), canWrite: false },
  play: async ({ canvasElement }) => {
    await expect(rowOf(canvasElement, 'heidi')).toHaveTextContent("Held: below the method's minimum");
    await expect(within(canvasElement).queryByRole('button', { name: /^Credit/ })).toBeNull();
  },
};

export const Empty: Story = {
  args: { list: list([], { params: { state: 'unsynced' } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No deposit matches')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { list: list(null, { loading: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Deposits' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Failed: Story = {
  args: { list: list(null, { error: 'The list could not be loaded.' }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.list.onRetry).toHaveBeenCalledOnce();
  },
};

export const ExportFailed: Story = {
  args: { list: list(depositRows, { exportError: 'The CSV could not be downloaded. Please try again.' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The CSV could not be downloaded.',
    );
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const [id, member] = within(rowOf(canvasElement, 'depotx0002')).getAllByRole('cell');
    await expect(id!.getBoundingClientRect().left).toBeGreaterThan(member!.getBoundingClientRect().left);
    await expect(within(canvasElement).getByText('depotx0002').closest('bdi')).toHaveAttribute('dir', 'ltr');
  },
};
