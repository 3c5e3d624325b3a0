import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Countdown } from './Countdown';

const frozen = Date.UTC(2026, 2, 9, 12, 0, 0);
const frozenClock = () => frozen;

const meta = {
  title: 'UI/Countdown',
  component: Countdown,
  args: { end: frozen + 3_723_000, now: frozenClock, label: 'Next Bid in', onComplete: fn() },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HoursMinutesSeconds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const timer = canvas.getByRole('timer', { name: 'Next Bid in' });
    await expect(timer).toHaveTextContent('01:02:03');
    await expect(timer).toHaveAttribute('aria-live', 'off');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Countdown started: 01:02:03'));
  },
};

export const SecondsForTheOtpCooldown: Story = {
  args: { end: frozen + 60_000, format: 'seconds', label: 'Resend request after' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('60 sec');
  },
};

export const CompletesOnceAndAnnouncesTheEnd: Story = {
  args: { end: Date.now(), now: Date.now, format: 'seconds', tickMs: 100 },
  render: (args) => <Countdown {...args} end={Date.now() + 1500} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(/^Countdown started: \d sec$/));
    const spoken: string[] = [];
    const observer = new MutationObserver(() => spoken.push(status.textContent ?? ''));
    observer.observe(status, { childList: true, characterData: true, subtree: true });
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('0 sec'), { timeout: 4000 });
    await waitFor(() => expect(status).toHaveTextContent('Countdown finished'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    observer.disconnect();
    await expect(args.onComplete).toHaveBeenCalledOnce();
    // Between start and end the live region stayed silent.
    await expect(spoken.filter(Boolean)).toEqual(['Countdown finished']);
  },
};

export const AlreadyPastDoesNotComplete: Story = {
  args: { end: frozen - 5000 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:00:00');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(args.onComplete).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};
