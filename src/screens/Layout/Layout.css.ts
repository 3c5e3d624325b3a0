import { style } from '@vanilla-extract/css';
import { maxWidth, minWidth, sidebarMedia } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/**
 * The shell reads the member's layout choices from data attributes on <html> (set by the boot script
 * before first paint, then by the settings store), so no layout choice waits for React to render.
 */
const when = (attr: string, value: string) => `:root[data-${attr}="${value}"]`;
const horizontal = when('layout', 'horizontal');

export const shell = style({ minBlockSize: '100vh', display: 'flex', flexDirection: 'column' });

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  insetBlockStart: '-100px',
  zIndex: 100,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:focus': { insetBlockStart: vars.space.md } },
});

/** The top bar that carries the menu in the horizontal layout. */
export const topNav = style({
  display: 'none',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  '@media': {
    [sidebarMedia.docked]: { selectors: { [`${horizontal} &`]: { display: 'block' } } },
  },
});

export const body = style({ flex: 1, display: 'flex', alignItems: 'stretch' });

const railWidth = (width: string) => ({ inlineSize: width });

export const aside = style({
  flexShrink: 0,
  position: 'relative',
  zIndex: 20,
  inlineSize: vars.sidebar.width,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  transition: `inline-size ${vars.transition.normal}`,
  selectors: { [`${horizontal} &`]: { display: 'none' } },
  '@media': {
    [sidebarMedia.overlay]: { display: 'none' },
    [sidebarMedia.mini]: {
      ...railWidth(vars.sidebar.collapsedWidth),
      selectors: { [`${when('sidebar', 'overlay')} &`]: { display: 'none' } },
    },
    [sidebarMedia.chosen]: {
      selectors: {
        [`${when('sidebar', 'overlay')} &`]: { display: 'none' },
        [`${when('sidebar', 'compact')} &`]: railWidth(vars.sidebar.compactWidth),
        [`${when('sidebar', 'mini')} &, ${when('sidebar', 'icon-hover')} &`]: railWidth(
          vars.sidebar.collapsedWidth,
        ),
        [`${when('sidebar', 'modern')} &`]: {
          borderInlineEnd: 'none',
          backgroundColor: 'transparent',
          paddingBlock: vars.space.md,
          paddingInlineStart: vars.space.md,
        },
      },
    },
  },
});

export const asideInner = style({
  position: 'sticky',
  insetBlockStart: vars.layout.headerHeight,
  maxBlockSize: `calc(100vh - ${vars.layout.headerHeight})`,
  // The menu inside scrolls its own entries and keeps Logout in view.
  display: 'flex',
  flexDirection: 'column',
  overflowY: 'auto',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surface,
  selectors: {
    [`${when('header', 'static')} &`]: { insetBlockStart: 0, maxBlockSize: '100vh' },
    [`${when('sidebar-position', 'static')} &`]: { position: 'static', maxBlockSize: 'none' },
  },
  '@media': {
    [sidebarMedia.mini]: { paddingInline: vars.space.xs },
    [sidebarMedia.chosen]: {
      selectors: {
        [`${when('sidebar', 'compact')} &, ${when('sidebar', 'mini')} &`]: { paddingInline: vars.space.xs },
        [`${when('sidebar', 'icon-hover')} &`]: {
          paddingInline: vars.space.xs,
          inlineSize: vars.sidebar.collapsedWidth,
          transition: `inline-size ${vars.transition.normal}`,
        },
        // Expands over the content rather than pushing it, so hovering never reflows the page.
        [`${when('sidebar', 'icon-hover')} &:hover, ${when('sidebar', 'icon-hover')} &:focus-within`]: {
          inlineSize: vars.sidebar.width,
          paddingInline: vars.space.md,
          boxShadow: vars.shadow.lg,
          borderInlineEnd: `1px solid ${vars.color.border}`,
        },
        [`${when('sidebar', 'modern')} &`]: {
          borderRadius: vars.radius.lg,
          boxShadow: vars.shadow.md,
          backgroundColor: vars.color.surfaceRaised,
          insetBlockStart: `calc(${vars.layout.headerHeight} + ${vars.space.md})`,
        },
      },
    },
  },
});

export const column = style({ flex: 1, minInlineSize: 0, display: 'flex', flexDirection: 'column' });

export const main = style({
  flex: 1,
  inlineSize: '100%',
  maxInlineSize: vars.layout.boxedMaxWidth,
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  selectors: {
    '&:focus': { outline: 'none' },
    [`${when('container', 'wide-boxed')} &`]: { maxInlineSize: vars.layout.wideBoxedMaxWidth },
    [`${when('container', 'wide')} &`]: { maxInlineSize: 'none' },
  },
  '@media': { [minWidth('md')]: { paddingInline: vars.space.xl } },
});

export const bottomSpacer = style({
  '@media': { [maxWidth('md')]: { paddingBlockEnd: vars.layout.bottomBarHeight } },
});

const drawerBase = {
  position: 'fixed',
  zIndex: 51,
  insetBlock: 0,
  padding: vars.space.lg,
  overflowY: 'auto',
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
  selectors: { '&:focus': { outline: 'none' } },
} as const;

/** A column, so the menu's entries scroll inside it and Logout stays at its foot. */
export const drawer = style({
  ...drawerBase,
  display: 'flex',
  flexDirection: 'column',
  insetInlineStart: 0,
  inlineSize: 'min(80vw, 300px)',
});

export const settingsDrawer = style({ ...drawerBase, insetInlineEnd: 0, inlineSize: 'min(92vw, 380px)' });

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  backgroundColor: vars.color.overlay,
});

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBlockEnd: vars.space.lg,
  fontWeight: vars.fontWeight.bold,
});
