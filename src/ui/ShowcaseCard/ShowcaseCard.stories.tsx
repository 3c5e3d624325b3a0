import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ShowcaseCard } from './ShowcaseCard';

const meta = {
  title: 'UI/ShowcaseCard',
  component: ShowcaseCard,
  args: {
    title: 'Starter',
    aside: 'Lv1',
    badge: 'Sample',
    figures: [
      { label: 'Amount', value: '100-2000 USDT' },
      { label: 'Rate', value: '1.3% daily' },
      { label: 'Fees', value: '0% fees' },
      { label: 'Duration', value: '10 day' },
    ],
  },
} satisfies Meta<typeof ShowcaseCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithSampleBadge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sample')).toBeVisible();
    await expect(canvas.getByText('Lv1')).toBeVisible();
    const terms = canvas.getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual(['Amount', 'Rate', 'Fees', 'Duration']);
    await expect(canvas.getAllByRole('definition')[0]).toHaveTextContent('100-2000 USDT');
  },
};

export const WithoutBadge: Story = {
  args: { badge: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Sample')).toBeNull();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const canvas = within(canvasElement);
    const badge = canvas.getByText('Sample').getBoundingClientRect();
    const title = canvas.getByText('Starter').getBoundingClientRect();
    // The badge sits at the inline end, which is the left-hand side in RTL; the title starts on the right.
    await expect(badge.left).toBeLessThan(title.left);
  },
};
