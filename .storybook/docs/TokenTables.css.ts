import { style } from '@vanilla-extract/css';
import { vars } from '../../src/theme';

export const root = style({
  display: 'grid',
  gap: vars.space.xl,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.sm,
});

export const section = style({ display: 'grid', gap: vars.space.lg });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl });

export const table = style({
  borderCollapse: 'collapse',
  inlineSize: '100%',
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBlockEnd: vars.space.sm,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
});

export const cell = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
});

export const code = style({ fontFamily: vars.font.familyMono });

export const swatch = style({
  display: 'inline-block',
  inlineSize: 32,
  blockSize: 20,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
});

/** The background of a pairing with a bar of its foreground across it: a sample that is not text. */
export const sample = style([swatch, { display: 'inline-grid', placeItems: 'center', inlineSize: 48 }]);
export const sampleInk = style({ inlineSize: 28, blockSize: 6, borderRadius: 2 });

export const shape = style({
  display: 'inline-block',
  inlineSize: 48,
  blockSize: 32,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const bar = style({ display: 'inline-block', blockSize: 12, background: vars.color.accent });

export const pass = style({ color: vars.color.positive, fontWeight: vars.fontWeight.bold });
export const fail = style({ color: vars.color.critical, fontWeight: vars.fontWeight.bold });
