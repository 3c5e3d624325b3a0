import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AuditRow } from '../../../api/auditLog';
import { listOf } from '../shared/listStories';
import { AuditView } from './AuditView';
import { auditRows } from './auditFixtures';

const list = (rows: AuditRow[] | null, overrides: Parameters<typeof listOf>[1] = {}) =>
  listOf(rows, { ...overrides, params: { sort: 'time', ...overrides.params } });

/** A sign-in that did not get in, under the username it tried. */
const failedSignIn: AuditRow = {
  id: 4,
  action: 'operator.sign-in',
  operator: 'not signed in',
  attempted_username: 'demo_admin',
  subject_username: null,
  details: { username: 'demo_admin', outcome: 'refused' },
  before: null,
  after: null,
  ip: '198.51.100.23',
  created_at: '2026-03-14T08:01:00.000Z',
};

const meta = {
  title: 'Screens/Operator/Audit log',
  component: AuditView,
  parameters: { router: { initialEntries: ['/operator/audit'] } },
  args: {
    filters: { operator: '', action: '', subject: '' },
    list: list(auditRows, { total: 153, params: { per_page: 50 } }),
    fieldErrors: {},
    linkMembers: true,
    onFilter: fn(),
  },
} satisfies Meta<typeof AuditView>;
export default meta;
type Story = StoryObj<typeof meta>;

const logOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Audit log' }));

export const Entries: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const log = logOf(canvasElement);
    const headers = log.getAllByRole('columnheader').map((cell) => cell.textContent);
    await expect(headers).toEqual(['Time', 'Operator', 'Action', 'Member', 'Outcome', 'Address', 'Details']);
    const [, change, paid, refused] = log.getAllByRole('row');
    await expect(change).toHaveTextContent(/demo_admin.*operator\.change.*—.*Done.*203\.0\.113\.9/);
    await expect(within(paid!).getByRole('link', { name: 'alice' })).toHaveAttribute(
      'href',
      '/operator/members/alice',
    );
    await expect(refused).toHaveTextContent(/operator key.*member\.session\.revoke-all.*bob.*Refused/);
    await expect(canvas.getByText('Showing 1 to 3 of 153 results')).toBeVisible();
    // Read only: its buttons open entries, filter, export and page.
    await expect(canvas.queryByRole('button', { name: /Delete|Change/ })).toBeNull();
    const pages = canvas.getByRole('navigation', { name: 'Audit log pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Last' }));
    await expect(args.list.onChange).toHaveBeenCalledWith({ page: 4 });
    await userEvent.selectOptions(canvas.getByLabelText('Order'), 'Oldest first');
    await expect(args.list.onChange).toHaveBeenCalledWith({ dir: 'asc' });
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.list.onExport).toHaveBeenCalledOnce();
  },
};

export const OpensAnEntry: Story = {
  play: async ({ canvasElement }) => {
    const log = logOf(canvasElement);
    const [first] = log.getAllByRole('button', { name: 'Details' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(first).toHaveAccessibleDescription('operator.change');
    first!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(first!.getAttribute('aria-controls')!)!;
    const opened = within(details);
    await expect(opened.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Details',
      'Before',
      'After',
    ]);
    // Before and after as label and value lists, the change marked in After.
    const lists = opened.getAllByRole('definition');
    await expect(lists.map((value) => value.textContent)).toContain('financechanged');
    await expect(opened.getAllByText('changed')).toHaveLength(1);
    await expect(opened.getAllByText('disabled_at')).toHaveLength(2);
    await expect(opened.getAllByText('none')).toHaveLength(2);
    // Space closes it again.
    await userEvent.keyboard(' ');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(document.getElementById(details.id)).toBeNull();
  },
};

export const RefusedEntry: Story = {
  play: async ({ canvasElement }) => {
    const log = logOf(canvasElement);
    await userEvent.click(log.getAllByRole('button', { name: 'Details' })[2]!);
    await expect(log.getByText('reason')).toBeVisible();
    await expect(log.getByText('No member has the username bob')).toBeVisible();
    // A call that changed nothing has no before and after.
    await expect(log.queryByRole('heading', { name: 'Before' })).toBeNull();
  },
};

export const FailedSignIn: Story = {
  name: 'A failed sign-in names the username it tried',
  args: { filters: { operator: 'demo_admin', action: '', subject: '' }, list: list([failedSignIn]) },
  play: async ({ canvasElement }) => {
    const [, row] = logOf(canvasElement).getAllByRole('row');
    await expect(row).toHaveTextContent(
      /not signed in: tried demo_admin.*operator\.sign-in.*Refused.*198\.51\.100\.23/,
    );
  },
};

export const Filtering: Story = {
  args: {
    filters: { operator: 'demo_finance', action: '', subject: '' },
    list: list([auditRows[1]!]),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Operator' })).toHaveValue('demo_finance');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Action' }), ' withdrawal. ');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Member' }), 'alice{Enter}');
    await expect(args.onFilter).toHaveBeenLastCalledWith({
      operator: 'demo_finance',
      action: 'withdrawal.',
      subject: 'alice',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    await expect(args.onFilter).toHaveBeenCalledTimes(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onFilter).toHaveBeenLastCalledWith({ operator: '', action: '', subject: '' });
  },
};

export const NothingMatches: Story = {
  args: { filters: { operator: 'nobody', action: '', subject: '' }, list: list([]) },
  play: async ({ canvasElement }) => {
    await expect(logOf(canvasElement).getByText('No entry matches these filters')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { list: list(null, { loading: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Audit log' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Reading the audit log…');
  },
};

export const RefusedFilter: Story = {
  args: {
    filters: { operator: '', action: 'Withdrawal', subject: '' },
    list: list(null, { error: 'action may contain lower-case letters, dots and dashes only' }),
    fieldErrors: { action: 'action may contain lower-case letters, dots and dashes only' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const action = canvas.getByRole('textbox', { name: 'Action' });
    await expect(action).toHaveAttribute('aria-invalid', 'true');
    await expect(action).toHaveAccessibleDescription(/lower-case letters, dots and dashes only/);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { list: list(null, { error: 'The support role may not do this (it needs audit.read)' }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('it needs audit.read');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.list.onRetry).toHaveBeenCalledOnce();
  },
};

export const AnotherPageFailed: Story = {
  name: 'Another page failed: the page in view stays',
  args: { list: list(auditRows, { error: 'Could not load this. Please try again.', total: 153 }) },
  play: async ({ canvasElement }) => {
    await expect(logOf(canvasElement).getAllByRole('row')).toHaveLength(4);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const log = logOf(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // Time is the rightmost column and Details the leftmost; actions and times still read left to right.
    const [time, , , , , , details] = log.getAllByRole('columnheader');
    await expect(time!.getBoundingClientRect().left).toBeGreaterThan(details!.getBoundingClientRect().right);
    const action = log.getByText('withdrawal.paid');
    await expect(getComputedStyle(action).direction).toBe('ltr');
    await userEvent.click(log.getAllByRole('button', { name: 'Details' })[0]!);
    // In the opened entry each value sits to the left of its label.
    const label = log.getAllByText('role')[0]!.getBoundingClientRect();
    const value = log.getAllByText('support')[0]!.getBoundingClientRect();
    await expect(value.right).toBeLessThanOrEqual(label.left);
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
    const log = logOf(canvasElement);
    await userEvent.click(log.getAllByRole('button', { name: 'Details' })[1]!);
    // Each entry is a card; the opened details fit the phone too.
    for (const element of [...log.getAllByRole('cell'), ...log.getAllByRole('definition')]) {
      const box = element.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(frame.left - 1);
      await expect(box.right).toBeLessThanOrEqual(frame.right + 1);
    }
    for (const name of ['Filter', 'Export CSV'])
      await expect(canvas.getByRole('button', { name })).toBeVisible();
  },
};
