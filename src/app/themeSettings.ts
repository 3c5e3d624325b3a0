import { getThemeSettings, subscribeThemeSettings, type ThemeSettings } from '../theme';

/** What the boot script cannot paint: the shades derived from an edited colour, and a chosen face. */
const beyondBoot = (settings: ThemeSettings) =>
  settings.font !== 'system' || Object.keys(settings.colors).length > 0;

/**
 * Keeps <html> in step with the saved theme and layout settings. The boot script has already painted the
 * saved state, so the painter's code loads only for what that leaves out and for live edits from the panel.
 */
export function bindThemeSettings(root: HTMLElement = document.documentElement): () => void {
  let painter: Promise<typeof import('../theme/applySettings')> | undefined;
  const apply = () => {
    painter ??= import('../theme/applySettings');
    painter.then(
      ({ applyThemeSettings }) => applyThemeSettings(root, getThemeSettings()),
      // Its code could not be fetched: the page keeps what the boot script painted, and the next edit asks again.
      () => {
        painter = undefined;
      },
    );
  };
  if (beyondBoot(getThemeSettings())) apply();
  return subscribeThemeSettings(apply);
}
