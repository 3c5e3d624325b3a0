import type { Meta, StoryObj } from '@storybook/react-vite';
import { Outlet, Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { type OperatorRole, roleRights } from '../../../api/contract/operatorRights';
import type {
  AddressProofBody,
  OperatorReserveSnapshot,
  TreasuryAddress,
} from '../../../api/operatorReserves';
import { clearOperatorToken, setOperatorToken } from '../../../api/operatorSession';
import { fakeNetwork, json, patient, withToasts } from '../../shared/wiredStory';
import { ProofOfReservesSection } from './ProofOfReservesSection';
import { pending, published } from './reservesFixtures';
import { BSC_UNPROVEN, SIGNATURE, treasuryAddresses, wrongKey } from './treasuryFixtures';

const network = fakeNetwork('demo');
const PATH = 'operator/proof-of-reserves';
const ADDRESSES = `${PATH}/addresses`;
const WAITS = 'A snapshot already waits for a second operator (request #40)';

/**
 * The treasury addresses as the server keeps them: a signed message proves one when its signature is the
 * address's own (SIGNATURE here), and is refused at the signature otherwise (422).
 */
function treasury(request: { method: string; body: unknown }, addresses: TreasuryAddress[]) {
  if (request.method === 'GET') return json({ status: true, data: addresses });
  const body = request.body as AddressProofBody;
  if (body.signature !== SIGNATURE) {
    const said = wrongKey(body.address);
    return json({ status: false, message: said, errors: { signature: [said] } }, 422);
  }
  const index = addresses.findIndex((held) => held.address === body.address);
  const proven: TreasuryAddress = {
    ...addresses[index]!,
    proven: true,
    ownership: { message: body.message, signature: body.signature, proven_at: '2026-03-14T09:40:00.000Z' },
    proven_by: 'demo_finance',
  };
  addresses.splice(index, 1, proven);
  return json({
    status: true,
    message: `Control of ${body.address} is proven: the signature was made by its key`,
    data: proven,
  });
}

/**
 * The proof of reserves API as the server answers it: the list, and a snapshot taken now that waits for a
 * second operator (202), or a refusal while one already waits (409); and the treasury addresses.
 */
function server(start: OperatorReserveSnapshot[], take: 'accepts' | 'refuses') {
  return () => {
    let list = start;
    const addresses = treasuryAddresses.map((held) => ({ ...held }));
    setOperatorToken('story-operator-token');
    const uninstall = network.serve((path, request) => {
      if (path === ADDRESSES) return treasury(request, addresses);
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

export const ProveControl: Story = {
  name: 'Prove control → another key is refused at the signature → the right one proves it',
  beforeEach: server([published], 'accepts'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Declared treasury addresses' }, patient);
    const row = () => within(list).getByText(BSC_UNPROVEN).closest('li')!;
    await expect(row()).toHaveTextContent('Control not proven');
    await userEvent.click(within(row()).getByRole('button', { name: `Prove control: ${BSC_UNPROVEN}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Prove control of a treasury address' });
    const message = within(dialog).getByRole('textbox', { name: 'Message to sign' });
    // Today's date closes the suggested message.
    const suggested = `Tessera proof of reserves: the platform controls ${BSC_UNPROVEN} on BEP20. `;
    await expect((message as HTMLTextAreaElement).value.slice(0, suggested.length)).toBe(suggested);
    await expect((message as HTMLTextAreaElement).value.slice(suggested.length)).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    const signature = within(dialog).getByRole('textbox', { name: 'Signature' });
    await userEvent.click(signature);
    await userEvent.paste(`0x${'7'.repeat(130)}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prove control' }));
    await waitFor(
      () =>
        expect(signature).toHaveAccessibleDescription(
          `${wrongKey(BSC_UNPROVEN)} 0x and 130 hex digits, as the wallet returns it.`,
        ),
      patient,
    );
    await expect(row()).toHaveTextContent('Control not proven');

    await userEvent.clear(signature);
    await userEvent.paste(SIGNATURE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prove control' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), patient);
    await screen.findByText(
      `Control of ${BSC_UNPROVEN} is proven: the signature was made by its key`,
      {},
      patient,
    );
    await waitFor(
      () => expect(row()).toHaveTextContent(/Control proven\s*14\/03\/2026 \d{2}:\d{2} by demo_finance/),
      patient,
    );
    await expect(within(row()).queryByRole('button', { name: /^Prove control/ })).toBeNull();
    await expect(within(row()).getByRole('button', { name: `Prove again: ${BSC_UNPROVEN}` })).toBeVisible();
    await expect(network.sentTo('POST', ADDRESSES).map((request) => request.body)).toEqual([
      {
        network: 'BEP20',
        address: BSC_UNPROVEN,
        message: (message as HTMLTextAreaElement).value,
        signature: `0x${'7'.repeat(130)}`,
      },
      {
        network: 'BEP20',
        address: BSC_UNPROVEN,
        message: (message as HTMLTextAreaElement).value,
        signature: SIGNATURE,
      },
    ]);
  },
};

export const AuditorReadsOnly: Story = {
  beforeEach: server([pending, published], 'accepts'),
  render: inShell('auditor'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: /^Snapshot #12/ }, patient);
    await expect(canvas.queryByRole('button', { name: 'Take snapshot' })).toBeNull();
    const list = await canvas.findByRole('list', { name: 'Declared treasury addresses' }, patient);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: /^Prove/ })).toBeNull();
    await expect(network.sent).toEqual([]);
  },
};
