/** Minimum widths in px, matching the spec's layouts (576/768/992/1200/1400). */
export const breakpoints = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const minWidth = (bp: Breakpoint) => `screen and (min-width: ${breakpoints[bp]}px)`;
export const maxWidth = (bp: Breakpoint) => `screen and (max-width: ${breakpoints[bp] - 0.02}px)`;
