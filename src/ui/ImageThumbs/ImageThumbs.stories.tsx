import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ImageThumbs } from './ImageThumbs';

const pngDataUrl =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGOQyzsBRAwQCgAilgVRSBD8XwAAAABJRU5ErkJggg==';

const meta = {
  title: 'UI/ImageThumbs',
  component: ImageThumbs,
  args: {
    images: [
      { id: 1, url: pngDataUrl, width: 2, height: 2 },
      { id: 2, url: pngDataUrl, width: 2, height: 2 },
    ],
  },
} satisfies Meta<typeof ImageThumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpensLarger: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Attachment 2 of 2, open larger' }));
    // The dialog is portalled to the body.
    const dialog = await screen.findByRole('dialog', { name: 'Attachment 2 of 2' });
    await expect(within(dialog).getByAltText('Attachment 2 of 2')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const StillLoading: Story = {
  args: { images: [{ id: 1, url: null, width: 2, height: 2 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Attachments' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
