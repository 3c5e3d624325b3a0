import { useSyncExternalStore } from 'react';
import { getThemeSettings, subscribeThemeSettings, type ThemeSettings } from './settings';

/** The saved theme and layout settings, re-rendering whenever the panel (or a reset) changes them. */
export function useThemeSettings(): ThemeSettings {
  return useSyncExternalStore(subscribeThemeSettings, getThemeSettings, getThemeSettings);
}
