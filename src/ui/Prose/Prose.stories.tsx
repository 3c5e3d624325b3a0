import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Prose, ProseMeta } from './Prose';

const meta = {
  title: 'UI/Prose',
  component: Prose,
  args: {
    'aria-labelledby': 'prose-title',
    children: (
      <>
        <header>
          <h1 id="prose-title">Terms of Service</h1>
          <ProseMeta>Last updated 1 January 2026</ProseMeta>
        </header>
        <p>These terms explain how the platform works.</p>
        <section>
          <h2>Your account</h2>
          <p>
            Keep your password to yourself. Read the <a href="#privacy">privacy policy</a> as well.
          </p>
        </section>
      </>
    ),
  },
} satisfies Meta<typeof Prose>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Document: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Terms of Service' })).toBeVisible();
    const h1 = canvas.getByRole('heading', { level: 1 });
    const h2 = canvas.getByRole('heading', { level: 2 });
    // The scale comes from the component, not the page: the title outranks the section heading.
    await expect(Number.parseFloat(getComputedStyle(h1).fontSize)).toBeGreaterThan(
      Number.parseFloat(getComputedStyle(h2).fontSize),
    );
    await expect(canvas.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '#privacy');
  },
};

export const FinePrint: Story = {
  args: {
    as: 'div',
    tone: 'fine',
    'aria-labelledby': undefined,
    children: <p>Figures are examples only.</p>,
  },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Figures are examples only.');
    const body = Number.parseFloat(getComputedStyle(document.body).fontSize);
    await expect(Number.parseFloat(getComputedStyle(text).fontSize)).toBeLessThan(body);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const heading = within(canvasElement).getByRole('heading', { level: 2 });
    await expect(getComputedStyle(heading).direction).toBe('rtl');
  },
};
