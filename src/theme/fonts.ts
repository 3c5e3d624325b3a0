import type { FontName } from './settings';

/** Font stacks keep a system fallback so text stays readable while a chosen face downloads. */
const systemStack =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif';

export const fontStacks: Record<FontName, string> = {
  system: systemStack,
  inter: `Inter, ${systemStack}`,
  roboto: `Roboto, ${systemStack}`,
  'ibm-plex-sans': `"IBM Plex Sans", ${systemStack}`,
  'noto-sans-arabic': `"Noto Sans Arabic", ${systemStack}`,
};

/**
 * Each face's CSS is fetched only when chosen, so members on the system font download nothing and the
 * initial bundle carries no font at all.
 */
const loaders: Record<Exclude<FontName, 'system'>, () => Promise<unknown>> = {
  inter: () =>
    Promise.all([import('@fontsource/inter/latin-400.css'), import('@fontsource/inter/latin-700.css')]),
  roboto: () =>
    Promise.all([import('@fontsource/roboto/latin-400.css'), import('@fontsource/roboto/latin-700.css')]),
  'ibm-plex-sans': () =>
    Promise.all([
      import('@fontsource/ibm-plex-sans/latin-400.css'),
      import('@fontsource/ibm-plex-sans/latin-700.css'),
    ]),
  'noto-sans-arabic': () =>
    Promise.all([
      import('@fontsource/noto-sans-arabic/arabic-400.css'),
      import('@fontsource/noto-sans-arabic/arabic-700.css'),
    ]),
};

const loaded = new Map<FontName, Promise<unknown>>();

export function loadFont(font: FontName): Promise<unknown> {
  if (font === 'system' || typeof document === 'undefined') return Promise.resolve();
  let pending = loaded.get(font);
  if (!pending) {
    pending = loaders[font]().catch(() => loaded.delete(font));
    loaded.set(font, pending);
  }
  return pending;
}
