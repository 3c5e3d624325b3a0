import { type ColorMode, darkTheme, lightTheme } from '../theme';

const query = '(prefers-color-scheme: dark)';

export function applyColorMode(mode: ColorMode, root: HTMLElement = document.documentElement): void {
  root.classList.remove(lightTheme, darkTheme);
  root.classList.add(mode === 'dark' ? darkTheme : lightTheme);
  root.style.colorScheme = mode;
}

/** Follows the device's light/dark preference until the settings panel lets members choose. */
export function followSystemColorMode(): () => void {
  const media = window.matchMedia?.(query);
  const apply = () => applyColorMode(media?.matches ? 'dark' : 'light');
  apply();
  media?.addEventListener('change', apply);
  return () => media?.removeEventListener('change', apply);
}
