import { loadFont } from './fonts';
import type { ColorMode } from './modes';
import { type ColorSlot, colorSlots, colorVarName, type ThemeSettings, themeClass } from './settings';
import { cssVarName } from './varNames';

/*
 * Painting the settings onto the page after it has started: the boot script (public/theme-boot.js) paints the
 * saved preset, mode, layout and colours before the first frame, so this loads only for what it leaves out
 * (the shades derived from an edited colour and a chosen face) and for live edits from the panel.
 */

/**
 * Hover, pressed and soft shades follow an edited base colour, so repainting one slot never leaves a
 * stale shade of the preset behind it.
 */
function derivedOverrides(slot: ColorSlot, value: string, mode: ColorMode): Array<[string, string]> {
  const toward = mode === 'dark' ? 'white' : 'black';
  const soft = (v: string) => `color-mix(in srgb, ${v} 16%, var(${colorVarName('surface')}))`;
  switch (slot) {
    case 'accent':
      return [
        [cssVarName(['color', 'accentHover']), `color-mix(in srgb, ${value} 85%, ${toward})`],
        [cssVarName(['color', 'accentActive']), `color-mix(in srgb, ${value} 72%, ${toward})`],
        [cssVarName(['color', 'accentSoft']), soft(value)],
        [cssVarName(['color', 'focusRing']), value],
      ];
    case 'critical':
      return [
        [cssVarName(['color', 'criticalHover']), `color-mix(in srgb, ${value} 85%, ${toward})`],
        [cssVarName(['color', 'criticalSoft']), soft(value)],
      ];
    case 'positive':
      return [[cssVarName(['color', 'positiveSoft']), soft(value)]];
    case 'warning':
      return [[cssVarName(['color', 'warningSoft']), soft(value)]];
    case 'info':
      return [[cssVarName(['color', 'infoSoft']), soft(value)]];
    default:
      return [];
  }
}

/** Every variable a colour override may write, so a removed override leaves nothing behind. */
const overridableVars = [
  ...colorSlots.map(colorVarName),
  ...['accentHover', 'accentActive', 'accentSoft', 'focusRing', 'criticalHover', 'criticalSoft']
    .concat(['positiveSoft', 'warningSoft', 'infoSoft'])
    .map((name) => cssVarName(['color', name])),
];

/** Paints the settings onto an element (normally <html>): a class swap and attributes, never a reload. */
export function applyThemeSettings(root: HTMLElement, settings: ThemeSettings): void {
  for (const name of Array.from(root.classList)) {
    if (name.startsWith('tsr-theme-')) root.classList.remove(name);
  }
  root.classList.add(themeClass(settings.preset, settings.mode));
  root.dir = settings.direction;
  root.style.colorScheme = settings.mode;
  const data = root.dataset;
  data.preset = settings.preset;
  data.mode = settings.mode;
  data.sidebar = settings.sidebarStyle;
  data.layout = settings.layout;
  data.header = settings.headerPosition;
  data.sidebarPosition = settings.sidebarPosition;
  data.container = settings.container;
  data.font = settings.font;

  for (const name of overridableVars) root.style.removeProperty(name);
  for (const slot of colorSlots) {
    const value = settings.colors[slot];
    if (!value) continue;
    root.style.setProperty(colorVarName(slot), value);
    for (const [name, derived] of derivedOverrides(slot, value, settings.mode)) {
      root.style.setProperty(name, derived);
    }
  }
  void loadFont(settings.font);
}
