/** `['color', 'accent']` → `--tsr-color-accent`; shared by the contract, the settings store and its tests. */
export const cssVarName = (path: readonly string[]): string =>
  `--tsr-${path.map((part) => part.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)).join('-')}`;

/** The stable class that carries one preset in one mode; also what the boot script adds before first paint. */
export const themeClassName = (preset: string, mode: string): string => `tsr-theme-${preset}-${mode}`;
