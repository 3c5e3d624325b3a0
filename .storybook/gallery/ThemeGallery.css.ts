import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../src/theme';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: 16,
  padding: 16,
  minInlineSize: 1100,
});

/** A panel is measured by its own width, so the sample page takes its phone form in a phone-wide panel. */
const panelWidth = createContainer('gallery-panel');
const phoneWide = `${panelWidth} (max-width: 480px)`;

export const panel = style({
  containerName: panelWidth,
  containerType: 'inline-size',
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.md,
});

export const panelTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'capitalize',
});

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  '@container': { [phoneWide]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@container': { [phoneWide]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const form = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** The Dialog component's look, drawn in place: a portalled, fixed dialog cannot sit inside one panel. */
export const dialog = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
  border: `1px solid ${vars.color.border}`,
});

export const dialogTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Each preset in a row: left to right, right to left, and a phone-wide panel. */
export const directions = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) 390px',
  gap: 16,
  padding: 16,
  alignItems: 'start',
  minInlineSize: 1700,
});

export const phone = style({ inlineSize: 390 });
