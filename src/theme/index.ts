export { type Breakpoint, breakpoints, maxWidth, minWidth } from './breakpoints';
export { vars } from './contract.css';
export { darkTheme, lightTheme } from './themes.css';
export { visuallyHidden } from './utils.css';

export const colorModes = ['light', 'dark'] as const;
export type ColorMode = (typeof colorModes)[number];
export const directions = ['ltr', 'rtl'] as const;
export type Direction = (typeof directions)[number];
