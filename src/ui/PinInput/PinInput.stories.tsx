import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PinInput } from './PinInput';

const meta = {
  title: 'UI/PinInput',
  component: PinInput,
  args: { length: 4, label: 'Verification code', onChange: fn(), onComplete: fn() },
} satisfies Meta<typeof PinInput>;
export default meta;
type Story = StoryObj<typeof meta>;

const boxesOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole('textbox') as HTMLInputElement[];

export const TypingMovesForward: Story = {
  play: async ({ canvasElement, args }) => {
    const boxes = boxesOf(canvasElement);
    await expect(boxes).toHaveLength(4);
    await userEvent.click(boxes[0]!);
    await userEvent.keyboard('1');
    await expect(boxes[1]).toHaveFocus();
    await userEvent.keyboard('a');
    await expect(boxes[1]).toHaveValue('');
    await userEvent.keyboard('234');
    await expect(boxes.map((b) => b.value)).toEqual(['1', '2', '3', '4']);
    await expect(args.onComplete).toHaveBeenCalledWith('1234');
  },
};

export const BackspaceMovesBack: Story = {
  play: async ({ canvasElement, args }) => {
    const boxes = boxesOf(canvasElement);
    await userEvent.click(boxes[0]!);
    await userEvent.keyboard('98');
    await expect(boxes[2]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(boxes[1]).toHaveFocus();
    await expect(boxes[1]).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('9');
  },
};

export const PasteFillsAllBoxes: Story = {
  args: { length: 6, label: 'Login code' },
  play: async ({ canvasElement, args }) => {
    const boxes = boxesOf(canvasElement);
    await userEvent.click(boxes[2]!);
    await userEvent.paste('48 15 16');
    await expect(boxes.map((b) => b.value)).toEqual(['4', '8', '1', '5', '1', '6']);
    await expect(args.onComplete).toHaveBeenCalledWith('481516');
  },
};

export const FirstBoxOffersOneTimeCodeAutofill: Story = {
  play: async ({ canvasElement }) => {
    const boxes = boxesOf(canvasElement);
    await expect(boxes[0]).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(boxes[1]).toHaveAttribute('autocomplete', 'off');
    await expect(boxes[0]).toHaveAttribute('inputmode', 'numeric');
  },
};

export const MaskedSecurityPin: Story = {
  args: { label: 'Security Pin', mask: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByLabelText('Digit 1 of 4');
    await expect(first).toHaveAttribute('type', 'password');
    await userEvent.click(first);
    await userEvent.keyboard('2468');
    await expect(args.onComplete).toHaveBeenCalledWith('2468');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const boxes = boxesOf(canvasElement);
    for (const box of boxes) await expect(box).toBeDisabled();
    await userEvent.type(boxes[0]!, '1', { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

function ControlledPin() {
  const [code, setCode] = useState('12');
  return (
    <div>
      <PinInput length={4} label="Code" value={code} onChange={setCode} />
      <button type="button" onClick={() => setCode('')}>
        Clear
      </button>
      <output aria-label="Current code">{code}</output>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledPin />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const boxes = boxesOf(canvasElement);
    await expect(boxes.map((b) => b.value)).toEqual(['1', '2', '', '']);
    await userEvent.click(boxes[2]!);
    await userEvent.keyboard('7');
    await expect(canvas.getByLabelText('Current code')).toHaveTextContent('127');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(boxes.map((b) => b.value)).toEqual(['', '', '', '']);
  },
};

export const WithError: Story = {
  args: { error: 'OTP must be 4 digits' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('OTP must be 4 digits');
    await expect(boxesOf(canvasElement)[0]).toHaveAttribute('aria-invalid', 'true');
  },
};

export const CodeStaysLeftToRightInRtl: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement, args }) => {
    const boxes = boxesOf(canvasElement);
    await expect(document.documentElement.dir).toBe('rtl');
    // The first digit is still the leftmost box, and typing still moves focus rightwards.
    await expect(boxes[0]!.getBoundingClientRect().left).toBeLessThan(boxes[1]!.getBoundingClientRect().left);
    // The row of boxes stays under its label, which sits at the right-hand start of the line in RTL.
    const label = canvasElement.querySelector('legend')!.getBoundingClientRect();
    const lastBox = boxes[boxes.length - 1]!.getBoundingClientRect();
    await expect(Math.abs(lastBox.right - label.right)).toBeLessThanOrEqual(2);
    await userEvent.click(boxes[0]!);
    await userEvent.keyboard('12');
    await expect(boxes[2]).toHaveFocus();
    await userEvent.keyboard('34');
    await expect(args.onComplete).toHaveBeenCalledWith('1234');
  },
};
