import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minInlineSize: 0,
});

/** The search field grows; the button stays at its end, beneath it when the line is too narrow. */
export const searchForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  maxInlineSize: '640px',
});

export const searchField = style({ flex: '1 1 16rem', minInlineSize: 0 });

export const status = style({ margin: 0, color: vars.color.textMuted });

export const backLink = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minBlockSize: '24px',
  color: vars.color.accent,
  fontWeight: vars.fontWeight.medium,
  textUnderlineOffset: '3px',
});

export const headerActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The member file's table of contents: links to each section, wrapping like words. */
export const jumpList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const jumpLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '32px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.accent, color: vars.color.accent } },
});

/** A section the table of contents jumps to leaves room above it when scrolled into view. */
export const anchor = style({ scrollMarginBlockStart: vars.space.lg });

/** Label and value pairs: two columns side by side, one above the other in a narrow frame. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere', fontWeight: vars.fontWeight.medium });

export const balanceGroups = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const subheading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const code = style({ fontFamily: vars.font.familyMono, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted });

export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
});

export const check = style({ color: vars.color.positive, fontWeight: vars.fontWeight.medium });

export const checkFailed = style({ color: vars.color.critical, fontWeight: vars.fontWeight.bold });

/** The sign-in link: what it does, in the warning colour, before the link itself. */
export const warning = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  backgroundColor: vars.color.warningSoft,
  color: vars.color.text,
});

export const linkBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginBlockStart: vars.space.md,
});

export const linkText = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  fontFamily: vars.font.familyMono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginBlockStart: vars.space.lg,
});

export const alert = style({ margin: 0, color: vars.color.critical });

/** An icon pointing along the line turns round with it in a right-to-left page. */
export const mirror = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });

const band = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStartWidth: '4px',
  borderInlineStartStyle: 'solid',
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

/** A freeze in force, and what came of a guard asked for: done at once, or waiting for a second person. */
export const frozen = style([
  band,
  { backgroundColor: vars.color.criticalSoft, borderInlineStartColor: vars.color.critical },
]);
export const done = style([
  band,
  { backgroundColor: vars.color.positiveSoft, borderInlineStartColor: vars.color.positive },
]);
export const waiting = style([
  band,
  { backgroundColor: vars.color.warningSoft, borderInlineStartColor: vars.color.warning },
]);

export const guardButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
