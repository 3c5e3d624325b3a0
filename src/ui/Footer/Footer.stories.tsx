import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { site } from '../../content/site';
import { Footer } from './Footer';

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
    await expect(canvas.getByText('© 2026 Tessera')).toBeVisible();
    await expect(canvas.getByText(site.tagline)).toBeVisible();
  },
};

export const NoDownloadsWhenNoneIsConfigured: Story = {
  args: { content: { ...site, apkUrl: null, storeLinks: { appStore: null, googlePlay: null } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Get APK' })).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Get the app' })).toBeNull();
  },
};

export const StoreButtonsWhenConfigured: Story = {
  args: {
    content: {
      ...site,
      apkUrl: null,
      storeLinks: {
        appStore: 'https://apps.apple.com/app/id000000000',
        googlePlay: 'https://play.google.com/store/apps/details?id=example.tessera',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const downloads = within(canvas.getByRole('list', { name: 'Get the app' }));
    await expect(downloads.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/app/id000000000',
    );
    await expect(downloads.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
    await expect(downloads.queryByRole('link', { name: 'Get APK' })).toBeNull();
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
