import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxInlineSize: '72ch',
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
});

export const tone = styleVariants({
  default: {},
  fine: { gap: vars.space.xs, fontSize: vars.fontSize.xs, color: vars.color.textMuted },
});

globalStyle(`${root} h1`, { fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

globalStyle(`${root} h2`, {
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  marginBlockEnd: vars.space.xs,
});

globalStyle(`${root} section`, { display: 'flex', flexDirection: 'column', gap: vars.space.sm });

globalStyle(`${root} a`, {
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
