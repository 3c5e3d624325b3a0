import type { Meta, StoryObj } from '@storybook/react-vite';
import { Outlet, Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type OperatorRole, roleRights } from '../../../api/contract/operatorRights';
import { fakeNetwork, json, patient } from '../../shared/wiredStory';
import { AuditSection } from './AuditSection';
import { auditRows } from './auditFixtures';

const network = fakeNetwork('alice');
const ACTION_REFUSED = 'action may contain lower-case letters, dots and dashes only';

const FIRST = 'operator/audit?page=1&per_page=50&sort=time&dir=desc';
const page = (current: number, total: number, data: unknown[]) => ({
  status: true,
  current_page: current,
  last_page: Math.max(1, Math.ceil(total / 50)),
  from: (current - 1) * 50 + 1,
  to: (current - 1) * 50 + data.length,
  total,
  per_page: 50,
  first_page_url: 'operator/audit?page=1',
  data,
  until_id: 811,
});

/** The audit log as the server answers it: pages of everything, one filtered page, a refused filter. */
function server(path: string) {
  if (path === FIRST) return json(page(1, 52, auditRows.slice(0, 2)));
  if (path === 'operator/audit?page=2&per_page=50&sort=time&dir=desc&until_id=811')
    return json(page(2, 52, auditRows.slice(2)));
  if (path === `${FIRST}&action=withdrawal.&subject=alice`) return json(page(1, 1, [auditRows[1]]));
  return json(
    { status: false, message: 'Invalid', msg: 'Invalid', errors: { action: [ACTION_REFUSED] } },
    422,
  );
}

const inShell = (role: OperatorRole) => () => (
  <Routes>
    <Route
      element={
        <Outlet
          context={{ operator: { id: 9, username: `demo_${role}`, role }, role, rights: roleRights[role] }}
        />
      }
    >
      <Route path="/operator/audit/*" element={<AuditSection />} />
    </Route>
  </Routes>
);

const meta = {
  title: 'Screens/Operator/Audit log/Wired',
  component: AuditSection,
  parameters: { router: { initialEntries: ['/operator/audit'] } },
  render: inShell('auditor'),
} satisfies Meta<typeof AuditSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Audit log' })).getAllByRole('row');

export const PagesAndFilters: Story = {
  beforeEach: network.serve(server),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = await canvas.findByRole('navigation', { name: 'Audit log pages' }, patient);
    await userEvent.click(within(pages).getByRole('button', { name: 'Last' }));
    await waitFor(() => expect(canvas.getByText('Showing 51 to 51 of 52 results')).toBeVisible(), patient);
    await expect(rowsOf(canvasElement)).toHaveLength(2);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Action' }), 'withdrawal.');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Member' }), 'alice');
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    // The last page also shows two rows: the filtered page is known by its row, not by how many there are.
    await waitFor(() => expect(rowsOf(canvasElement)[1]).toHaveTextContent('withdrawal.paid'), patient);
    await expect(rowsOf(canvasElement)).toHaveLength(2);
    await expect(network.asked).toEqual([
      FIRST,
      'operator/audit?page=2&per_page=50&sort=time&dir=desc&until_id=811',
      `${FIRST}&action=withdrawal.&subject=alice`,
    ]);
    // Nothing but reads: an auditor changes nothing here.
    await expect(network.sent).toEqual([]);
  },
};

export const RefusedFilterBesideItsField: Story = {
  beforeEach: network.serve(server),
  parameters: { router: { initialEntries: ['/operator/audit?action=Withdrawal'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const action = canvas.getByRole('textbox', { name: 'Action' });
    await expect(action).toHaveValue('Withdrawal');
    await waitFor(
      () => expect(action).toHaveAccessibleDescription(expect.stringContaining(ACTION_REFUSED)),
      patient,
    );
    await userEvent.clear(action);
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(3), patient);
    await expect(action).not.toHaveAttribute('aria-invalid');
  },
};
