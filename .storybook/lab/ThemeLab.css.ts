import { style } from '@vanilla-extract/css';
import { vars } from '../../src/theme';

export const lab = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(300px, 360px) minmax(0, 1fr)',
  alignItems: 'start',
  minBlockSize: '100vh',
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.md,
});

/** Stays in view while the showcase scrolls, so an edit and its effect are on screen together. */
export const panel = style({
  position: 'sticky',
  insetBlockStart: 0,
  maxBlockSize: '100vh',
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const panelActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const colors = style({ display: 'grid', gap: vars.space.xs, inlineSize: '100%' });

export const colorField = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const hexField = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const hexInput = style({
  inlineSize: '7.5em',
  minBlockSize: '32px',
  paddingInline: vars.space.xs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.familyMono,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.critical } },
});

export const showcase = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  minInlineSize: 0,
});

export const part = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const partTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

/** The app's shell drawn in a box: its own borders, so its header and menu read as one screen. */
export const screen = style({
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
});

export const json = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  resize: 'vertical',
  border: `1px solid ${vars.color.border}`,
  margin: 0,
  maxBlockSize: '50vh',
  overflow: 'auto',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.familyMono,
  fontSize: vars.fontSize.sm,
  direction: 'ltr',
  textAlign: 'start',
});

export const download = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '36px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
});
