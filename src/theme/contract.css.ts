import { createThemeContract } from '@vanilla-extract/css';

/**
 * Semantic tokens only: components name a role (accent, critical, surface), never a palette colour, so a
 * preset can repaint the whole product by filling this contract differently.
 */
export const vars = createThemeContract({
  color: {
    accent: null,
    accentHover: null,
    accentActive: null,
    accentSoft: null,
    onAccent: null,
    critical: null,
    criticalSoft: null,
    onCritical: null,
    positive: null,
    positiveSoft: null,
    warning: null,
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    border: null,
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
    collapsedWidth: null,
  },
  layout: {
    headerHeight: null,
    bottomBarHeight: null,
    contentMaxWidth: null,
  },
});
