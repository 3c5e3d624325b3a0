import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { clearSession, setSession } from '../api/session';
import { RedirectMember } from './RedirectMember';

function Where() {
  const location = useLocation();
  return <p>At {location.pathname}</p>;
}

/** The routes around sign-in and sign-up as the app declares them, each page saying where it is. */
function Pages() {
  return (
    <Routes>
      <Route element={<RedirectMember />}>
        <Route path="/login" element={<Where />} />
        <Route path="/register" element={<Where />} />
      </Route>
      <Route path="/user/explore" element={<Where />} />
    </Routes>
  );
}

const signedIn = () => {
  setSession({ token: 'story-token', status: '1', username: 'alice', refcode: 'ALICE1' });
  return clearSession;
};

const meta = {
  title: 'App/RedirectMember',
  component: Pages,
} satisfies Meta<typeof Pages>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MemberOpensSignIn: Story = {
  name: 'A signed-in member who opens /login lands on Explore',
  parameters: { router: { initialEntries: ['/login'] } },
  beforeEach: signedIn,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('At /user/explore')).toBeVisible();
  },
};

export const MemberOpensSignUp: Story = {
  name: 'A signed-in member who opens a sponsor link to /register lands on Explore',
  parameters: { router: { initialEntries: ['/register?u=root&p=L'] } },
  beforeEach: signedIn,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('At /user/explore')).toBeVisible();
  },
};

export const VisitorOpensSignIn: Story = {
  name: 'A visitor sees the sign-in page',
  parameters: { router: { initialEntries: ['/login'] } },
  beforeEach: () => clearSession(),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('At /login')).toBeVisible();
  },
};

export const OperatorSignInAs: Story = {
  name: "An operator's sign-in-as link opens sign-in even in a signed-in tab",
  parameters: { router: { initialEntries: ['/login?user=bob&auth=temp-token'] } },
  beforeEach: signedIn,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('At /login')).toBeVisible();
  },
};
