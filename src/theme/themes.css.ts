import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { sharedTokens } from './tokens';

/** The default preset ("Tessera"): a teal accent; palettes stay inside the theme files. */
export const lightTheme = createTheme(vars, {
  ...sharedTokens,
  color: {
    accent: '#0f766e',
    accentHover: '#115e59',
    accentActive: '#134e4a',
    accentSoft: '#ccfbf1',
    onAccent: '#ffffff',
    critical: '#b91c1c',
    criticalSoft: '#fee2e2',
    onCritical: '#ffffff',
    positive: '#15803d',
    positiveSoft: '#dcfce7',
    warning: '#b45309',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#f3f5f7',
    border: '#d4d9de',
    text: '#16202a',
    textMuted: '#56616c',
    focusRing: '#2563eb',
    overlay: 'rgba(15, 23, 42, 0.55)',
  },
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 4px 12px rgba(15, 23, 42, 0.10)',
    lg: '0 12px 32px rgba(15, 23, 42, 0.18)',
  },
});

export const darkTheme = createTheme(vars, {
  ...sharedTokens,
  color: {
    accent: '#2dd4bf',
    accentHover: '#5eead4',
    accentActive: '#99f6e4',
    accentSoft: '#134e4a',
    onAccent: '#042f2e',
    critical: '#f87171',
    criticalSoft: '#450a0a',
    onCritical: '#1f0505',
    positive: '#4ade80',
    positiveSoft: '#052e16',
    warning: '#fbbf24',
    surface: '#0f161d',
    surfaceRaised: '#17212b',
    surfaceSunken: '#0a0f14',
    border: '#2c3a47',
    text: '#e6edf3',
    textMuted: '#9aa7b4',
    focusRing: '#60a5fa',
    overlay: 'rgba(0, 0, 0, 0.65)',
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.45)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.55)',
  },
});
