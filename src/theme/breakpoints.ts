/** Minimum widths in px, matching the spec's layouts (576/768/992/1200/1400). */
export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const minWidth = (bp: Breakpoint) => `screen and (min-width: ${breakpoints[bp]}px)`;
export const maxWidth = (bp: Breakpoint) => `screen and (max-width: ${breakpoints[bp] - 0.02}px)`;

/**
 * The sidebar's own breakpoints from the spec: below 768 px it is always an overlay drawer, from 768 to
 * 1023 px a mini rail, and from 1024 px the member's chosen style.
 */
export const sidebarMedia = {
  overlay: 'screen and (max-width: 767.98px)',
  mini: 'screen and (min-width: 768px) and (max-width: 1023.98px)',
  docked: 'screen and (min-width: 768px)',
  chosen: 'screen and (min-width: 1024px)',
} as const;
