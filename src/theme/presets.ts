import type { vars } from './contract.css';
import type { ColorMode } from './modes';
import type { PresetName } from './settings';

export type ColorRole = keyof typeof vars.color;
export type Palette = Record<ColorRole, string>;
export type ShadowSet = Record<keyof typeof vars.shadow, string>;
export type RadiusSet = Record<keyof typeof vars.radius, string>;
export interface Preset {
  name: PresetName;
  label: string;
  /** The grey family under the accent: each preset tints its surfaces, borders and text its own way. */
  neutral: NeutralFamily;
  /** Corner radii: from sharp to round, part of each preset's character along with its greys. */
  shape: Shape;
  radius: RadiusSet;
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
  sea: {
    light: {
      surface: '#ffffff',
      surfaceRaised: '#fbfdff',
      surfaceSunken: '#eef5fa',
      border: '#cfdde8',
      borderStrong: '#5f7686',
      text: '#0c1f2c',
      textMuted: '#4a6072',
    },
    dark: {
      surface: '#0b1620',
      surfaceRaised: '#11212e',
      surfaceSunken: '#060e15',
      border: '#223746',
      borderStrong: '#6f8a9e',
      text: '#e4f0f8',
      textMuted: '#94aabb',
    },
  },
  mauve: {
    light: {
      surface: '#ffffff',
      surfaceRaised: '#fdfcff',
      surfaceSunken: '#f5f3fa',
      border: '#ddd8e8',
      borderStrong: '#736a86',
      text: '#1c1726',
      textMuted: '#5c5470',
    },
    dark: {
      surface: '#15121c',
      surfaceRaised: '#1e1a28',
      surfaceSunken: '#0d0b12',
      border: '#342e42',
      borderStrong: '#8a819c',
      text: '#eeeaf5',
      textMuted: '#aba3bc',
    },
  },
  sand: {
    light: {
      surface: '#ffffff',
      surfaceRaised: '#fffdf7',
      surfaceSunken: '#f8f5ec',
      border: '#e0d9c6',
      borderStrong: '#7a6f55',
      text: '#1f1b10',
      textMuted: '#5d5543',
    },
    dark: {
      surface: '#17140c',
      surfaceRaised: '#211d12',
      surfaceSunken: '#0f0d07',
      border: '#3b3524',
      borderStrong: '#8f8568',
      text: '#f3efe2',
      textMuted: '#b3aa92',
    },
  },
  sage: {
    light: {
      surface: '#ffffff',
      surfaceRaised: '#fcfdfb',
      surfaceSunken: '#f1f5ef',
      border: '#d3ddd0',
      borderStrong: '#66755f',
      text: '#141d12',
      textMuted: '#52604d',
    },
    dark: {
      surface: '#101610',
      surfaceRaised: '#182018',
      surfaceSunken: '#0a0e0a',
      border: '#2c3a2b',
      borderStrong: '#7d8e7a',
      text: '#e8efe6',
      textMuted: '#a2b19f',
    },
  },
} satisfies Record<string, Record<ColorMode, Neutrals>>;

export type NeutralFamily = keyof typeof neutrals;

/** Corner radii per shape; a pill stays a pill in every shape. */
const shapes = {
  sharp: { sm: '2px', md: '3px', lg: '4px', pill: '999px' },
  crisp: { sm: '3px', md: '6px', lg: '10px', pill: '999px' },
  soft: { sm: '4px', md: '8px', lg: '14px', pill: '999px' },
  round: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  rounder: { sm: '8px', md: '14px', lg: '24px', pill: '999px' },
} satisfies Record<string, RadiusSet>;

export type Shape = keyof typeof shapes;

function preset(
  name: PresetName,
  label: string,
  look: { neutral: NeutralFamily; shape: Shape },
  light: Accent,
  dark: Accent,
): Preset {
  const family = look.neutral;
  const build = (mode: ColorMode, accent: Accent): Palette => ({
    ...status[mode],
    ...neutrals[family][mode],
    ...accent,
    focusRing: accent.accent,
  });
  const radius = shapes[look.shape];
  return { name, label, ...look, radius, light: build('light', light), dark: build('dark', dark) };
}

const accent = (base: string, hover: string, active: string, soft: string, on: string): Accent => ({
  accent: base,
  accentHover: hover,
  accentActive: active,
  accentSoft: soft,
  onAccent: on,
});

/**
 * Each preset is its own look: a grey family, a shape and an accent. Every accent stays clear of the shared
 * status colours (a test holds ΔE ≥ 25 against critical, positive and warning), so a Save button never looks
 * like Delete, and an accent never reads as "Paid" or as a warning; and every accent carries colour, so a
 * primary button never reads as a disabled one.
 */
export const presets: Record<PresetName, Preset> = {
  tessera: preset(
    'tessera',
    'Tessera',
    { neutral: 'cool', shape: 'soft' },
    accent('#0f766e', '#115e59', '#134e4a', '#ccfbf1', '#ffffff'),
    accent('#2dd4bf', '#5eead4', '#99f6e4', '#134e4a', '#042f2e'),
  ),
  ocean: preset(
    'ocean',
    'Ocean',
    { neutral: 'sea', shape: 'round' },
    accent('#0369a1', '#075985', '#0c4a6e', '#e0f2fe', '#ffffff'),
    accent('#38bdf8', '#7dd3fc', '#bae6fd', '#082f49', '#082f49'),
  ),
  indigo: preset(
    'indigo',
    'Indigo',
    { neutral: 'slate', shape: 'crisp' },
    accent('#4338ca', '#3730a3', '#312e81', '#e0e7ff', '#ffffff'),
    accent('#818cf8', '#a5b4fc', '#c7d2fe', '#1e1b4b', '#1e1b4b'),
  ),
  violet: preset(
    'violet',
    'Violet',
    { neutral: 'mauve', shape: 'round' },
    accent('#6d28d9', '#5b21b6', '#4c1d95', '#ede9fe', '#ffffff'),
    accent('#a78bfa', '#c4b5fd', '#ddd6fe', '#2e1065', '#1e0b4b'),
  ),
  rose: preset(
    'rose',
    'Rose',
    { neutral: 'warm', shape: 'rounder' },
    accent('#be185d', '#9d174d', '#831843', '#fce7f3', '#ffffff'),
    accent('#f472b6', '#f9a8d4', '#fbcfe8', '#500724', '#500724'),
  ),
  amber: preset(
    'amber',
    'Amber',
    { neutral: 'sand', shape: 'soft' },
    accent('#8f6b00', '#7a5b00', '#634a00', '#fef9c3', '#ffffff'),
    accent('#fdba74', '#fed7aa', '#ffedd5', '#431407', '#431407'),
  ),
  forest: preset(
    'forest',
    'Forest',
    { neutral: 'sage', shape: 'crisp' },
    accent('#4d7c0f', '#3f6212', '#365314', '#ecfccb', '#ffffff'),
    accent('#a3e635', '#bef264', '#d9f99d', '#1a2e05', '#1a2e05'),
  ),
  slate: preset(
    'slate',
    'Slate',
    { neutral: 'slate', shape: 'sharp' },
    accent('#2f5d8c', '#264b73', '#1d3a5a', '#e0e9f4', '#ffffff'),
    accent('#93b4e0', '#b4cbea', '#d3e1f3', '#1b2c42', '#0f1a2a'),
  ),
  crimson: preset(
    'crimson',
    'Crimson',
    { neutral: 'warm', shape: 'sharp' },
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
