import type { vars } from './contract.css';
import type { ColorMode } from './modes';
import type { PresetName } from './settings';

export type ColorRole = keyof typeof vars.color;
export type Palette = Record<ColorRole, string>;
export type ShadowSet = Record<keyof typeof vars.shadow, string>;
export interface Preset {
  name: PresetName;
  label: string;
  light: Palette;
  dark: Palette;
}

type Accent = Pick<Palette, 'accent' | 'accentHover' | 'accentActive' | 'accentSoft' | 'onAccent'>;
type Neutrals = Pick<
  Palette,
  'surface' | 'surfaceRaised' | 'surfaceSunken' | 'border' | 'borderStrong' | 'text' | 'textMuted'
>;

/**
 * Status colours are shared by every preset so "Paid" and "Rejected" read the same whatever the brand;
 * text tones are dark enough to pass 4.5:1 on their own soft tint as well as on every surface.
 */
const status: Record<ColorMode, Omit<Palette, keyof Accent | keyof Neutrals | 'focusRing'>> = {
  light: {
    critical: '#b91c1c',
    criticalHover: '#991b1b',
    criticalSoft: '#fee2e2',
    onCritical: '#ffffff',
    positive: '#166534',
    positiveSoft: '#dcfce7',
    warning: '#92400e',
    warningSoft: '#fef3c7',
    info: '#1d4ed8',
    infoSoft: '#dbeafe',
    overlay: 'rgba(15, 23, 42, 0.55)',
  },
  dark: {
    critical: '#f87171',
    criticalHover: '#fca5a5',
    criticalSoft: '#450a0a',
    onCritical: '#1f0505',
    positive: '#4ade80',
    positiveSoft: '#052e16',
    warning: '#fbbf24',
    warningSoft: '#451a03',
    info: '#60a5fa',
    infoSoft: '#172554',
    overlay: 'rgba(0, 0, 0, 0.65)',
  },
};

const neutrals = {
  cool: {
    light: {
      surface: '#ffffff',
      surfaceRaised: '#ffffff',
      surfaceSunken: '#f3f5f7',
      border: '#d4d9de',
      borderStrong: '#6b7785',
      text: '#16202a',
      textMuted: '#56616c',
    },
    dark: {
      surface: '#0f161d',
      surfaceRaised: '#17212b',
      surfaceSunken: '#0a0f14',
      border: '#2c3a47',
      borderStrong: '#7b8a99',
      text: '#e6edf3',
      textMuted: '#9aa7b4',
    },
  },
  warm: {
    light: {
      surface: '#ffffff',
      surfaceRaised: '#fffdfb',
      surfaceSunken: '#f7f4f1',
      border: '#ddd6cf',
      borderStrong: '#7a6f66',
      text: '#1f1a17',
      textMuted: '#5f5650',
    },
    dark: {
      surface: '#191513',
      surfaceRaised: '#221d1a',
      surfaceSunken: '#110e0c',
      border: '#3a322d',
      borderStrong: '#8c8078',
      text: '#f2ece7',
      textMuted: '#b0a59d',
    },
  },
  slate: {
    light: {
      surface: '#ffffff',
      surfaceRaised: '#ffffff',
      surfaceSunken: '#f1f5f9',
      border: '#cbd5e1',
      borderStrong: '#64748b',
      text: '#0f172a',
      textMuted: '#475569',
    },
    dark: {
      surface: '#0f172a',
      surfaceRaised: '#1e293b',
      surfaceSunken: '#020617',
      border: '#334155',
      borderStrong: '#7c8ba1',
      text: '#f1f5f9',
      textMuted: '#a3b1c4',
    },
  },
} satisfies Record<string, Record<ColorMode, Neutrals>>;

function preset(
  name: PresetName,
  label: string,
  family: keyof typeof neutrals,
  light: Accent,
  dark: Accent,
): Preset {
  const build = (mode: ColorMode, accent: Accent): Palette => ({
    ...status[mode],
    ...neutrals[family][mode],
    ...accent,
    focusRing: accent.accent,
  });
  return { name, label, light: build('light', light), dark: build('dark', dark) };
}

const accent = (base: string, hover: string, active: string, soft: string, on: string): Accent => ({
  accent: base,
  accentHover: hover,
  accentActive: active,
  accentSoft: soft,
  onAccent: on,
});

/**
 * Each accent stays clear of the shared critical red (a test holds it): in Rose and Crimson a Save button and
 * a Delete button must never look alike, so their accents lean to pink and to wine.
 */
export const presets: Record<PresetName, Preset> = {
  tessera: preset(
    'tessera',
    'Tessera',
    'cool',
    accent('#0f766e', '#115e59', '#134e4a', '#ccfbf1', '#ffffff'),
    accent('#2dd4bf', '#5eead4', '#99f6e4', '#134e4a', '#042f2e'),
  ),
  ocean: preset(
    'ocean',
    'Ocean',
    'cool',
    accent('#0369a1', '#075985', '#0c4a6e', '#e0f2fe', '#ffffff'),
    accent('#38bdf8', '#7dd3fc', '#bae6fd', '#082f49', '#082f49'),
  ),
  indigo: preset(
    'indigo',
    'Indigo',
    'slate',
    accent('#4338ca', '#3730a3', '#312e81', '#e0e7ff', '#ffffff'),
    accent('#818cf8', '#a5b4fc', '#c7d2fe', '#1e1b4b', '#1e1b4b'),
  ),
  violet: preset(
    'violet',
    'Violet',
    'cool',
    accent('#6d28d9', '#5b21b6', '#4c1d95', '#ede9fe', '#ffffff'),
    accent('#a78bfa', '#c4b5fd', '#ddd6fe', '#2e1065', '#1e0b4b'),
  ),
  rose: preset(
    'rose',
    'Rose',
    'warm',
    accent('#be185d', '#9d174d', '#831843', '#fce7f3', '#ffffff'),
    accent('#f472b6', '#f9a8d4', '#fbcfe8', '#500724', '#500724'),
  ),
  amber: preset(
    'amber',
    'Amber',
    'warm',
    accent('#92400e', '#78350f', '#5c2a0b', '#fef3c7', '#ffffff'),
    accent('#fbbf24', '#fcd34d', '#fde68a', '#78350f', '#451a03'),
  ),
  forest: preset(
    'forest',
    'Forest',
    'cool',
    accent('#166534', '#14532d', '#0f3d21', '#dcfce7', '#ffffff'),
    accent('#4ade80', '#86efac', '#bbf7d0', '#14532d', '#052e16'),
  ),
  slate: preset(
    'slate',
    'Slate',
    'slate',
    accent('#475569', '#334155', '#1e293b', '#e2e8f0', '#ffffff'),
    accent('#94a3b8', '#cbd5e1', '#e2e8f0', '#1e293b', '#0f172a'),
  ),
  crimson: preset(
    'crimson',
    'Crimson',
    'warm',
    accent('#881337', '#701a35', '#5c0f2a', '#ffe4e6', '#ffffff'),
    accent('#fda4af', '#fecdd3', '#ffe4e6', '#4c0519', '#4c0519'),
  ),
};

export const shadows: Record<ColorMode, ShadowSet> = {
  light: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 4px 12px rgba(15, 23, 42, 0.10)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.18)',
  },
  dark: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.45)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.55)',
  },
};
