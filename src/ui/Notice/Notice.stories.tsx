import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { Notice } from './Notice';

const meta = {
  title: 'UI/Notice',
  component: Notice,
  args: {
    title: 'Nothing here yet',
    children: 'This part of the site is not available yet.',
    action: <ButtonLink to="/">Back to Home</ButtonLink>,
  },
} satisfies Meta<typeof Notice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Centered: Story = {
  args: { code: '404' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Nothing here yet' });
    await expect(within(region).getByRole('heading', { level: 1 })).toHaveTextContent('Nothing here yet');
    // The figure is decoration: the heading already says what happened.
    await expect(canvas.getByText('404')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveFocus();
  },
};

export const Panel: Story = {
  args: { variant: 'panel', level: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Nothing here yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  },
};

export const RightToLeft: Story = {
  args: { variant: 'panel' },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region').getBoundingClientRect();
    const link = canvas.getByRole('link', { name: 'Back to Home' }).getBoundingClientRect();
    // A panel aligns its content to the inline start, the right-hand edge in RTL.
    await expect(link.left - region.left).toBeGreaterThan(region.right - link.right);
  },
};
