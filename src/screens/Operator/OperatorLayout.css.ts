import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

/** Container queries, not media queries: the shell follows its own width, so a 390 px frame shows a phone's layout. */
const narrow = 'operator-shell (max-width: 767.98px)';

export const shell = style({
  containerType: 'inline-size',
  containerName: 'operator-shell',
  minBlockSize: '100vh',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surfaceSunken,
});

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

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  minBlockSize: vars.layout.headerHeight,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  '@container': { [narrow]: { paddingInline: vars.space.md, gap: vars.space.sm } },
});

/** One run of text, not flex items, so 'Tessera back office' keeps its word order in RTL too. */
export const brand = style({
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const brandTag = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

/** Who is signed in and the sign-out button, at the header's inline end. */
export const account = style({
  marginInlineStart: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minInlineSize: 0,
});

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  textAlign: 'end',
  lineHeight: vars.lineHeight.tight,
  minInlineSize: 0,
});

export const username = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const role = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const body = style({
  flex: 1,
  display: 'flex',
  alignItems: 'stretch',
  '@container': { [narrow]: { flexDirection: 'column' } },
});

export const nav = style({
  flexShrink: 0,
  inlineSize: vars.sidebar.width,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  '@container': {
    [narrow]: {
      inlineSize: 'auto',
      paddingBlock: vars.space.sm,
      borderInlineEnd: 'none',
      borderBlockEnd: `1px solid ${vars.color.border}`,
    },
  },
});

export const navList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  '@container': { [narrow]: { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.xs } },
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '40px',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&[aria-current="page"]': { backgroundColor: vars.color.accentSoft, color: vars.color.accent },
  },
  '@container': { [narrow]: { minBlockSize: '36px', paddingInline: vars.space.sm } },
});

export const navIcon = style({ display: 'inline-flex', flexShrink: 0 });

export const main = style({
  flex: 1,
  minInlineSize: 0,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.xl,
  selectors: { '&:focus': { outline: 'none' } },
  '@container': { [narrow]: { paddingBlock: vars.space.lg, paddingInline: vars.space.md } },
});
