import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { clearOperatorToken, getOperatorToken, setOperatorToken } from '../../api/operatorSession';
import { getSession } from '../../api/session';
import { fakeNetwork, json, patient, withToasts } from '../shared/wiredStory';
import { OperatorBackOffice } from './OperatorBackOffice';
import { supportOverview } from './Overview/overviewFixtures';
import { OPERATOR_SESSION_ENDED, OPERATOR_SIGNED_OUT } from './shared/operatorSections';

const { sentTo, serve } = fakeNetwork('alice');
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const operator = { id: 3, username: 'demo_support', role: 'support' };
const rights = ['members.read', 'tickets.read', 'tickets.write', 'announcements.read', 'announcements.write'];

/**
 * The back office's server: a first sign-in that sets up the authenticator, /me (answering each of
 * `meStatuses` in turn, then 200) and sign-out.
 */
const server = (meStatuses: number[]) => (path: string, request: { body: unknown }) => {
  const meStatus = path === 'operator/me' ? (meStatuses.shift() ?? 200) : 200;
  const body = request.body as { code?: string };
  if (path === 'operator/sign-in' && !body.code)
    return json({
      status: true,
      data: { kind: 'enrol', secret: SECRET, otpauth_url: `otpauth://totp/x?secret=${SECRET}` },
    });
  if (path === 'operator/sign-in')
    return json({
      status: true,
      data: { kind: 'signed-in', token: 'operator-token', idle_minutes: 15, operator, rights },
    });
  if (path === 'operator/me' && meStatus === 200)
    return json({ status: true, data: { operator, role: 'support', rights } });
  if (path === 'operator/me')
    return json({ status: false, message: 'Sign in again', msg: 'Sign in again' }, meStatus);
  if (path === 'operator/sign-out') return json({ status: true, message: 'Signed out' });
  if (path === 'operator/overview') return json({ status: true, data: supportOverview });
  return json({ status: false, message: 'Not found', msg: 'Not found' }, 404);
};

/** A member signed in in the same tab (alice), and the operator's token as the story starts. */
const signedIn =
  (token: string | null, ...meStatuses: number[]) =>
  () => {
    const stop = serve(server([...meStatuses]))();
    if (token) setOperatorToken(token);
    return () => {
      stop();
      clearOperatorToken();
    };
  };

const meta = {
  title: 'Screens/Operator/Wired',
  component: OperatorBackOffice,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/operator/sign-in'] } },
  decorators: [withToasts],
  render: () => (
    <Routes>
      <Route path="/operator/*" element={<OperatorBackOffice />} />
    </Routes>
  ),
} satisfies Meta<typeof OperatorBackOffice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSignInToSignOut: Story = {
  beforeEach: signedIn(null),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Username'), 'demo_support');
    await userEvent.type(canvas.getByLabelText('Password'), 'Demo-operator-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('definition', {}, patient)).toHaveTextContent('JBSW Y3DP');
    await userEvent.type(canvas.getByLabelText('Authenticator code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Finish set-up and sign in' }));

    // The sign-in page has a main of its own: take the back office's once it says who is signed in.
    const signedInAs = await canvas.findByText(/Signed in as/, {}, patient);
    await expect(signedInAs).toHaveTextContent('demo_support');
    const main = signedInAs.closest('main') as HTMLElement;
    // The overview: what waits for support, and nothing of money.
    await expect(
      await within(main).findByRole('region', { name: 'Open tickets by age' }, patient),
    ).toBeVisible();
    await expect(within(main).queryByRole('region', { name: 'Withdrawals by age' })).toBeNull();
    await expect(sentTo('POST', 'operator/sign-in').map((request) => request.body)).toEqual([
      { username: 'demo_support', password: 'Demo-operator-2026' },
      { username: 'demo_support', password: 'Demo-operator-2026', code: '123456' },
    ]);
    await expect(getOperatorToken()).toBe('operator-token');

    await userEvent.click(canvas.getByRole('link', { name: 'Tickets' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tickets' }, patient)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(await canvas.findByText(OPERATOR_SIGNED_OUT, {}, patient)).toHaveAttribute('role', 'status');
    await expect(getOperatorToken()).toBeNull();
    // The member signed in beside the operator in this tab is still signed in.
    await expect(getSession()).toMatchObject({ username: 'alice' });
  },
};

export const SessionEndedWhileAway: Story = {
  beforeEach: signedIn('stale-operator-token', 401),
  parameters: { router: { initialEntries: ['/operator/tickets'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(OPERATOR_SESSION_ENDED, {}, patient)).toHaveAttribute(
      'role',
      'status',
    );
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Back office sign-in');
    await expect(getOperatorToken()).toBeNull();
    await expect(getSession()).toMatchObject({ username: 'alice', token: 'story-token' });
  },
};

export const NoSessionGoesToSignIn: Story = {
  beforeEach: signedIn(null),
  parameters: { router: { initialEntries: ['/operator'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, patient)).toHaveTextContent(
      'Back office sign-in',
    );
    await expect(canvas.queryByText(OPERATOR_SESSION_ENDED)).toBeNull();
    await expect(canvas.queryByText(OPERATOR_SIGNED_OUT)).toBeNull();
    await expect(sentTo('GET', 'operator/me')).toEqual([]);
  },
};

export const LoadFailedThenTriedAgain: Story = {
  beforeEach: signedIn('operator-token', 503),
  parameters: { router: { initialEntries: ['/operator'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const failed = await canvas.findByRole(
      'heading',
      { name: 'The back office could not be loaded' },
      patient,
    );
    await expect(failed).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText(/Signed in as/, {}, patient)).toHaveTextContent('demo_support');
    await expect(getOperatorToken()).toBe('operator-token');
  },
};
