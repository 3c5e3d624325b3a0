import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { ZoomControl, type ZoomControlProps } from './ZoomControl';

function Controlled(props: ZoomControlProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ZoomControl
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/ZoomControl',
  component: ZoomControl,
  render: (args) => <Controlled {...args} />,
  args: { value: 0.7, min: 0.1, max: 1, step: 0.1, label: 'Zoom', onChange: fn() },
} satisfies Meta<typeof ZoomControl>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ButtonsStepByTenths: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Zoom' });
    await expect(slider).toHaveValue('0.7');
    await expect(slider).toHaveAttribute('aria-valuetext', '70%');
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByText('100%')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom out' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(0.9);
  },
};

export const SliderSetsAnyStep: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Zoom' });
    await expect(slider).toHaveAttribute('min', '0.1');
    await expect(slider).toHaveAttribute('max', '1');
    fireEvent.change(slider, { target: { value: '0.1' } });
    await expect(args.onChange).toHaveBeenLastCalledWith(0.1);
    await expect(canvas.getByText('10%')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Zoom in' })).toBeEnabled();
  },
};
