import { applyThemeSettings, getThemeSettings, subscribeThemeSettings } from '../theme';

/**
 * Keeps <html> in step with the saved theme and layout settings. The boot script has already painted the
 * saved state, so this only takes over for live edits from the settings panel.
 */
export function bindThemeSettings(root: HTMLElement = document.documentElement): () => void {
  const apply = () => applyThemeSettings(root, getThemeSettings());
  apply();
  return subscribeThemeSettings(apply);
}
