import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { fontStacks } from './fonts';
import type { ColorMode } from './modes';
import { presets, shadows } from './presets';
import { fontNames, presetNames, themeClass } from './settings';
import { sharedTokens } from './tokens';

/**
 * Every preset × mode compiles to a class with a stable name (not a vanilla-extract hash). That is what
 * makes first paint flash-free under a CSP with no inline scripts: public/theme-boot.js, a classic script
 * in <head>, reads the saved settings and adds the same class to <html> before the body is parsed, without
 * needing to know any build output. The same class on any element themes just that subtree, which is how
 * the gallery shows all presets side by side.
 */
const modes: readonly ColorMode[] = ['light', 'dark'];
const tokensFor = (name: (typeof presetNames)[number], mode: ColorMode) => ({
  ...sharedTokens,
  radius: presets[name].radius,
  color: presets[name][mode],
  shadow: shadows[mode],
});

// Zero specificity, so any preset class (on <html> or a subtree) wins over this fallback.
createGlobalTheme(':where(:root)', vars, tokensFor('tessera', 'light'));

for (const name of presetNames) {
  for (const mode of modes) {
    createGlobalTheme(`.${themeClass(name, mode)}`, vars, tokensFor(name, mode));
  }
}

for (const font of fontNames) {
  if (font === 'system') continue;
  // Outranks a lone theme class on the same element, so the member's font survives a preset swap.
  globalStyle(`:root[data-font="${font}"]`, {
    vars: { [vars.font.family]: fontStacks[font] },
  });
}

/** Kept for callers that predate presets: the default preset in each mode. */
export const lightTheme = themeClass('tessera', 'light');
export const darkTheme = themeClass('tessera', 'dark');
