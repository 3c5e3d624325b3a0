import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxInlineSize: '880px',
});
export const toolbar = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, marginInlineEnd: 'auto' });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const item = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  selectors: {
    '&[data-read="false"]': { borderInlineStartWidth: '4px', borderInlineStartColor: vars.color.accent },
  },
});
export const heading = style({ margin: 0, fontSize: vars.fontSize.md });
export const trigger = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.xs,
  inlineSize: '100%',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' } },
});
export const itemTitle = style({ fontWeight: vars.fontWeight.bold });
export const meta = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const tag = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});
export const body = style({
  margin: 0,
  paddingInline: vars.space.md,
  paddingBlockEnd: vars.space.md,
  whiteSpace: 'pre-wrap',
});
