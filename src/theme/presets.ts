import type { vars } from './contract.css';
import type { ColorMode } from './modes';
import { type NeutralFamily, type Neutrals, neutrals, type RadiusSet, type Shape, shapes } from './neutrals';
import type { PresetName } from './settings';

export type ColorRole = keyof typeof vars.color;
export type Palette = Record<ColorRole, string>;
export type ShadowSet = Record<keyof typeof vars.shadow, string>;
export type { NeutralFamily, RadiusSet, Shape };
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
