import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const anchor = style({ position: 'relative' });

/** The spec fixes the open list at 430 px. */
export const LIST_HEIGHT = 430;

export const list = style({
  position: 'absolute',
  zIndex: 20,
  insetInlineStart: 0,
  insetInlineEnd: 0,
  insetBlockStart: 'calc(100% + 4px)',
  maxBlockSize: `${LIST_HEIGHT}px`,
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
});

export const option = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-active="true"]': { backgroundColor: vars.color.accentSoft },
    '&[aria-selected="true"]': { fontWeight: vars.fontWeight.bold },
  },
});

export const code = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const empty = style({
  padding: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
