import { type ColorSlot, colorSlots, presets, type ThemeSettings } from '../../src/theme';

/** What a `src/theme/presets.ts` entry needs from the lab: the accent set, the 13 slots, for one mode. */
export interface PresetExport {
  basedOn: ThemeSettings['preset'];
  mode: ThemeSettings['mode'];
  accent: { accent: string; accentHover: string; accentActive: string; accentSoft: string; onAccent: string };
  colors: Record<ColorSlot, string>;
}

const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

/**
 * `color-mix(in srgb, a share%, b)` worked out to hex, so the export carries the shades the lab painted
 * (applySettings derives them with color-mix) as plain values a preset can hold.
 */
export function mixHex(a: string, share: number, b: string): string {
  const [x, y] = [channels(a), channels(b)];
  return `#${x
    .map((value, i) => Math.round(value * share + (y[i] ?? 0) * (1 - share)))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}

export function presetExport(settings: ThemeSettings): PresetExport {
  const palette = presets[settings.preset][settings.mode];
  const colors = Object.fromEntries(
    colorSlots.map((slot) => [slot, settings.colors[slot] ?? palette[slot]]),
  ) as Record<ColorSlot, string>;
  const edited = settings.colors.accent;
  const toward = settings.mode === 'dark' ? '#ffffff' : '#000000';
  const accent = edited
    ? {
        accent: edited,
        accentHover: mixHex(edited, 0.85, toward),
        accentActive: mixHex(edited, 0.72, toward),
        accentSoft: mixHex(edited, 0.16, colors.surface),
        onAccent: colors.onAccent,
      }
    : {
        accent: palette.accent,
        accentHover: palette.accentHover,
        accentActive: palette.accentActive,
        accentSoft: palette.accentSoft,
        onAccent: colors.onAccent,
      };
  return { basedOn: settings.preset, mode: settings.mode, accent, colors };
}

export const presetExportJson = (settings: ThemeSettings): string =>
  `${JSON.stringify(presetExport(settings), null, 2)}\n`;
