import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link, useLocation } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { notify, TOAST_AUTO_CLOSE_MS, TOAST_CARRIED_MS, ToastHost } from './ToastHost';
import { ToastsFollowPages } from './ToastsFollowPages';

const meta = {
  title: 'UI/ToastHost',
  component: ToastHost,
  render: () => (
    <>
      <Button onClick={() => notify.success('Your Are Logout!!')}>Log out</Button>
      <Button variant="danger" onClick={() => notify.error('Something Went Wrong Please Try Again....')}>
        Fail
      </Button>
      <ToastHost />
    </>
  ),
} satisfies Meta<typeof ToastHost>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The colour a person sees for a CSS colour expression, as the browser resolves it. */
function resolvedColour(expression: string): string {
  const probe = document.createElement('span');
  probe.style.color = expression;
  document.body.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

/** The colour of the icon of the toast that shows `text`. */
function iconColour(text: string): string {
  const toast = screen.getByText(text).closest('.Toastify__toast');
  const icon = toast?.querySelector('.Toastify__toast-icon svg');
  if (!icon) throw new Error(`The toast "${text}" has no icon`);
  return getComputedStyle(icon).fill;
}

export const TheNewestMessageReplacesTheOneOnScreen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const failed = 'Something Went Wrong Please Try Again....';
    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    const first = await screen.findByText(failed);
    await expect(first.closest('.Toastify__toast-container')).toHaveClass(
      'Toastify__toast-container--bottom-center',
    );
    await expect(iconColour(failed)).toBe(resolvedColour('var(--toastify-color-error)'));

    // One at a time: the newest replaces the one on screen at once instead of waiting behind it,
    // and a success is shown in the success colour, never in the failure's red.
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(screen.getByText('Your Are Logout!!')).toBeVisible(), { timeout: 1000 });
    await waitFor(() => expect(screen.queryByText(failed)).toBeNull(), { timeout: 1000 });
    await expect(iconColour('Your Are Logout!!')).toBe(resolvedColour('var(--toastify-color-success)'));
    await expect(resolvedColour('var(--toastify-color-success)')).not.toBe(
      resolvedColour('var(--toastify-color-error)'),
    );
  },
};

export const AHeldMessageIsNotReplaced: Story = {
  play: async () => {
    // The session's end is held on screen; what its other failing requests say meanwhile is dropped.
    notify.error('Your session has expired please login again!', { holdMs: 2000 });
    notify.error('Unauthenticated.');
    await screen.findByText('Your session has expired please login again!');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(screen.getByText('Your session has expired please login again!')).toBeVisible();
    await expect(screen.queryByText('Unauthenticated.')).toBeNull();
  },
};

/** Polls until `gone` holds; how long that took, in ms. */
async function timeUntil(gone: () => boolean, limit: number): Promise<number> {
  const start = performance.now();
  while (!gone() && performance.now() - start < limit)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return performance.now() - start;
}

export const LeavesAfterFiveSeconds: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log out' }));
    await screen.findByText('Your Are Logout!!');
    // Spec: a toast is on screen for 5 s, from its first frame until it has left (its exit included).
    const shown = await timeUntil(() => screen.queryByText('Your Are Logout!!') === null, 8000);
    await expect(shown).toBeGreaterThan(TOAST_AUTO_CLOSE_MS - 600);
    await expect(shown).toBeLessThan(TOAST_AUTO_CLOSE_MS + 500);
  },
};

function Pages() {
  const { pathname } = useLocation();
  return (
    <>
      <p>On {pathname}</p>
      <Button onClick={() => notify.error('Invalid Security Pin, 4 tries left')}>Wrong PIN</Button>
      <Link to={pathname === '/wallet' ? '/withdraw' : '/wallet'}>Next page</Link>
      <ToastsFollowPages />
      <ToastHost />
    </>
  );
}

export const ToastsStayWithTheirPage: Story = {
  render: () => <Pages />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A toast from a while ago on this page goes when the member moves on.
    await userEvent.click(canvas.getByRole('button', { name: 'Wrong PIN' }));
    await screen.findByText('Invalid Security Pin, 4 tries left');
    await new Promise((resolve) => setTimeout(resolve, TOAST_CARRIED_MS + 200));
    await userEvent.click(canvas.getByRole('link', { name: 'Next page' }));
    await expect(await canvas.findByText('On /wallet')).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Invalid Security Pin, 4 tries left')).toBeNull());
    // One raised just as the page changes belongs to the change, and comes along.
    await userEvent.click(canvas.getByRole('button', { name: 'Wrong PIN' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Next page' }));
    await expect(await canvas.findByText('On /withdraw')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(screen.getByText('Invalid Security Pin, 4 tries left')).toBeVisible();
  },
};
