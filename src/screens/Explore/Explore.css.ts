import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minInlineSize: 0 });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: vars.space.lg,
  paddingBlockStart: vars.space.md,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const art = style({
  inlineSize: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const cardTitle = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.lg,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Label and value pairs, the value at the inline end in both directions. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

globalStyle(`${facts} dd`, { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const honest = style({
  margin: 0,
  padding: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.info}`,
  background: vars.color.infoSoft,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
});

/** An unstake that is not possible stays visible, dimmed, so the member sees why (spec document 1 §4). */
export const dimmed = style({ opacity: 0.5 });
