import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { colorModes, presetNames } from '../../src/theme';
import { AA_TEXT } from '../../src/theme/pairings';
import { TokenTables } from './TokenTables';

const meta = {
  title: 'Design System/Tokens/Tables',
  component: TokenTables,
  // The tables' own page is Design System/Tokens (Tokens.mdx); these stories prove what it reports.
  tags: ['!autodocs'],
  args: { presets: ['tessera'], modes: ['light'] },
} satisfies Meta<typeof TokenTables>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The row of one pairing in the contrast table of one preset and mode, as a person finds it. */
async function pairingRow(canvasElement: HTMLElement, theme: string, pairing: string) {
  const name = `Contrast of the colours components pair, ${theme}`;
  const table = await within(canvasElement).findByRole('table', { name });
  const row = within(table).getByRole('rowheader', { name: pairing }).closest('tr');
  if (!row) throw new Error(`No row for ${pairing}`);
  const [, , ratio, minimum, result] = Array.from(row.cells).map((cell) => cell.textContent ?? '');
  return { ratio: Number.parseFloat(ratio ?? ''), minimum: Number.parseFloat(minimum ?? ''), result };
}

export const TesseraLight: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const colours = await canvas.findByRole('table', { name: 'Colour tokens, Tessera light' });
    const accent = within(colours).getByRole('rowheader', { name: 'accent' }).closest('tr');
    await expect(accent).toHaveTextContent('--tsr-color-accent');
    await expect(accent?.cells[2]?.textContent).toMatch(/^#[0-9a-f]{6}$/i);

    const text = await pairingRow(canvasElement, 'Tessera light', 'text on surface');
    await expect(text.minimum).toBe(AA_TEXT);
    await expect(text.ratio).toBeGreaterThanOrEqual(AA_TEXT);
    await expect(text.result).toBe('✓ Pass');
    await expect(canvas.queryByText('✗ Fail')).not.toBeInTheDocument();
  },
};

export const OverriddenToFail: Story = {
  // A muted text grey a designer might pick by eye: 2.5:1 on white, well under AA.
  args: { overrides: { textMuted: '#9ca3af' } },
  play: async ({ canvasElement }) => {
    const colours = await within(canvasElement).findByRole('table', { name: 'Colour tokens, Tessera light' });
    const muted = within(colours).getByRole('rowheader', { name: 'textMuted' }).closest('tr');
    await expect(muted?.cells[2]).toHaveTextContent('#9ca3af');

    const failing = await pairingRow(canvasElement, 'Tessera light', 'textMuted on surface');
    await expect(failing.ratio).toBeLessThan(AA_TEXT);
    await expect(failing.result).toBe('✗ Fail');
    const untouched = await pairingRow(canvasElement, 'Tessera light', 'text on surface');
    await expect(untouched.result).toBe('✓ Pass');
  },
};

export const EveryPresetAndMode: Story = {
  args: { presets: undefined, modes: undefined },
  parameters: {
    a11y: {
      disable:
        'the same tables as TesseraLight, which axe checks, eighteen times over; axe on them would take most of a test timeout',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Text queries, not role queries: naming some forty tables of this size takes role queries minutes.
    const captions = await canvas.findAllByText(/^Contrast of the colours components pair, /);
    await expect(captions).toHaveLength(presetNames.length * colorModes.length);
    await expect(
      canvas.getByText('Contrast of the colours components pair, Crimson dark'),
    ).toBeInTheDocument();
    // The live counterpart of the presets test: what the browser paints reaches AA everywhere.
    await expect(canvas.queryAllByText('✗ Fail')).toHaveLength(0);
  },
};
