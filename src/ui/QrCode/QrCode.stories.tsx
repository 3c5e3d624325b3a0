import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QrCode, qrPath } from './QrCode';

const address = 'TQ9xv1Jk4Qf6b8YqL3xGm2Hn7Rp5Ws2Dz8';

const meta = {
  title: 'UI/QrCode',
  component: QrCode,
  args: { value: address, label: 'Deposit address QR code' },
} satisfies Meta<typeof QrCode>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DrawnLocallyAt200: Story = {
  play: async ({ canvasElement }) => {
    const svg = within(canvasElement).getByRole('img', { name: 'Deposit address QR code' });
    const box = svg.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([200, 200]);
    await expect(svg.querySelector('path')?.getAttribute('d')).toBe(qrPath(address).path);
    await expect(Number(svg.dataset.modules)).toBeGreaterThanOrEqual(21);
    await expect(canvasElement.querySelector('img[src^="http"]')).toBeNull();
    const network = performance.getEntriesByType('resource').map((e) => e.name);
    await expect(network.some((url) => /qr/i.test(new URL(url).hostname))).toBe(false);
  },
};

export const DifferentTextDifferentCode: Story = {
  args: { value: 'https://tessera.example/register?ref=jane', label: 'Referral QR code', size: 120 },
  play: async ({ canvasElement }) => {
    const svg = within(canvasElement).getByRole('img', { name: 'Referral QR code' });
    await expect(svg.getBoundingClientRect().width).toBe(120);
    await expect(svg.querySelector('path')?.getAttribute('d')).not.toBe(qrPath(address).path);
  },
};
