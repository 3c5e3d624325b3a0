import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LogsPanel } from './LogsPanel';
import { logEntries, logsPage, sessions } from './profileFixtures';

const DATE = /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/;

const sessionProps = {
  sessions,
  loading: false,
  error: null,
  onRetry: fn(),
  revokingId: null,
  revokingOthers: false,
  onRevoke: fn(),
  onRevokeOthers: fn(),
};
const logProps = {
  page: logsPage(logEntries).data,
  summary: [],
  loading: false,
  error: null,
  onPageChange: fn(),
  onRetry: fn(),
};

const meta = {
  title: 'Screens/Profile/Logs',
  component: LogsPanel,
  args: { sessions: sessionProps, log: logProps },
} satisfies Meta<typeof LogsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');

export const SessionsAndLog: Story = {
  name: 'Sessions and the security log',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Active sessions' }));
    const [, current, phone, old] = table.getAllByRole('row') as HTMLElement[];
    await expect(cellsOf(current as HTMLElement).slice(1, 3)).toEqual(['203.0.113.7', 'India']);
    await expect(within(current as HTMLElement).getByText('This device')).toBeVisible();
    await expect(within(current as HTMLElement).queryByRole('button')).toBeNull();
    await expect(within(current as HTMLElement).getByText('Chrome on Linux')).toBeVisible();
    await expect(cellsOf(current as HTMLElement)[3]).toMatch(DATE);
    await expect(within(phone as HTMLElement).getByText('Safari on iPhone')).toBeVisible();
    await expect(cellsOf(old as HTMLElement)[4]).toBe('—');
    await expect(cellsOf(old as HTMLElement)[2]).toBe('Unknown');

    // The full user agent is one step away (a native disclosure, so keyboard users open it too).
    const summary = within(phone as HTMLElement).getByText('Safari on iPhone');
    await expect(summary.tagName).toBe('SUMMARY');
    await expect(within(phone as HTMLElement).getByText(/iPhone OS 17_5/)).not.toBeVisible();
    await userEvent.click(summary);
    await expect(within(phone as HTMLElement).getByText(/iPhone OS 17_5/)).toBeVisible();

    const log = within(canvas.getByRole('table', { name: 'Security log' }));
    const rows = log.getAllByRole('row').slice(1) as HTMLElement[];
    await expect(rows.map((row) => cellsOf(row)[1])).toEqual([
      'Password changed',
      'Wrong verification code',
      'Signed in',
    ]);
    await expect(cellsOf(rows[0] as HTMLElement)[0]).toMatch(DATE);
    await expect(cellsOf(rows[0] as HTMLElement).slice(2, 5)).toEqual([
      '2 other sessions signed out',
      '203.0.113.7',
      'India',
    ]);
    await expect(cellsOf(rows[2] as HTMLElement)[2]).toBe('—');
    await expect(within(rows[1] as HTMLElement).getByText('Safari on iPhone')).toBeVisible();
    await expect(canvas.getByText('Showing 1 to 3 of 3 results')).toBeVisible();
  },
};

export const SignOutOne: Story = {
  name: 'Sign out one session, after a confirm',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Sign out Safari on iPhone, 198.51.100.20' });
    await userEvent.click(button);
    const dialog = within(await screen.findByRole('dialog', { name: 'Sign out this session?' }));
    await expect(dialog.getByText(/Safari on iPhone at 198\.51\.100\.20 \(Kenya\)/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.sessions.onRevoke).not.toHaveBeenCalled();

    await userEvent.click(button);
    const again = within(await screen.findByRole('dialog', { name: 'Sign out this session?' }));
    await userEvent.click(again.getByRole('button', { name: 'Sign out' }));
    await expect(args.sessions.onRevoke).toHaveBeenCalledWith(27);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const SignOutOthers: Story = {
  name: 'Sign out all other sessions, after a confirm',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out all other sessions' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sign out all other sessions?' }));
    await expect(
      dialog.getByText(/\(2\) will have to sign in again\. This one stays signed in\./),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.sessions.onRevokeOthers).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out all other sessions' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out' }),
    );
    await expect(args.sessions.onRevokeOthers).toHaveBeenCalledOnce();
  },
};

export const SigningOut: Story = {
  name: 'Signing a session out',
  args: { sessions: { ...sessionProps, revokingId: 27 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Sign out Safari on iPhone, 198.51.100.20' }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvas.getByRole('button', { name: 'Sign out Firefox on Windows, 10.0.0.4' }),
    ).not.toHaveAttribute('aria-busy');
  },
};

export const OnlyThisDevice: Story = {
  name: 'Only this device signed in',
  args: { sessions: { ...sessionProps, sessions: sessions.slice(0, 1) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No other session is signed in.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sign out all other sessions' })).toBeNull();
  },
};

export const EmptyLog: Story = {
  name: 'Empty security log',
  args: { log: { ...logProps, page: logsPage([]).data } },
  play: async ({ canvasElement }) => {
    const log = within(within(canvasElement).getByRole('table', { name: 'Security log' }));
    await expect(log.getByText('No Data For Action')).toBeVisible();
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: {
    sessions: { ...sessionProps, sessions: null, loading: true },
    log: { ...logProps, page: null, loading: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Active sessions' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('table', { name: 'Security log' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: 'Sign out all other sessions' })).toBeNull();
  },
};

export const LoadErrors: Story = {
  name: 'Load errors',
  args: {
    sessions: { ...sessionProps, sessions: null, error: 'Request failed please try again' },
    log: { ...logProps, page: null, error: 'Request failed please try again' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Request failed please try again',
      'Request failed please try again',
    ]);
    const [sessionsRetry, logRetry] = canvas.getAllByRole('button', { name: 'Try again' });
    await userEvent.click(sessionsRetry as HTMLElement);
    await expect(args.sessions.onRetry).toHaveBeenCalledOnce();
    await userEvent.click(logRetry as HTMLElement);
    await expect(args.log.onRetry).toHaveBeenCalledOnce();
  },
};

export const Paged: Story = {
  name: 'A long log, page by page',
  args: {
    log: {
      ...logProps,
      page: logsPage(logEntries, 2, 23).data,
      summary: [{ title: 'Sign-ins this month', value: '14' }],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 11 to 13 of 23 results')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(args.log.onPageChange).toHaveBeenCalledWith(3);
    await expect(canvas.getByText('Sign-ins this month')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  name: 'Right to left: the first column on the right',
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const log = within(within(canvasElement).getByRole('table', { name: 'Security log' }));
    const date = log.getByRole('columnheader', { name: 'Date' }).getBoundingClientRect();
    const event = log.getByRole('columnheader', { name: 'Event' }).getBoundingClientRect();
    await expect(date.left).toBeGreaterThan(event.left);
  },
};
