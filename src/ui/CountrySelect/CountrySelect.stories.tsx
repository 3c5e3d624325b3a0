import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type CountryOption, CountrySelect, type CountrySelectProps } from './CountrySelect';
import { LIST_HEIGHT } from './CountrySelect.css';

const names = [
  ['Argentina', '54'],
  ['Australia', '61'],
  ['Brazil', '55'],
  ['Canada', '1'],
  ['Egypt', '20'],
  ['France', '33'],
  ['Germany', '49'],
  ['India', '91'],
  ['Indonesia', '62'],
  ['Japan', '81'],
  ['Kenya', '254'],
  ['Mexico', '52'],
  ['Nigeria', '234'],
  ['Pakistan', '92'],
  ['Philippines', '63'],
  ['Saudi Arabia', '966'],
  ['South Africa', '27'],
  ['Spain', '34'],
  ['Turkey', '90'],
  ['United Arab Emirates', '971'],
  ['United Kingdom', '44'],
  ['United States', '1'],
  ['Vietnam', '84'],
] as const;
const countries: CountryOption[] = names.map(([name, calling_code], i) => ({
  id: i + 1,
  name,
  calling_code,
}));

function Harness(props: Omit<CountrySelectProps, 'value'>) {
  const [value, setValue] = useState<number | null>(null);
  const [phonePrefix, setPhonePrefix] = useState('');
  return (
    <div style={{ maxWidth: 360, minHeight: 520 }}>
      <CountrySelect
        {...props}
        value={value}
        onChange={(country) => {
          setValue(country.id);
          setPhonePrefix(`+${country.calling_code}`);
          props.onChange(country);
        }}
      />
      <output aria-label="Phone prefix">{phonePrefix}</output>
    </div>
  );
}

const meta = {
  title: 'UI/CountrySelect',
  component: CountrySelect,
  args: { label: 'Country', countries, value: null, onChange: fn() },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof CountrySelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseWithMouse: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.click(input);
    const list = canvas.getByRole('listbox');
    await expect(list.getBoundingClientRect().height).toBeLessThanOrEqual(LIST_HEIGHT);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    await userEvent.click(canvas.getByRole('option', { name: /India/ }));
    await expect(args.onChange).toHaveBeenCalledWith({ id: 8, name: 'India', calling_code: '91' });
    await expect(canvas.getByLabelText('Phone prefix')).toHaveTextContent('+91');
    await expect(input).toHaveValue('India (+91)');
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

export const TypeToFilterAndPickWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('united');
    await expect(canvas.getAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ id: 21, name: 'United Kingdom', calling_code: '44' });
    await expect(canvas.getByLabelText('Phone prefix')).toHaveTextContent('+44');
  },
};

export const EscapeClosesWithoutChoosing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await userEvent.click(input);
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Country' }));
    await userEvent.keyboard('zzz');
    await expect(canvas.getByText('No country matches')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, error: 'Country is Required' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveAccessibleDescription('Country is Required');
  },
};

export const KeyboardPickInRtl: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Country' });
    await expect(document.documentElement.dir).toBe('rtl');
    await userEvent.click(input);
    const list = canvas.getByRole('listbox');
    // The list opens under the field, aligned to its inline start (the right edge in rtl).
    const field = input.getBoundingClientRect();
    await expect(Math.abs(list.getBoundingClientRect().right - field.right)).toBeLessThan(48);
    await userEvent.keyboard('spa{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith({ id: 18, name: 'Spain', calling_code: '34' });
  },
};
