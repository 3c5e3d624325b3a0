import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { digits, emailChars, lettersDigits, lettersSpaces, phoneChars } from '../filters';
import { TextField, type TextFieldProps } from './TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Username', onValueChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(props: TextFieldProps) {
  const [value, setValue] = useState('');
  return (
    <TextField
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange?.(next);
      }}
    />
  );
}

export const Default: Story = {
  args: { placeholder: 'Enter your username' },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Username');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('alice');
    await expect(input).toHaveValue('alice');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('alice');
  },
};

export const LettersAndDigitsFilter: Story = {
  args: { filter: lettersDigits },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Username');
    await userEvent.type(input, 'al ice_9!');
    await expect(input).toHaveValue('alice9');
  },
};

export const NameFilter: Story = {
  args: { label: 'Name', filter: lettersSpaces },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Name');
    await userEvent.type(input, 'Ada L0vel@ce');
    await expect(input).toHaveValue('Ada Lvelce');
  },
};

export const PhoneFilterAndMaxLength: Story = {
  args: { label: 'Phone', filter: phoneChars, maxLength: 8, inputMode: 'tel' },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Phone');
    await userEvent.type(input, '+44 (20) 7946-0958');
    await expect(input).toHaveValue('+4420794');
  },
};

export const EmailFilterOnPaste: Story = {
  args: { label: 'Email', filter: emailChars },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await userEvent.click(input);
    await userEvent.paste('ada lovelace@example.com<>');
    await expect(input).toHaveValue('adalovelace@example.com');
  },
};

export const DigitsFilter: Story = {
  args: { label: 'Amount', filter: digits },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Amount');
    await userEvent.type(input, '1a5b0');
    await expect(input).toHaveValue('150');
  },
};

export const WithError: Story = {
  args: { error: 'username is Required', hint: 'Letters and digits only' },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Username');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('username is Required Letters and digits only');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'sponsor1' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Username');
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('sponsor1');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { label: 'Sponsor', readOnly: true, value: 'ROOT01' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Sponsor');
    await userEvent.type(input, 'zz');
    await expect(input).toHaveValue('ROOT01');
  },
};

export const AdornmentsMirrorInRtl: Story = {
  args: { label: 'Amount', startAdornment: <span>USDT</span>, endAdornment: <span>max</span> },
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Amount' });
    await expect(document.documentElement.dir).toBe('rtl');
    await expect(getComputedStyle(input).direction).toBe('rtl');
    const start = canvas.getByText('USDT').getBoundingClientRect();
    const end = canvas.getByText('max').getBoundingClientRect();
    // The start adornment sits on the right in rtl, the end one on the left.
    await expect(start.left).toBeGreaterThan(input.getBoundingClientRect().left);
    await expect(end.right).toBeLessThanOrEqual(input.getBoundingClientRect().left + 1);
    await userEvent.type(input, '50');
    await expect(input).toHaveValue('50');
  },
};
