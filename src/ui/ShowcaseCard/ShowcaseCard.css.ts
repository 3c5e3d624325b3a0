import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  blockSize: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

// Drawn from the accent family so the card needs no outside image.
export const art = style({
  blockSize: '120px',
  borderRadius: vars.radius.md,
  backgroundImage: `linear-gradient(135deg, ${vars.color.accentSoft}, ${vars.color.accent})`,
});

export const badge = style({
  position: 'absolute',
  insetBlockStart: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
});

export const title = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
});

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
