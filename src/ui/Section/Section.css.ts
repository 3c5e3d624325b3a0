import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const heading = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

// A note that qualifies the whole section (e.g. that its figures are samples), set apart from the content.
export const note = style({
  alignSelf: 'flex-start',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px dashed ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const scroller = style({
  display: 'flex',
  gap: vars.space.md,
  overflowX: 'auto',
  paddingBlockEnd: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  paddingInline: 0,
});

export const chip = style({
  flex: '0 0 200px',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  fontSize: vars.fontSize.sm,
});
