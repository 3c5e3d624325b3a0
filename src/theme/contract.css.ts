import { createGlobalThemeContract } from '@vanilla-extract/css';
import { cssVarName } from './varNames';

/**
 * Semantic tokens only: components name a role (accent, critical, surface), never a palette colour, so a
 * preset can repaint the whole product by filling this contract differently.
 *
 * The variable names are stable (`--tsr-color-accent`) rather than hashed, because two places outside the
 * bundle must address them: the boot script that paints saved colour overrides before React loads, and
 * the settings panel's live edits written through CSSOM.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      accent: null,
      accentHover: null,
      accentActive: null,
      accentSoft: null,
      onAccent: null,
      critical: null,
      criticalHover: null,
      criticalSoft: null,
      onCritical: null,
      positive: null,
      positiveSoft: null,
      warning: null,
      warningSoft: null,
      info: null,
      infoSoft: null,
      surface: null,
      surfaceRaised: null,
      surfaceSunken: null,
      border: null,
      borderStrong: null,
      text: null,
      textMuted: null,
      focusRing: null,
      overlay: null,
    },
    space: {
      none: null,
      xxs: null,
      xs: null,
      sm: null,
      md: null,
      lg: null,
      xl: null,
      xxl: null,
    },
    radius: {
      sm: null,
      md: null,
      lg: null,
      pill: null,
    },
    font: {
      family: null,
      familyMono: null,
    },
    fontSize: {
      xs: null,
      sm: null,
      md: null,
      lg: null,
      xl: null,
      xxl: null,
    },
    fontWeight: {
      regular: null,
      medium: null,
      bold: null,
    },
    lineHeight: {
      tight: null,
      normal: null,
    },
    shadow: {
      sm: null,
      md: null,
      lg: null,
    },
    transition: {
      fast: null,
      normal: null,
    },
    sidebar: {
      width: null,
      compactWidth: null,
      collapsedWidth: null,
    },
    layout: {
      headerHeight: null,
      bottomBarHeight: null,
      contentMaxWidth: null,
      boxedMaxWidth: null,
      wideBoxedMaxWidth: null,
    },
  },
  (_value, path) => cssVarName(path).slice(2),
);
