import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({
  overflowX: 'auto',
  // The empty state measures itself against the visible frame, not the table that scrolls inside it.
  containerType: 'inline-size',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
});

export const th = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const td = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  selectors: { 'tr:last-child > &': { borderBlockEnd: 'none' } },
});

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

export const stateCell = style({ padding: 0 });

/** On a phone a wide table scrolls sideways; its empty state stays in view, centred on what is visible. */
export const stateFrame = style({
  position: 'sticky',
  insetInlineStart: 0,
  inlineSize: '100cqi',
});
