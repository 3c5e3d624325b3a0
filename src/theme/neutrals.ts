import type { vars } from './contract.css';
import type { ColorMode } from './modes';
import type { Palette } from './presets';

/** What a preset's greys fill: surfaces, borders and text. */
export type Neutrals = Pick<
  Palette,
  'surface' | 'surfaceRaised' | 'surfaceSunken' | 'border' | 'borderStrong' | 'text' | 'textMuted'
>;
export type RadiusSet = Record<keyof typeof vars.radius, string>;

/** The grey families a preset is built on, each tinted its own way, in light and dark. */
export const neutrals = {
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
export const shapes = {
  sharp: { sm: '2px', md: '3px', lg: '4px', pill: '999px' },
  crisp: { sm: '3px', md: '6px', lg: '10px', pill: '999px' },
  soft: { sm: '4px', md: '8px', lg: '14px', pill: '999px' },
  round: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  rounder: { sm: '8px', md: '14px', lg: '24px', pill: '999px' },
} satisfies Record<string, RadiusSet>;

export type Shape = keyof typeof shapes;
