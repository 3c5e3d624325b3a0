export const colorModes = ['light', 'dark'] as const;
export type ColorMode = (typeof colorModes)[number];
export const directions = ['ltr', 'rtl'] as const;
export type Direction = (typeof directions)[number];
