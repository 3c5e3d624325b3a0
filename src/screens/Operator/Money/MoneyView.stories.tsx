import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MoneyView } from './MoneyView';

const meta = {
  title: 'Screens/Operator/Money/Tabs',
  component: MoneyView,
  parameters: { router: { initialEntries: ['/operator/money/approvals'] } },
  args: {
    tab: 'approvals',
    onTabChange: fn(),
    canWrite: true,
    panels: {
      approvals: <p>Approvals list</p>,
      withdrawals: <p>Withdrawal queue</p>,
      deposits: <p>Deposit list</p>,
      deposit: <p>Deposit form</p>,
      adjustment: <p>Adjustment form</p>,
    },
  },
} satisfies Meta<typeof MoneyView>;
export default meta;
type Story = StoryObj<typeof meta>;

const tabNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

export const Finance: Story = {
  name: 'A role that moves money: five tabs, arrow keys move between them',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Money' })).toBeVisible();
    await expect(tabNames(canvasElement)).toEqual([
      'Approvals',
      'Withdrawals',
      'Deposits',
      'Record deposit',
      'Adjustment',
    ]);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Approvals list');
    await expect(canvas.queryByText(/Read only/)).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Approvals' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('withdrawals');
    await userEvent.click(canvas.getByRole('tab', { name: 'Adjustment' }));
    await expect(args.onTabChange).toHaveBeenLastCalledWith('adjustment');
  },
};

export const OnTheDepositTab: Story = {
  args: { tab: 'deposit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Record deposit' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Deposit form');
  },
};

export const AuditorReadsOnly: Story = {
  args: { canWrite: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(tabNames(canvasElement)).toEqual(['Approvals', 'Withdrawals', 'Deposits']);
    await expect(canvas.getByText(/Read only: your role sees the money lists/)).toBeVisible();
    await expect(canvas.queryByText('Deposit form')).toBeNull();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const approvals = canvas.getByRole('tab', { name: 'Approvals' }).getBoundingClientRect();
    const withdrawals = canvas.getByRole('tab', { name: 'Withdrawals' }).getBoundingClientRect();
    await expect(approvals.left).toBeGreaterThan(withdrawals.left);
    await userEvent.tab();
    // In rtl the next tab lies to the left.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('withdrawals');
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByTestId('phone');
    const frame = phone.getBoundingClientRect();
    for (const tab of canvas.getAllByRole('tab')) {
      const box = tab.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(frame.left - 1);
      await expect(box.right).toBeLessThanOrEqual(frame.right + 1);
    }
  },
};
