import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minInlineSize: 0 });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space.lg,
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

globalStyle(`${figures} dd`, { margin: 0, fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.lg });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const amountRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const grow = style({ flex: 1 });

export const art = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  borderRadius: vars.radius.md,
});

export const itemTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const placeholderLink = style({
  alignSelf: 'flex-start',
  color: vars.color.accent,
  textDecoration: 'underline',
  cursor: 'not-allowed',
});
