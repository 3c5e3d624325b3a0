import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Spinner } from '../Spinner/Spinner';
import { TextField } from '../TextField/TextField';
import { AuthCard, authCardText } from './AuthCard';

const meta = {
  title: 'UI/AuthCard',
  component: AuthCard,
  args: {
    title: 'Sign In',
    back: { to: '/', label: '← Back to home' },
    children: (
      <>
        <TextField label="Username" />
        <Button fullWidth>Verify</Button>
        <p className={authCardText.muted}>Don't have an account?</p>
      </>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AuthCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleAndBackLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    const back = canvas.getByRole('link', { name: '← Back to home' });
    await expect(back).toHaveAttribute('href', '/');
    await userEvent.tab();
    await expect(back).toHaveFocus();
  },
};

export const WideWithoutBackLink: Story = {
  args: { title: 'Sign Up', back: undefined, width: 'wide' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    const card = canvas.getByRole('heading', { name: 'Sign Up' }).parentElement!;
    await expect(getComputedStyle(card).maxInlineSize).toBe('640px');
  },
};

export const BusyWithoutTitle: Story = {
  args: {
    title: undefined,
    back: undefined,
    busy: true,
    children: (
      <>
        <Spinner />
        <p className={authCardText.lead}>Signing you in…</p>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByText('Signing you in…').parentElement).toHaveAttribute('aria-busy', 'true');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const back = canvas.getByRole('link', { name: '← Back to home' }).getBoundingClientRect();
    const card = canvas.getByRole('heading', { name: 'Sign In' }).parentElement!.getBoundingClientRect();
    // The link starts the line, which in RTL is the card's right-hand side.
    await expect(card.right - back.right).toBeLessThan(card.width / 2);
  },
};
