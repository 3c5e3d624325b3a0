import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ImagePicker } from './ImagePicker';

/** A 2×2 PNG, so the previews have something real to show. */
const png = (name: string) =>
  new File(
    [
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGOQyzsBRAwQCgAilgVRSBD8XwAAAABJRU5ErkJggg==',
        ),
        (char) => char.charCodeAt(0),
      ),
    ],
    name,
    { type: 'image/png' },
  );

function Owned({ disabled = false }: { disabled?: boolean }) {
  const [images, setImages] = useState<File[]>([]);
  return (
    <ImagePicker
      images={images}
      disabled={disabled}
      onAdd={(files) => setImages((current) => [...current, ...files])}
      onRemove={(index) => setImages((current) => current.filter((_, at) => at !== index))}
    />
  );
}

const meta = {
  title: 'UI/ImagePicker',
  component: ImagePicker,
  args: { images: [], onAdd: () => {}, onRemove: () => {} },
} satisfies Meta<typeof ImagePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AttachSeeAndTakeBack: Story = {
  render: () => <Owned />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Attach images'), [png('receipt.png'), png('slip.png')]);
    const previews = canvas.getByRole('list', { name: 'Attached images' });
    await expect(within(previews).getByAltText('receipt.png')).toBeVisible();
    await expect(within(previews).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove receipt.png' }));
    await expect(within(previews).queryByAltText('receipt.png')).toBeNull();
    await expect(within(previews).getByAltText('slip.png')).toBeVisible();
  },
};

export const Disabled: Story = {
  render: () => <Owned disabled />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Attach images')).toBeDisabled();
  },
};
