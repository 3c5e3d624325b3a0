import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  minInlineSize: 0,
  paddingBlock: 0,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const sign = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, lineHeight: 1 });

export const slider = style({ inlineSize: '8rem', accentColor: vars.color.accent, cursor: 'pointer' });

export const value = style({
  minInlineSize: '3.5em',
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
