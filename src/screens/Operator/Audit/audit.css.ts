import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });

/** The filters side by side, wrapping one under another on a narrow frame, the button at the line's end. */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const filter = style({ flex: '1 1 12rem', minInlineSize: 0 });

/** Lines the buttons up with the inputs, past the labels above them. */
export const filterButtons = style({
  display: 'flex',
  gap: vars.space.sm,
  paddingBlockStart: `calc(${vars.fontSize.sm} * 1.5 + ${vars.space.xs})`,
});

export const status = style({ margin: 0, color: vars.color.textMuted });

export const code = style({ fontFamily: vars.font.familyMono, overflowWrap: 'anywhere' });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const outcome = style({
  display: 'inline-flex',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: '1px solid currentColor',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const outcomeTone = styleVariants({
  ok: { color: vars.color.positive, backgroundColor: vars.color.positiveSoft },
  refused: { color: vars.color.critical, backgroundColor: vars.color.criticalSoft },
  unknown: { color: vars.color.textMuted, borderColor: 'transparent' },
});

/** The expanded entry: its lists side by side where they fit, one under another where they do not. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.lg,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.surfaceSunken,
});

export const listHeading = style({
  margin: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, max-content) minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const key = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const value = style({ margin: 0, fontFamily: vars.font.familyMono, overflowWrap: 'anywhere' });

export const changed = style({
  marginInlineStart: vars.space.xs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.warningSoft,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.xs,
});

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const toggleIcon = style({
  transition: 'transform 120ms ease',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

/** A dt and dd pair grouped for the markup, laid out by the list's grid as if the group were not there. */
export const pair = style({ display: 'contents' });
