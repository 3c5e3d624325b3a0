import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xxl,
  textAlign: 'center',
});

export const code = style({
  fontSize: '6rem',
  lineHeight: 1,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accent,
  letterSpacing: '-0.04em',
});

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const text = style({ color: vars.color.textMuted });

export const home = style({
  marginBlockStart: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xl,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:hover': { backgroundColor: vars.color.accentHover } },
});
