import {
  type ColorMode,
  type Direction,
  defaultThemeSettings,
  type PresetName,
  parseThemeSettings,
  type SidebarStyle,
  type ThemeSettings,
} from '../../src/theme';

/**
 * Where the theme lab keeps a designer's theme between stories. Storybook's own key, never the app's
 * `tessera.theme`, so trying a theme here changes nothing a member's settings would read.
 */
export const LAB_THEME_KEY = 'tessera.storybook.themeLab';

type Globals = Record<string, unknown>;

export function readLabTheme(): ThemeSettings | null {
  try {
    const text = globalThis.localStorage?.getItem(LAB_THEME_KEY);
    return text ? parseThemeSettings(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

export function saveLabTheme(settings: ThemeSettings): void {
  try {
    globalThis.localStorage?.setItem(LAB_THEME_KEY, JSON.stringify(parseThemeSettings(settings)));
  } catch {
    // Storage refused (a private window): the lab still paints, it only forgets on the next story.
  }
}

export function clearLabTheme(): void {
  try {
    globalThis.localStorage?.removeItem(LAB_THEME_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** The toolbar's four globals as theme settings; globals left unset say nothing. */
function fromGlobals(globals: Globals): Partial<ThemeSettings> {
  const picked: Partial<ThemeSettings> = {};
  if (globals.preset) picked.preset = globals.preset as PresetName;
  if (globals.colorMode) picked.mode = globals.colorMode as ColorMode;
  if (globals.sidebarStyle) picked.sidebarStyle = globals.sidebarStyle as SidebarStyle;
  if (globals.direction) picked.direction = globals.direction as Direction;
  return picked;
}

/** The toolbar's choices, under whatever the story itself pins. */
export function toolbarTheme(userGlobals: Globals, storyGlobals: Globals = {}): ThemeSettings {
  return parseThemeSettings({
    ...defaultThemeSettings,
    ...fromGlobals(userGlobals),
    ...fromGlobals(storyGlobals),
  });
}

/**
 * The theme a story is painted with: the toolbar's choices, the lab's kept theme on top of them, and on top
 * of both whatever the story itself pins (a right-to-left story stays right to left under any lab theme,
 * since that is what it is there to show).
 */
export function storyTheme(userGlobals: Globals, storyGlobals: Globals = {}): ThemeSettings {
  return parseThemeSettings({
    ...defaultThemeSettings,
    ...fromGlobals(userGlobals),
    ...readLabTheme(),
    ...fromGlobals(storyGlobals),
  });
}
