import type { Meta, StoryObj } from '@storybook/react-vite';
import { Outlet, Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { type OperatorRole, roleRights } from '../../../api/contract/operatorRights';
import type { OperatorListItem } from '../../../api/operatorAccounts';
import type { ApprovalRequest } from '../../../api/operatorMoney';
import { fakeNetwork, json, patient, withToasts } from '../../shared/wiredStory';
import { approval } from '../shared/approvalFixtures';
import { OperatorsSection } from './OperatorsSection';
import { operators } from './operatorsFixtures';

const network = fakeNetwork('alice');

const waiting = (id: number, kind: ApprovalRequest['kind'], operator: string) => ({
  status: true,
  message: "Waiting for a second admin's approval",
  approval: approval({ id, kind, username: null, operator, amount: null, details: { username: operator } }),
});

/**
 * The operators API as the server answers it under the two-person rule: an added operator is listed waiting
 * for a second admin (202), a new role waits too (202), disabling is done at once; 'taken' is taken.
 */
function server() {
  let list: OperatorListItem[] = operators.map((op) => ({ ...op }));
  return (path: string, request: { method: string; body: unknown }) => {
    if (path === 'operator/operators' && request.method === 'GET') return json({ status: true, data: list });
    if (path === 'operator/operators') {
      const body = request.body as { username: string; role: OperatorRole };
      if (body.username === 'taken')
        return json(
          {
            status: false,
            message: 'Invalid',
            msg: 'Invalid',
            errors: { username: ['This operator username is taken'] },
          },
          422,
        );
      const added = {
        ...operators[3]!,
        id: 9,
        username: body.username,
        role: body.role,
        authenticator: false,
        last_sign_in_at: null,
        approved_at: null,
        created_by: 'demo_admin',
      };
      list = [...list, added];
      return json(waiting(51, 'operator_create', body.username), 202);
    }
    const id = Number(path.split('/')[2]);
    const change = request.body as { role?: OperatorRole; disabled?: boolean };
    const who = list.find((op) => op.id === id)?.username ?? '';
    if (change.role) return json(waiting(52, 'operator_role', who), 202);
    list = list.map((op) =>
      op.id !== id
        ? op
        : {
            ...op,
            disabled_at: change.disabled ? '2026-03-05T09:00:00.000Z' : op.disabled_at,
          },
    );
    return json({ status: true, data: list.find((op) => op.id === id) });
  };
}

const inShell = (role: OperatorRole, id: number) => () => (
  <Routes>
    <Route
      element={
        <Outlet
          context={{ operator: { id, username: `demo_${role}`, role }, role, rights: roleRights[role] }}
        />
      }
    >
      <Route path="/operator/operators/*" element={<OperatorsSection />} />
    </Route>
  </Routes>
);

const meta = {
  title: 'Screens/Operator/Operators/Wired',
  component: OperatorsSection,
  decorators: [withToasts],
  parameters: { router: { initialEntries: ['/operator/operators'] } },
  render: inShell('admin', 1),
} satisfies Meta<typeof OperatorsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowWith = (canvasElement: HTMLElement, text: string) =>
  within(canvasElement)
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(text));

export const AddsAnOperator: Story = {
  beforeEach: network.serve(server()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add operator' }, patient));
    let dialog = within(await screen.findByRole('dialog', { name: 'Add operator' }));
    await userEvent.type(dialog.getByLabelText('Username'), 'taken');
    await userEvent.type(dialog.getByLabelText('Password'), 'a long operator passphrase');
    await userEvent.selectOptions(dialog.getByLabelText('Role'), 'support');
    await userEvent.click(dialog.getByRole('button', { name: 'Add operator' }));
    // The server's refusal, beside the field it names.
    await waitFor(
      () =>
        expect(dialog.getByLabelText('Username')).toHaveAccessibleDescription(
          /This operator username is taken/,
        ),
      patient,
    );
    await userEvent.clear(dialog.getByLabelText('Username'));
    await userEvent.type(dialog.getByLabelText('Username'), 'walk_finance');
    await userEvent.selectOptions(dialog.getByLabelText('Role'), 'finance');
    await userEvent.click(dialog.getByRole('button', { name: 'Add operator' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), patient);
    await waitFor(
      () =>
        expect(
          screen.getByText(
            "Adding walk_finance as finance is waiting for a second admin's approval (request #51).",
          ),
        ).toBeVisible(),
      patient,
    );
    await waitFor(
      () =>
        expect(rowWith(canvasElement, 'walk_finance')).toHaveTextContent(
          /finance.*by demo_admin.*Waiting for a second admin.*At next sign-in/,
        ),
      patient,
    );
    await expect(network.sentTo('POST', 'operator/operators').map((request) => request.body)).toEqual([
      { username: 'taken', password: 'a long operator passphrase', role: 'support' },
      { username: 'walk_finance', password: 'a long operator passphrase', role: 'finance' },
    ]);
    // Opened again, the dialog starts empty.
    await userEvent.click(canvas.getByRole('button', { name: 'Add operator' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Add operator' }));
    await expect(dialog.getByLabelText('Username')).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), patient);
  },
};

export const ChangesRoleThenDisables: Story = {
  name: 'A new role waits for a second admin; disabling is done at once',
  beforeEach: network.serve(server()),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(rowWith(canvasElement, 'demo_support')).toBeDefined(), patient);
    const row = within(rowWith(canvasElement, 'demo_support')!);
    await userEvent.click(row.getByRole('button', { name: 'Change role' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.selectOptions(dialog.getByLabelText('Role'), 'auditor');
    await userEvent.click(dialog.getByRole('button', { name: 'Change role' }));
    await waitFor(
      () =>
        expect(
          screen.getByText(
            "Making demo_support auditor is waiting for a second admin's approval (request #52).",
          ),
        ).toBeVisible(),
      patient,
    );
    // The role stays until a second admin approves it.
    await expect(rowWith(canvasElement, 'demo_support')).toHaveTextContent('support');
    await userEvent.click(
      within(rowWith(canvasElement, 'demo_support')!).getByRole('button', { name: 'Disable' }),
    );
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disable' }));
    await waitFor(
      () =>
        expect(
          within(rowWith(canvasElement, 'demo_support')!).getByRole('button', { name: 'Enable' }),
        ).toBeVisible(),
      patient,
    );
    await expect(network.sent.map((request) => [request.path, request.body])).toEqual([
      ['operator/operators/3', { role: 'auditor' }],
      ['operator/operators/3', { disabled: true }],
    ]);
  },
};

export const AuditorReadsOnly: Story = {
  beforeEach: network.serve(server()),
  render: inShell('auditor', 4),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rowWith(canvasElement, 'demo_support')).toBeDefined(), patient);
    await expect(canvas.queryAllByRole('button')).toEqual([]);
    await expect(network.sent).toEqual([]);
  },
};
