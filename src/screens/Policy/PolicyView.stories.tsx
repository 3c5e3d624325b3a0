import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { privacyPolicy, termsOfService } from '../../content/policies';
import { PolicyView } from './PolicyView';

const meta = {
  title: 'Screens/Policy/PolicyView',
  component: PolicyView,
  args: { policy: termsOfService },
} satisfies Meta<typeof PolicyView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TermsOfService: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).length).toBe(termsOfService.sections.length);
  },
};

export const PrivacyPolicy: Story = {
  args: { policy: privacyPolicy },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.getByText(/never in your browser’s storage/)).toBeVisible();
  },
};
