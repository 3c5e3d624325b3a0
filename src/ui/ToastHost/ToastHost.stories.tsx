import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { notify, ToastHost } from './ToastHost';

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

export const ShowsOneToastAtATimeAtBottomCentre: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    const first = await screen.findByText('Your Are Logout!!');
    await expect(first.closest('.Toastify__toast-container')).toHaveClass(
      'Toastify__toast-container--bottom-center',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Fail' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(screen.getByText('Your Are Logout!!')).toBeInTheDocument();
    await expect(screen.queryByText('Something Went Wrong Please Try Again....')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'close' }));
    await waitFor(() => expect(screen.getByText('Something Went Wrong Please Try Again....')).toBeVisible());
    await waitFor(() => expect(screen.queryByText('Your Are Logout!!')).toBeNull());
  },
};
