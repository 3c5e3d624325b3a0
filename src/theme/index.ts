export { type Breakpoint, breakpoints, maxWidth, minWidth, sidebarMedia } from './breakpoints';
export { vars } from './contract.css';
export { fontStacks, loadFont } from './fonts';
export { type ColorMode, colorModes, type Direction, directions } from './modes';
export { presets } from './presets';
export * from './settings';
export { darkTheme, lightTheme } from './themes.css';
export { useThemeSettings } from './useThemeSettings';
export { buttonRow, formActions, visuallyHidden } from './utils.css';
