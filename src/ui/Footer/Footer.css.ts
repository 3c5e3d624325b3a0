import { style } from '@vanilla-extract/css';
import { minWidth } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const footer = style({
  borderBlockStart: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.xl,
  maxInlineSize: vars.layout.contentMaxWidth,
  marginInline: 'auto',
  gridTemplateColumns: '1fr',
  '@media': {
    [minWidth('md')]: { gridTemplateColumns: '1fr 1fr' },
    [minWidth('xl')]: { gridTemplateColumns: '2fr 1fr 1fr 1fr' },
  },
});

export const brand = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const name = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg });

export const tagline = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const subscribe = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const subscribeField = style({ flex: '1 1 200px' });

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.positive });

export const heading = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  marginBlockEnd: vars.space.sm,
});

export const links = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { color: vars.color.accent, textDecoration: 'underline' } },
});

export const bottom = style({
  maxInlineSize: vars.layout.contentMaxWidth,
  marginInline: 'auto',
  marginBlockStart: vars.space.xl,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const apk = style({
  display: 'inline-flex',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
});

export const downloads = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const store = style({
  display: 'inline-flex',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
});
