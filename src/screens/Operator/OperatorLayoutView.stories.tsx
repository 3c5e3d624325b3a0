import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type OperatorRole, roleRights } from '../../api/contract/operatorRights';
import { OperatorLayoutView } from './OperatorLayoutView';
import { OperatorOverview } from './shared/OperatorPages';

const as = (role: OperatorRole) => {
  const operator = { username: `demo_${role}`, role };
  const rights = roleRights[role];
  return { operator, rights, children: <OperatorOverview operator={operator} rights={rights} /> };
};

const meta = {
  title: 'Screens/Operator/Layout',
  component: OperatorLayoutView,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/operator'] } },
  args: { productName: 'Tessera', onSignOut: fn(), ...as('support') },
} satisfies Meta<typeof OperatorLayoutView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The shell's own header (the overview's page header, inside main, is no banner). */
const bannerOf = (canvasElement: HTMLElement) => within(canvasElement.querySelector('header')!);

const menuOf = (canvasElement: HTMLElement) =>
  within(canvasElement.querySelector('nav[aria-label="Back office"]') as HTMLElement)
    .getAllByRole('link')
    .map((link) => link.textContent);

/** A role's back office: its name in the header, only its sections in the menu, its rights on the overview. */
const roleStory = (role: OperatorRole, sections: string[], right: RegExp): Story => ({
  args: as(role),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = bannerOf(canvasElement);
    await expect(banner.getByText(`demo_${role}`, { exact: true })).toBeVisible();
    await expect(banner.getByText(role, { exact: true })).toBeVisible();
    await expect(menuOf(canvasElement)).toEqual(['Overview', ...sections]);
    await expect(canvas.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('main')).toHaveTextContent(`Signed in as demo_${role}, role ${role}.`);
    await expect(canvas.getByRole('list', { name: 'Rights of your role' })).toHaveTextContent(right);
    await userEvent.click(banner.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
});

export const Support = roleStory(
  'support',
  ['Members', 'Tickets', 'Announcements'],
  /Publish, schedule, pin and withdraw announcements/,
);
export const Finance = roleStory(
  'finance',
  ['Members', 'Money', 'Plans', 'Liabilities', 'Proof of reserves'],
  /approve, pay and reject withdrawals/,
);
const everySection = [
  'Members',
  'Money',
  'Tickets',
  'Announcements',
  'Plans',
  'Liabilities',
  'Proof of reserves',
  'Audit log',
  'Operators',
];
export const Admin = roleStory('admin', everySection, /Add operators and change their roles/);
export const Auditor = roleStory('auditor', everySection, /Read the audit log/);

export const AuditorChangesNothing: Story = {
  args: as('auditor'),
  play: async ({ canvasElement }) => {
    const rights = within(canvasElement).getByRole('list', { name: 'Rights of your role' });
    await expect(rights).not.toHaveTextContent(/Publish|approve|Add operators|Reply/);
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
    // From the top, the header's links and button come first, then the menu in its order.
    canvas.getByRole('link', { name: 'Skip to main content' }).focus();
    const order = ['Tessera back office', 'Sign out', 'Overview', 'Members', 'Tickets', 'Announcements'];
    for (const name of order) {
      await userEvent.tab();
      await expect(document.activeElement).toHaveAccessibleName(name);
    }
  },
};

export const SigningOut: Story = {
  args: { signingOut: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Sign out/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // The menu is on the right of the page, the brand at the header's right and Sign out at its left.
    const nav = canvasElement.querySelector('nav[aria-label="Back office"]')!.getBoundingClientRect();
    const main = canvas.getByRole('main').getBoundingClientRect();
    await expect(nav.left).toBeGreaterThanOrEqual(main.right - 1);
    const brand = canvas.getByRole('link', { name: 'Tessera back office' }).getBoundingClientRect();
    const signOut = canvas.getByRole('button', { name: 'Sign out' }).getBoundingClientRect();
    await expect(brand.left).toBeGreaterThan(signOut.right);
    // The English name keeps its word order: 'Tessera' reads first, at the left of 'back office'.
    const brandLink = canvas.getByRole('link', { name: 'Tessera back office' });
    const name = document.createRange();
    name.selectNodeContents(brandLink.firstChild!);
    const tag = within(brandLink).getByText('back office').getBoundingClientRect();
    await expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(tag.left);
    // The menu still reads from the top in the same order, each entry's icon at its right.
    const links = within(canvasElement.querySelector('nav')!).getAllByRole('link');
    const tops = links.map((link) => link.getBoundingClientRect().top);
    await expect([...tops].sort((a, b) => a - b)).toEqual(tops);
    const icon = links[1]!.querySelector('svg')!.getBoundingClientRect();
    const entry = links[1]!.getBoundingClientRect();
    await expect(icon.left).toBeGreaterThan(entry.left + entry.width / 2);
  },
};

export const OnAPhone: Story = {
  args: as('admin'),
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
    const frame = phone.getBoundingClientRect();
    await expect(phone.scrollWidth).toBeLessThanOrEqual(390);
    // The menu sits above the page, every entry in view and clickable, none cut off at either edge.
    const nav = canvasElement.querySelector('nav[aria-label="Back office"]')!;
    await expect(nav.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      canvas.getByRole('main').getBoundingClientRect().top + 1,
    );
    for (const link of within(nav as HTMLElement).getAllByRole('link')) {
      const box = link.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(frame.left);
      await expect(box.right).toBeLessThanOrEqual(frame.right);
      await expect(
        link.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)),
      ).toBe(true);
    }
    await expect(bannerOf(canvasElement).getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};
