import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withToasts } from '../../shared/wiredStory';
import { MemberFileView } from './MemberFileView';
import { emptyFile, memberFile, traceRow } from './memberFixtures';

const earnings = {
  rows: [
    traceRow(3),
    traceRow(2, { amount: '0.240000', amount_checks: false, level: 2, from_member: 'dan' }),
  ],
  totals: { 'LEVEL INCOME': '12.750000' },
  loading: false,
  error: null,
  hasOlder: true,
  loadingOlder: false,
  onOlder: fn(),
  onRetry: fn(),
};

const meta = {
  title: 'Screens/Operator/Members/File',
  component: MemberFileView,
  decorators: [withToasts],
  parameters: { router: { initialEntries: ['/operator/members/alice'] } },
  args: {
    username: 'alice',
    fromSearch: 'q=ali',
    file: memberFile,
    loading: false,
    error: null,
    onRetry: fn(),
    canAct: true,
    canReadTickets: true,
    sessions: { endingId: null, endingAll: false, onEnd: fn(), onEndAll: fn() },
    earnings,
    signInLink: { kind: 'idle' },
    onSignInLink: fn(),
    onSignInLinkClose: fn(),
    guards: {
      canGuardMoney: false,
      canReset: true,
      state: { guard: null, reason: '', reasonError: null, error: null, busy: false, outcome: null },
      onOpen: fn(),
      onReasonChange: fn(),
      onConfirm: fn(),
      onCancel: fn(),
    },
  },
} satisfies Meta<typeof MemberFileView>;
export default meta;
type Story = StoryObj<typeof meta>;

const sectionsInOrder = [
  'Profile',
  'Withdrawals and security',
  'Placement',
  'Balances',
  'Ledger lines',
  'Stakes',
  'Reservations',
  'Withdrawals',
  'Tickets',
  'Sessions',
  'Security log',
  'Earnings trace',
];

const tableOf = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('table', { name }));

export const WholeFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('alice');
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(sectionsInOrder);
    // The table of contents jumps to each part.
    const contents = within(canvas.getByRole('navigation', { name: "Parts of the member's file" }));
    await expect(contents.getByRole('link', { name: 'Sessions' })).toHaveAttribute(
      'href',
      '#member-sessions',
    );
    // Placement names sponsor and parent as links to their own files, and the leg in words.
    await expect(canvas.getByRole('link', { name: 'demo' })).toHaveAttribute(
      'href',
      '/operator/members/demo',
    );
    await expect(canvas.getByText('Left')).toBeVisible();
    // Where the member is paid now, and a new address still waiting out its cooling-off, with its time.
    const fact = (label: string) => canvas.getByText(label, { selector: 'dt' }).nextElementSibling;
    await expect(fact('Payout address')).toHaveTextContent('TJRabPrwbZy45sbavfcjinPJC18kjpRTv8 (USDT TRC20)');
    await expect(fact('New payout address waiting')).toHaveTextContent(
      /^0x8ba1f109551bD432803012645Ac136ddd64DBA72 \(USDT BEP20\) from 04-03-2026/,
    );
    // Balances keep every digit the ledger holds.
    await expect(canvas.getByText('42.123456 USDT', { selector: 'dd bdi' })).toBeVisible();
    await expect(canvas.getByText('1,500.00 USDT', { selector: 'dd bdi' })).toBeVisible();
    const ledger = tableOf(canvasElement, 'Ledger lines');
    await expect(ledger.getAllByRole('row')[1]).toHaveTextContent(/deposit.*\+125\.50 USDT/);
    await expect(ledger.getAllByRole('row')[2]).toHaveTextContent('-11.00 USDT');
    await expect(tableOf(canvasElement, 'Withdrawals').getByText('Pending')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '#5' })).toHaveAttribute('href', '/operator/tickets/5');
    await expect(canvas.getByRole('link', { name: 'Back to the search results' })).toHaveAttribute(
      'href',
      '/operator/members?q=ali',
    );
  },
};

export const EndOneSession: Story = {
  play: async ({ canvasElement, args }) => {
    const sessions = tableOf(canvasElement, 'Sessions');
    const buttons = sessions.getAllByRole('button', { name: 'End session' });
    await expect(buttons).toHaveLength(2);
    // Each button is described by its row's device, so a screen reader tells them apart.
    await expect(buttons[0]).toHaveAccessibleDescription('Safari on iPhone');
    await userEvent.click(buttons[0]!);
    const dialog = within(await screen.findByRole('dialog', { name: 'End this session?' }));
    await expect(
      dialog.getByText(/alice is signed out of Safari on iPhone at 198\.51\.100\.20/),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'End session' }));
    await expect(args.sessions.onEnd).toHaveBeenCalledWith(27);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const EndAllSessions: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'End all sessions' }));
    const dialog = within(await screen.findByRole('dialog', { name: "End all of alice's sessions?" }));
    await expect(dialog.getByText(/signed out everywhere \(2 sessions\)/)).toBeVisible();
    // Cancel changes nothing; Escape too.
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.sessions.onEndAll).not.toHaveBeenCalled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'End all sessions' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'End all sessions' }),
    );
    await expect(args.sessions.onEndAll).toHaveBeenCalledOnce();
  },
};

export const EndingSessions: Story = {
  args: { sessions: { endingId: 27, endingAll: false, onEnd: fn(), onEndAll: fn() } },
  play: async ({ canvasElement }) => {
    const [first, second] = tableOf(canvasElement, 'Sessions').getAllByRole('button', {
      name: 'End session',
    });
    await expect(first).toHaveAttribute('aria-busy', 'true');
    await expect(second).not.toHaveAttribute('aria-busy');
  },
};

export const ReadOnlyRole: Story = {
  name: 'Read only (support, finance, auditor)',
  args: { canAct: false, canReadTickets: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(tableOf(canvasElement, 'Sessions').getAllByRole('row')).toHaveLength(3);
    for (const name of ['End session', 'End all sessions', 'Sign-in link'])
      await expect(canvas.queryByRole('button', { name })).toBeNull();
    await expect(
      tableOf(canvasElement, 'Sessions').queryByRole('columnheader', { name: 'Action' }),
    ).toBeNull();
    // Without tickets.read the ticket is named, not linked.
    await expect(canvas.queryByRole('link', { name: '#5' })).toBeNull();
    await expect(tableOf(canvasElement, 'Tickets').getByText('#5')).toBeVisible();
  },
};

export const NothingYet: Story = {
  args: {
    username: 'newbie',
    file: emptyFile,
    fromSearch: '',
    earnings: { ...earnings, rows: [], totals: {}, hasOlder: false },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of [
      'No ledger lines yet',
      'No stakes',
      'No reservations',
      'No withdrawals',
      'No tickets',
      'Not signed in anywhere',
      'Nothing logged yet',
      'No team income yet',
    ])
      await expect(canvas.getByText(text)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'End all sessions' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Older' })).toBeNull();
    await expect(canvas.getByText('Not verified')).toBeVisible();
    await expect(canvas.getByText('Not saved')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Search members' })).toHaveAttribute(
      'href',
      '/operator/members',
    );
  },
};

export const Loading: Story = {
  args: { file: null, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: "Loading alice's file" })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sign-in link' })).toBeNull();
  },
};

export const NoSuchMember: Story = {
  args: { username: 'zed', file: null, error: { message: 'No member has the username zed', notFound: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('No member is called zed');
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { file: null, error: { message: 'Could not load this. Please try again.', notFound: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load this. Please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const AsksForASignInLink: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign-in link' }));
    await expect(args.onSignInLink).toHaveBeenCalledOnce();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // The title starts at the right, its action at the left.
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const action = canvas.getByRole('button', { name: 'Sign-in link' }).getBoundingClientRect();
    await expect(action.right).toBeLessThan(title.left);
    // Amounts keep their order: the sign before the digits, the unit after them.
    const amount = tableOf(canvasElement, 'Ledger lines').getByText('-11.00 USDT');
    await expect(amount.closest('bdi')).toHaveAttribute('dir', 'ltr');
    // The way back points to the right, towards where the page starts.
    const chevron = canvas.getByRole('link', { name: 'Back to the search results' }).querySelector('svg')!;
    await expect(getComputedStyle(chevron).transform).not.toBe('none');
    // In each row, the End session button is at the row's left end.
    const row = tableOf(canvasElement, 'Sessions').getAllByRole('row')[1]!;
    const button = within(row).getByRole('button', { name: 'End session' }).getBoundingClientRect();
    await expect(button.left).toBeLessThan(
      within(row).getByText('Safari on iPhone').getBoundingClientRect().left,
    );
  },
};

export const OnAPhone: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 390 }} data-testid="phone">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(390);
    const frame = phone.getBoundingClientRect();
    // Every action is on screen and can be reached, none cut off at an edge.
    for (const name of ['Sign-in link', 'End all sessions', 'Older']) {
      const box = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(frame.left);
      await expect(box.right).toBeLessThanOrEqual(frame.right);
    }
    for (const button of tableOf(canvasElement, 'Sessions').getAllByRole('button', { name: 'End session' })) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(frame.right);
    }
  },
};
