import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Footer, type FooterContent } from './Footer';

const site: FooterContent = {
  productName: 'Tessera',
  tagline:
    'A members’ platform for staking plans, reserve plans and referral teams, with every term shown up front.',
  copyright: '© 2025 Tessera',
  resourceLinks: [
    { label: 'Docs', href: '/' },
    { label: 'Invite friends', href: '/' },
    { label: 'How to buy', href: '/' },
    { label: 'Tutorials', href: '/' },
    { label: 'Artist Application Form', href: '/' },
  ],
  newsLink: { label: 'News/Blog', href: '/' },
  policyLinks: [
    { label: 'Terms of Service', href: '/terms' },
    { label: 'Privacy Policy', href: '/privacy' },
  ],
  apkUrl: null,
  subscribe: {
    heading: 'Stay in the loop',
    label: 'E-mail address',
    placeholder: 'Your e-mail address',
    button: 'Subscribe',
    thanks: 'Thank you. We do not send newsletters yet, so your address was not stored.',
  },
};

const meta = {
  title: 'UI/Footer',
  component: Footer,
  args: { content: site },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LinksAndCopyright: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const resources = within(canvas.getByRole('navigation', { name: 'Resources' }));
    await expect(resources.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Docs',
      'Invite friends',
      'How to buy',
      'Tutorials',
      'Artist Application Form',
    ]);
    await expect(canvas.getByRole('link', { name: 'News/Blog' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(canvas.getByText('© 2025 Tessera')).toBeVisible();
    await expect(canvas.getByText(site.tagline)).toBeVisible();
  },
};

export const NoApkWhenNoneIsConfigured: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Get APK' })).toBeNull();
  },
};

export const ApkWhenConfigured: Story = {
  args: { content: { ...site, apkUrl: '/downloads/tessera.apk' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Get APK' })).toHaveAttribute(
      'href',
      '/downloads/tessera.apk',
    );
  },
};

export const SubscribeSaysPolitelyThatNothingIsStored: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText(site.subscribe.label);
    await userEvent.type(email, 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(site.subscribe.thanks);
    await expect(email).toHaveValue('');
  },
};
