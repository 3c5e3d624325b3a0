import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlansView } from './PlansView';
import { plansFixture } from './plansFixtures';

const meta = {
  title: 'Screens/Operator/Plans/Roles and layouts',
  component: PlansView,
  parameters: { router: { initialEntries: ['/operator/plans'] } },
  args: {
    plans: plansFixture,
    loading: false,
    error: null,
    onRetry: fn(),
    canChange: true,
    saved: null,
    editing: null,
    busy: false,
    errors: {},
    onEdit: fn(),
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof PlansView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReadOnlyForFinanceAndAuditors: Story = {
  args: { canChange: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Your role reads them; an admin changes them/)).toBeVisible();
    for (const tab of ['Staking packages', 'Reserve plans', 'Income plan']) {
      await userEvent.click(canvas.getByRole('tab', { name: tab }));
      await expect(canvas.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.queryAllByRole('button', { name: /change terms/i })).toHaveLength(0);
    }
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('tab', { name: 'Staking packages' }).getBoundingClientRect();
    const second = canvas.getByRole('tab', { name: 'Reserve plans' }).getBoundingClientRect();
    // The first tab sits at the right, and the arrow pointing to the next tab is the left one.
    await expect(first.left).toBeGreaterThan(second.left);
    canvas.getByRole('tab', { name: 'Staking packages' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Reserve plans' })).toHaveAttribute('aria-selected', 'true');
    // Figures keep their reading order inside a right-to-left page.
    await expect(canvas.getAllByText('50.00 USDT')[0]).toBeVisible();
    await expect(canvas.getAllByText('1.50 % to 2.50 %')[0]).toBeVisible();
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
    await expect(phone.scrollWidth).toBeLessThanOrEqual(390);
    for (const tab of canvas.getAllByRole('tab')) {
      await expect(tab.getBoundingClientRect().right).toBeLessThanOrEqual(frame.right + 1);
    }
    const change = canvas.getByRole('button', { name: 'Change terms of Gold' });
    const box = change.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(frame.left);
    await expect(box.right).toBeLessThanOrEqual(frame.right);
  },
};
