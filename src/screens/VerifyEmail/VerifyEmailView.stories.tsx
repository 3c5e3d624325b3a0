import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VerifyEmailView } from './VerifyEmailView';

const meta = {
  title: 'Screens/VerifyEmail',
  component: VerifyEmailView,
  parameters: { router: { initialEntries: ['/verifyEmail'] } },
  args: {
    username: 'alice',
    busy: false,
    codeError: null,
    cooldown: { canResend: false, sending: false, secondsLeft: 60, error: null },
    onSubmit: fn(),
    onResend: fn(),
  },
} satisfies Meta<typeof VerifyEmailView>;
export default meta;
type Story = StoryObj<typeof meta>;

const boxesOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole('textbox') as HTMLInputElement[];

export const CodeJustSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(boxesOf(canvasElement)).toHaveLength(4);
    await expect(canvas.getByText('Resend request after 60 sec')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Resend' })).toBeNull();
  },
};

export const CodeEntered: Story = {
  play: async ({ canvasElement, args }) => {
    const boxes = boxesOf(canvasElement);
    await userEvent.click(boxes[0]!);
    await userEvent.keyboard('4a321');
    await expect(boxes.map((box) => box.value)).toEqual(['4', '3', '2', '1']);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('4321');
  },
};

export const CodePasted: Story = {
  play: async ({ canvasElement, args }) => {
    const boxes = boxesOf(canvasElement);
    await userEvent.click(boxes[0]!);
    await userEvent.paste('9876');
    await expect(boxes.map((box) => box.value)).toEqual(['9', '8', '7', '6']);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('9876');
  },
};

export const ResendReady: Story = {
  args: { cooldown: { canResend: true, sending: false, secondsLeft: 0, error: null } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Resend' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

export const Sending: Story = {
  args: { cooldown: { canResend: false, sending: true, secondsLeft: 0, error: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

export const IncompleteCode: Story = {
  args: { codeError: 'OTP must be 4 digits' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('OTP must be 4 digits');
  },
};

export const Verifying: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Submit/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
