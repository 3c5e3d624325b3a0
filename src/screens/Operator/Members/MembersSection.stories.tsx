import type { Meta, StoryObj } from '@storybook/react-vite';
import { Outlet, Route, Routes } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { type OperatorRole, roleRights } from '../../../api/contract/operatorRights';
import { fakeNetwork, json, patient, withToasts } from '../../shared/wiredStory';
import { approval } from '../shared/approvalFixtures';
import { MembersSection } from './MembersSection';
import { hits, memberFile, tracePage, traceRow } from './memberFixtures';

const network = fakeNetwork('alice');
const link = {
  status: true,
  url: 'https://tessera.example/login?user=alice&auth=abc123',
  expires_at: '2026-03-05T09:15:00.000Z',
};

const LIST = 'operator/members?page=1&per_page=50&sort=username&dir=asc';
const envelope = (data: unknown[]) => ({
  status: true,
  current_page: 1,
  last_page: 1,
  from: data.length ? 1 : null,
  to: data.length || null,
  total: data.length,
  per_page: 50,
  first_page_url: 'operator/members?page=1',
  data,
});
const freeze = {
  frozen_at: '2026-03-14T09:34:00.000Z',
  reason: 'Takeover suspected',
  frozen_by: 'demo_admin',
};

/**
 * The members API as the server answers it; ending a session removes it from the next file read, a freeze
 * shows in it, and lifting the freeze waits for a second person.
 */
function server() {
  const ended = new Set<number>();
  let frozen = false;
  return (path: string) => {
    if (path === LIST) return json(envelope([...hits, { ...hits[0]!, username: 'bob', name: 'Bob' }]));
    if (path === `${LIST}&q=ali`) return json(envelope(hits));
    if (path === 'operator/members/alice')
      return json({
        status: true,
        data: {
          ...memberFile,
          profile: { ...memberFile.profile, withdrawals_frozen: frozen ? freeze : null },
          sessions: memberFile.sessions.filter((session) => !ended.has(session.id)),
        },
      });
    if (path === 'operator/members/alice/freeze') {
      frozen = true;
      return json({ status: true, data: freeze });
    }
    if (path === 'operator/members/alice/unfreeze')
      return json(
        {
          status: true,
          message: "Waiting for a second operator's approval",
          approval: approval({
            id: 41,
            kind: 'member_unfreeze',
            amount: null,
            details: { reason: 'Owner called' },
          }),
        },
        202,
      );
    if (path === 'operator/members/alice/earnings') return json(tracePage([traceRow(3), traceRow(2)], 2));
    if (path === 'operator/members/alice/earnings?before_id=2') return json(tracePage([traceRow(1)], null));
    if (path === 'operator/members/alice/sessions/27/revoke') {
      ended.add(27);
      return json({ status: true, message: 'Signed the member out of 1 session', revoked: 1 });
    }
    if (path === 'operator/login-link') return json(link);
    const missing = `No member has the username ${path.split('/')[2]}`;
    return json({ status: false, message: missing, msg: missing }, 404);
  };
}

/** The section as the back office mounts it, inside the shell that says who is signed in. */
const inShell = (role: OperatorRole) => () => (
  <Routes>
    <Route
      element={
        <Outlet
          context={{ operator: { id: 4, username: `demo_${role}`, role }, role, rights: roleRights[role] }}
        />
      }
    >
      <Route path="/operator/members/*" element={<MembersSection />} />
    </Route>
  </Routes>
);

const meta = {
  title: 'Screens/Operator/Members/Wired',
  component: MembersSection,
  decorators: [withToasts],
  parameters: { router: { initialEntries: ['/operator/members'] } },
  render: inShell('admin'),
} satisfies Meta<typeof MembersSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SearchOpenAndComeBack: Story = {
  beforeEach: network.serve(server()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'bob' }, patient)).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search members' }), 'ali{Enter}');
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'bob' })).toBeNull(), patient);
    await userEvent.click(await canvas.findByRole('link', { name: 'alice' }, patient));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'alice' }, patient)).toBeVisible();
    await expect(await canvas.findByText('Alice Moreau · UVID UV10001', {}, patient)).toBeVisible();
    // The trace pages on: Older asks for the rows before the last one shown.
    await userEvent.click(await canvas.findByRole('button', { name: 'Older' }, patient));
    const trace = canvas.getByRole('table', { name: 'Earnings trace' });
    await waitFor(() => expect(within(trace).getAllByRole('row')).toHaveLength(4), patient);
    await expect(canvas.queryByRole('button', { name: 'Older' })).toBeNull();
    await expect(network.asked).toEqual([
      LIST,
      `${LIST}&q=ali`,
      'operator/members/alice',
      'operator/members/alice/earnings',
      'operator/members/alice/earnings?before_id=2',
    ]);
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the search results' }));
    await expect(await canvas.findByRole('link', { name: 'alicia_k' }, patient)).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search members' })).toHaveValue('ali');
  },
};

export const EndsASession: Story = {
  beforeEach: network.serve(server()),
  parameters: { router: { initialEntries: ['/operator/members/alice'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sessions = await canvas.findByRole('table', { name: 'Sessions' }, patient);
    await userEvent.click(within(sessions).getAllByRole('button', { name: 'End session' })[0]!);
    const dialog = within(await screen.findByRole('dialog', {}, patient));
    await userEvent.click(dialog.getByRole('button', { name: 'End session' }));
    await waitFor(
      () => expect(screen.getByText('Signed the member out of 1 session')).toBeVisible(),
      patient,
    );
    await expect(network.sent.map((request) => request.path)).toEqual([
      'operator/members/alice/sessions/27/revoke',
    ]);
    // The file is read again and the session is gone.
    await waitFor(
      () => expect(within(sessions).getAllByRole('button', { name: 'End session' })).toHaveLength(1),
      patient,
    );
    await expect(within(sessions).queryByText('Safari on iPhone')).toBeNull();
  },
};

export const FreezesAndAsksToLift: Story = {
  name: 'Freezes withdrawals at once; lifting the freeze waits for a second person',
  beforeEach: network.serve(server()),
  parameters: { router: { initialEntries: ['/operator/members/alice'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Freeze withdrawals' }, patient));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Freeze this member’s withdrawals?' }, patient),
    );
    // A freeze needs its reason.
    await userEvent.click(dialog.getByRole('button', { name: 'Freeze withdrawals' }));
    await expect(dialog.getByLabelText('Reason')).toHaveAccessibleDescription(/Give a reason/);
    await userEvent.type(dialog.getByLabelText('Reason'), 'Takeover suspected{Enter}');
    await waitFor(() => expect(canvas.getByText("alice's withdrawals are frozen.")).toBeVisible(), patient);
    await waitFor(
      () =>
        expect(
          canvas.getByText(/Withdrawals frozen since .* by demo_admin: Takeover suspected/),
        ).toBeVisible(),
      patient,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Lift freeze' }));
    const lift = within(await screen.findByRole('dialog', { name: 'Ask to lift the freeze?' }, patient));
    await userEvent.type(lift.getByLabelText('Reason'), 'Owner called{Enter}');
    await waitFor(
      () =>
        expect(
          canvas.getByText(
            "Lifting the freeze for alice waits for a second person's approval (request #41).",
          ),
        ).toBeVisible(),
      patient,
    );
    await expect(network.sent.map((request) => [request.path, request.body])).toEqual([
      ['operator/members/alice/freeze', { reason: 'Takeover suspected' }],
      ['operator/members/alice/unfreeze', { reason: 'Owner called' }],
    ]);
  },
};

export const MakesASignInLink: Story = {
  beforeEach: network.serve(server()),
  parameters: { router: { initialEntries: ['/operator/members/alice'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign-in link' }, patient));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sign-in link for alice' }, patient));
    await expect(await dialog.findByText(link.url, {}, patient)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(network.sentTo('POST', 'operator/login-link').map((request) => request.body)).toEqual([
      { username: 'alice' },
    ]);
    // Closed, it is gone: a new link needs a new request.
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(screen.queryByText(link.url)).toBeNull();
  },
};

export const AuditorReadsOnly: Story = {
  beforeEach: network.serve(server()),
  parameters: { router: { initialEntries: ['/operator/members/alice'] } },
  render: inShell('auditor'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sessions = await canvas.findByRole('table', { name: 'Sessions' }, patient);
    await expect(within(sessions).getByText('Safari on iPhone')).toBeVisible();
    for (const name of ['End session', 'End all sessions', 'Sign-in link'])
      await expect(canvas.queryByRole('button', { name })).toBeNull();
    await expect(network.sent).toEqual([]);
  },
};

export const NoSuchMember: Story = {
  beforeEach: network.serve(server()),
  parameters: { router: { initialEntries: ['/operator/members/zed'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No member is called zed' }, patient),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Search members' })).toHaveAttribute(
      'href',
      '/operator/members',
    );
  },
};
