import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OperatorSectionView } from './OperatorPages';
import { operatorSections } from './operatorSections';

const money = operatorSections.find((section) => section.path === 'money')!;

const meta = {
  title: 'Screens/Operator/Section',
  component: OperatorSectionView,
  parameters: { router: { initialEntries: ['/operator/money'] } },
  args: { section: money, allowed: true },
} satisfies Meta<typeof OperatorSectionView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ComingNext: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Money — coming next');
    await expect(canvas.getByRole('link', { name: 'Back to the overview' })).toHaveAttribute(
      'href',
      '/operator',
    );
  },
};

export const NotOpenToTheRole: Story = {
  args: { allowed: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Money is not open to your role',
    );
    await expect(canvas.queryByText(/coming next/)).toBeNull();
  },
};

export const NoSuchSection: Story = {
  args: { section: null, allowed: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'No such section',
    );
  },
};
