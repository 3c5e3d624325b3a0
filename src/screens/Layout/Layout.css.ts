import { style } from '@vanilla-extract/css';
import { maxWidth, minWidth } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

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

export const body = style({ flex: 1, display: 'flex', alignItems: 'stretch' });

export const aside = style({
  flexShrink: 0,
  inlineSize: vars.sidebar.width,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  '@media': { [maxWidth('lg')]: { display: 'none' } },
});

export const asideInner = style({
  position: 'sticky',
  insetBlockStart: vars.layout.headerHeight,
  padding: vars.space.lg,
});

export const column = style({ flex: 1, minInlineSize: 0, display: 'flex', flexDirection: 'column' });

export const main = style({
  flex: 1,
  inlineSize: '100%',
  maxInlineSize: vars.layout.contentMaxWidth,
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': { [minWidth('md')]: { paddingInline: vars.space.xl } },
});

export const bottomSpacer = style({
  '@media': { [maxWidth('md')]: { paddingBlockEnd: vars.layout.bottomBarHeight } },
});

export const drawer = style({
  position: 'fixed',
  zIndex: 51,
  insetBlock: 0,
  insetInlineStart: 0,
  inlineSize: 'min(80vw, 300px)',
  padding: vars.space.lg,
  overflowY: 'auto',
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
  selectors: { '&:focus': { outline: 'none' } },
});

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
