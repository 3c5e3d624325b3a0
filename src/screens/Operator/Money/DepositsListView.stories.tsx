import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { OperatorDepositRow } from '../../../api/operatorMoney';
import { listOf } from '../shared/listStories';
import { DepositsListView } from './DepositsListView';
import { depositRows } from './moneyFixtures';

const list = (rows: OperatorDepositRow[] | null, overrides: Parameters<typeof listOf>[1] = {}) =>
  listOf(rows, { ...overrides, params: { sort: 'recorded_at', ...overrides.params } });

const meta = {
  title: 'Screens/Operator/Money/Deposits',
  component: DepositsListView,
  args: { list: list(depositRows, { total: 120 }) },
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
