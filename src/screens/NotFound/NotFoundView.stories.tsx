import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { NotFoundView } from './NotFoundView';

const meta = {
  title: 'Screens/NotFound/NotFoundView',
  component: NotFoundView,
  parameters: { router: { initialEntries: ['/no-such-page'] } },
  render: () => (
    <Routes>
      <Route path="/" element={<h1>Home page</h1>} />
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  ),
} satisfies Meta<typeof NotFoundView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const GoToHome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: "Look like you're lost" })).toBeVisible();
    await expect(canvas.getByText('the page you are looking for not avaible!')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Go to Home' }));
    await expect(await canvas.findByRole('heading', { name: 'Home page' })).toBeVisible();
  },
};
