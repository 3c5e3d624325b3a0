import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ShareDialog } from './ShareDialog';

const url = 'https://tessera.example/register?ref=jane';
const text = 'Join me on Tessera';

const meta = {
  title: 'UI/ShareDialog',
  component: ShareDialog,
  args: { url, text, trigger: <Button variant="secondary">Share</Button> },
} satisfies Meta<typeof ShareDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ListsSixSitesWithRealShareLinks: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Share' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Share' }));
    const links = dialog.getAllByRole('link');
    await expect(links.map((a) => a.textContent)).toEqual([
      'Facebook',
      'Twitter',
      'WhatsApp',
      'Telegram',
      'LinkedIn',
      'Mail',
    ]);
    const href = (name: string) => new URL(dialog.getByRole('link', { name }).getAttribute('href')!);
    await expect(href('Facebook').searchParams.get('u')).toBe(url);
    await expect(href('Twitter').searchParams.get('text')).toBe(text);
    await expect(href('WhatsApp').searchParams.get('text')).toBe(`${text} ${url}`);
    await expect(href('Telegram').hostname).toBe('t.me');
    await expect(href('LinkedIn').searchParams.get('url')).toBe(url);
    const mail = href('Mail');
    await expect(mail.protocol).toBe('mailto:');
    await expect(mail.searchParams.get('body')).toBe(`${text}\n${url}`);
    for (const link of links.slice(0, 5)) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(links[5]).not.toHaveAttribute('target');
  },
};

export const KeyboardReachesEveryLink: Story = {
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Share' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Share' });
    const reached = new Set<string>();
    for (let i = 0; i < 8; i++) {
      await userEvent.tab();
      reached.add(document.activeElement?.textContent ?? '');
    }
    await expect([...reached]).toEqual(expect.arrayContaining(['Facebook', 'Mail']));
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
