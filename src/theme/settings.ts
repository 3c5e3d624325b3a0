import { type ColorMode, colorModes, type Direction, directions } from './modes';
import { cssVarName, themeClassName } from './varNames';

/** The nine presets; the first is Tessera's own look and the default. */
export const presetNames = [
  'tessera',
  'ocean',
  'indigo',
  'violet',
  'rose',
  'amber',
  'forest',
  'slate',
  'crimson',
] as const;
export type PresetName = (typeof presetNames)[number];

export const sidebarStyles = ['compact', 'full', 'mini', 'modern', 'overlay', 'icon-hover'] as const;
export type SidebarStyle = (typeof sidebarStyles)[number];
export const layouts = ['vertical', 'horizontal'] as const;
export type Layout = (typeof layouts)[number];
export const positions = ['fixed', 'static'] as const;
export type Position = (typeof positions)[number];
export const containers = ['wide-boxed', 'boxed', 'wide'] as const;
export type Container = (typeof containers)[number];
export const fontNames = ['system', 'inter', 'roboto', 'ibm-plex-sans', 'noto-sans-arabic'] as const;
export type FontName = (typeof fontNames)[number];

/** The colour roles a member or designer may repaint; every other colour token derives from a preset. */
export const colorSlots = [
  'accent',
  'onAccent',
  'critical',
  'positive',
  'warning',
  'info',
  'surface',
  'surfaceRaised',
  'surfaceSunken',
  'border',
  'borderStrong',
  'text',
  'textMuted',
] as const;
export type ColorSlot = (typeof colorSlots)[number];

export interface ThemeSettings {
  preset: PresetName;
  mode: ColorMode;
  sidebarStyle: SidebarStyle;
  layout: Layout;
  headerPosition: Position;
  sidebarPosition: Position;
  container: Container;
  direction: Direction;
  font: FontName;
  colors: Partial<Record<ColorSlot, string>>;
}

export const defaultThemeSettings: ThemeSettings = Object.freeze({
  preset: 'tessera',
  mode: 'light',
  sidebarStyle: 'full',
  layout: 'vertical',
  headerPosition: 'fixed',
  sidebarPosition: 'fixed',
  container: 'boxed',
  direction: 'ltr',
  font: 'system',
  colors: Object.freeze({}),
});

export const THEME_STORAGE_KEY = 'tessera.theme';

/** The compiled class for one preset and mode; it themes whatever subtree carries it. */
export const themeClass = (preset: PresetName, mode: ColorMode): string => themeClassName(preset, mode);

export const colorVarName = (slot: ColorSlot): string => cssVarName(['color', slot]);

const hexColor = /^#[0-9a-f]{6}$/i;

const pick = <T extends string>(options: readonly T[], value: unknown, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

/** Keeps every valid field of stored or incoming settings and falls back to the default for the rest. */
export function parseThemeSettings(input: unknown): ThemeSettings {
  const raw = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const d = defaultThemeSettings;
  const colors: Partial<Record<ColorSlot, string>> = {};
  const rawColors = typeof raw.colors === 'object' && raw.colors !== null ? raw.colors : {};
  for (const slot of colorSlots) {
    const value = (rawColors as Record<string, unknown>)[slot];
    if (typeof value === 'string' && hexColor.test(value)) colors[slot] = value.toLowerCase();
  }
  return {
    preset: pick(presetNames, raw.preset, d.preset),
    mode: pick(colorModes, raw.mode, d.mode),
    sidebarStyle: pick(sidebarStyles, raw.sidebarStyle, d.sidebarStyle),
    layout: pick(layouts, raw.layout, d.layout),
    headerPosition: pick(positions, raw.headerPosition, d.headerPosition),
    sidebarPosition: pick(positions, raw.sidebarPosition, d.sidebarPosition),
    container: pick(containers, raw.container, d.container),
    direction: pick(directions, raw.direction, d.direction),
    font: pick(fontNames, raw.font, d.font),
    colors,
  };
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: ThemeSettings | null = null;

function readStorage(): unknown {
  try {
    const text = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

export function loadThemeSettings(): ThemeSettings {
  return parseThemeSettings(readStorage());
}

/** The current settings, the same object until they change (what useSyncExternalStore needs). */
export function getThemeSettings(): ThemeSettings {
  current ??= loadThemeSettings();
  return current;
}

function publish(next: ThemeSettings): void {
  current = next;
  for (const listener of listeners) listener();
}

export function saveThemeSettings(settings: ThemeSettings): void {
  const next = parseThemeSettings(settings);
  try {
    globalThis.localStorage?.setItem(THEME_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private windows may refuse storage; the settings still apply for this visit.
  }
  publish(next);
}

export function updateThemeSettings(patch: Partial<ThemeSettings>): void {
  saveThemeSettings({ ...getThemeSettings(), ...patch });
}

export function resetThemeSettings(): void {
  try {
    globalThis.localStorage?.removeItem(THEME_STORAGE_KEY);
  } catch {
    // Nothing stored means nothing to remove.
  }
  publish(parseThemeSettings(null));
}

export function subscribeThemeSettings(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
