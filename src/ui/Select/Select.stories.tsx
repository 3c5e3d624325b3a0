import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const positions = [
  { value: 'L', label: 'Left' },
  { value: 'R', label: 'Right' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  args: {
    label: 'Position',
    options: positions,
    placeholder: 'Select position',
    defaultValue: '',
    onValueChange: fn(),
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseAnOption: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Position' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'R');
    await expect(select).toHaveValue('R');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('R');
  },
};

export const WithError: Story = {
  args: { error: 'Position is Required' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Position' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Position is Required');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'L' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Position' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveValue('L');
  },
};

export const ChevronAtInlineEndInRtl: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Position' });
    const chevron = select.parentElement!.querySelector('svg')!;
    await expect(document.documentElement.dir).toBe('rtl');
    await expect(chevron.getBoundingClientRect().left).toBeLessThan(
      select.getBoundingClientRect().left + select.getBoundingClientRect().width / 2,
    );
    select.focus();
    await userEvent.selectOptions(select, 'L');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('L');
  },
};
