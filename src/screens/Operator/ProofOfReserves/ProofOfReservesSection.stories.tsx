import type { Meta, StoryObj } from '@storybook/react-vite';
import { Outlet, Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { type OperatorRole, roleRights } from '../../../api/contract/operatorRights';
import type { OperatorReserveSnapshot } from '../../../api/operatorReserves';
import { clearOperatorToken, setOperatorToken } from '../../../api/operatorSession';
import { fakeNetwork, json, patient, withToasts } from '../../shared/wiredStory';
import { ProofOfReservesSection } from './ProofOfReservesSection';
import { pending, published } from './reservesFixtures';

const network = fakeNetwork('demo');
const PATH = 'operator/proof-of-reserves';
const WAITS = 'A snapshot already waits for a second operator (request #40)';

/**
 * The proof of reserves API as the server answers it: the list, and a snapshot taken now that waits for a
 * second operator (202), or a refusal while one already waits (409).
 */
function server(start: OperatorReserveSnapshot[], take: 'accepts' | 'refuses') {
  return () => {
    let list = start;
    setOperatorToken('story-operator-token');
    const uninstall = network.serve((path, request) => {
      if (path !== PATH) return json({ status: false, message: `No fake for ${path}` }, 404);
      if (request.method === 'GET') return json({ status: true, data: list });
      if (take === 'refuses') return json({ status: false, message: WAITS }, 409);
      list = [pending, ...list];
      return json(
        {
          status: true,
          message: "The snapshot is taken and waits for a second operator's approval",
          data: pending,
          approval_id: 40,
        },
        202,
      );
    })();
    return () => {
      uninstall();
      clearOperatorToken();
    };
  };
}

const inShell = (role: OperatorRole) => () => (
  <Routes>
    <Route
      element={
        <Outlet
          context={{ operator: { id: 2, username: `demo_${role}`, role }, role, rights: roleRights[role] }}
        />
      }
    >
      <Route path="/operator/proof-of-reserves/*" element={<ProofOfReservesSection />} />
      <Route path="/operator/money/*" element={<p>The approvals</p>} />
    </Route>
  </Routes>
);

const meta = {
  title: 'Screens/Operator/ProofOfReserves/Wired',
  component: ProofOfReservesSection,
  decorators: [withToasts],
  parameters: { router: { initialEntries: ['/operator/proof-of-reserves'] } },
  render: inShell('finance'),
} satisfies Meta<typeof ProofOfReservesSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TakeAndWait: Story = {
  name: 'Take → confirm → waiting for a second operator, with the way to the request',
  beforeEach: server([published], 'accepts'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: /^Snapshot #11/ }, patient);
    await userEvent.click(canvas.getByRole('button', { name: 'Take snapshot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a snapshot now?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take snapshot' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), patient);
    const banner = await canvas.findByText('Waiting for a second operator.', {}, patient);
    await expect(banner.closest('[role="status"]')).toHaveTextContent(
      'Snapshot #12 is taken. It is published on /reserves once a second operator approves request #40.',
    );
    // The list is read again and shows the new snapshot first, waiting.
    const first = await canvas.findByRole('heading', { name: /^Snapshot #12/ }, patient);
    await expect(first.closest('article')).toHaveAttribute('data-status', 'pending');
    await expect(network.sentTo('POST', PATH).map((request) => request.body)).toEqual([null]);
    await expect(network.asked.filter((path) => path === PATH)).toHaveLength(3);
    await userEvent.click(canvas.getByRole('link', { name: 'Open request #40 in Approvals' }));
    await canvas.findByText('The approvals', {}, patient);
  },
};

export const AlreadyWaiting: Story = {
  name: 'A snapshot already waits: the server says so in the dialog',
  beforeEach: server([pending, published], 'refuses'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: /^Snapshot #12/ }, patient);
    await userEvent.click(canvas.getByRole('button', { name: 'Take snapshot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a snapshot now?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take snapshot' }));
    await expect(await within(dialog).findByRole('alert', {}, patient)).toHaveTextContent(WAITS);
    await expect(canvas.queryByText('Waiting for a second operator.')).toBeNull();
    // Closed and opened again, the dialog starts without the old refusal.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), patient);
    await userEvent.click(canvas.getByRole('button', { name: 'Take snapshot' }));
    const again = await screen.findByRole('dialog', { name: 'Take a snapshot now?' });
    await expect(within(again).queryByRole('alert')).toBeNull();
  },
};

export const AuditorReadsOnly: Story = {
  beforeEach: server([pending, published], 'accepts'),
  render: inShell('auditor'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: /^Snapshot #12/ }, patient);
    await expect(canvas.queryByRole('button', { name: 'Take snapshot' })).toBeNull();
    await expect(network.sent).toEqual([]);
  },
};
