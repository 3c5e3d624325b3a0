import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The row is laid out by the room it has, so a summary in a narrow card or column stacks as on a phone. */
const summary = createContainer('summary');

export const frame = style({ containerName: summary, containerType: 'inline-size' });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(1, minmax(0, 1fr))',
  gap: vars.space.md,
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '@container': {
    [`${summary} (min-width: 480px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [`${summary} (min-width: 720px)`]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const title = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const amount = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
