import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { roleRights } from '../../../api/contract/operatorRights';
import { OverviewView } from './OverviewView';
import { adminOverview, quietOverview, supportOverview } from './overviewFixtures';

const meta = {
  title: 'Screens/Operator/Overview',
  component: OverviewView,
  parameters: { router: { initialEntries: ['/operator'] } },
  args: {
    operator: { username: 'demo_admin', role: 'admin' },
    rights: roleRights.admin,
    overview: adminOverview,
    loading: false,
    error: null,
    onRetry: fn(),
  },
} satisfies Meta<typeof OverviewView>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('region', { name }));

export const BusyDay: Story = {
  name: 'An admin’s busy day: what waits, by kind and by age',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Signed in as/)).toHaveTextContent('Signed in as demo_admin, role admin.');
    const approvals = region(canvasElement, 'Approvals waiting');
    await expect(approvals.getByText('New operator').nextElementSibling).toHaveTextContent('1');
    await expect(approvals.getByText('Lift withdrawal freeze').nextElementSibling).toHaveTextContent('1');
    await expect(approvals.getByText('All').nextElementSibling).toHaveTextContent('5');
    const withdrawals = region(canvasElement, 'Withdrawals by age');
    await expect(withdrawals.getByRole('region', { name: 'Pending' })).toHaveTextContent(
      'Under 1 hour121 to 24 hours40Over 24 hours98All150',
    );
    await expect(withdrawals.getByRole('region', { name: 'Processing' })).toHaveTextContent(
      'Under 1 hour01 to 24 hours3Over 24 hours1All4',
    );
    await expect(withdrawals.getByRole('link', { name: 'Open the queue, oldest first' })).toHaveAttribute(
      'href',
      '/operator/money/withdrawals?dir=asc',
    );
    await expect(
      region(canvasElement, 'Open tickets by age').getByText('Awaiting a reply').nextElementSibling,
    ).toHaveTextContent('6');
    const deposits = region(canvasElement, 'Deposits awaiting');
    await expect(deposits.getByText('Waiting for a second operator').nextElementSibling).toHaveTextContent(
      '2',
    );
    await expect(deposits.getByText("Not yet in the member's wallet").nextElementSibling).toHaveTextContent(
      '4',
    );
    const liabilities = region(canvasElement, 'Liabilities against holdings');
    await expect(liabilities.getByText('Short by').nextElementSibling).toHaveTextContent('2431.25 USDT');
    await expect(liabilities.getByText('Ledger check').nextElementSibling).toHaveTextContent('Sound');
  },
};

export const Quiet: Story = {
  name: 'Nothing waits',
  args: { overview: quietOverview },
  play: async ({ canvasElement }) => {
    const approvals = region(canvasElement, 'Approvals waiting');
    await expect(approvals.getByText('Nothing waits')).toBeVisible();
    await expect(
      region(canvasElement, 'Liabilities against holdings').getByText('Held beyond what is owed'),
    ).toBeVisible();
  },
};

export const Support: Story = {
  name: 'Support: the member changes that wait and the tickets, nothing of money',
  args: {
    operator: { username: 'demo_support', role: 'support' },
    rights: roleRights.support,
    overview: supportOverview,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Approvals waiting',
      'Open tickets by age',
      'What your role may do',
    ]);
    // Support cannot open the Money section, so the approvals lead nowhere.
    await expect(region(canvasElement, 'Approvals waiting').queryByRole('link')).toBeNull();
    const tickets = region(canvasElement, 'Open tickets by age').getByRole('link', {
      name: 'Open the unassigned tickets',
    });
    tickets.focus();
    await expect(tickets).toHaveFocus();
  },
};

export const Loading: Story = {
  args: { overview: null, loading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Approvals waiting' }).parentElement,
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: { overview: null, error: 'The overview could not be loaded.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The overview could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    // Each figure's name starts at the right and its number follows it to the left.
    const name = region(canvasElement, 'Deposits awaiting').getByText('Waiting for a second operator');
    await expect(name.getBoundingClientRect().left).toBeGreaterThan(
      name.nextElementSibling!.getBoundingClientRect().left,
    );
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
    const phone = within(canvasElement).getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(390);
  },
};
