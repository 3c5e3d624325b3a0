import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const badge = style({
  display: 'inline-grid',
  placeItems: 'center',
  minInlineSize: '18px',
  blockSize: '18px',
  paddingInline: '5px',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.critical,
  color: vars.color.onCritical,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
});

/** Sits on the corner of the icon it counts for, on the inline end in either direction. */
export const corner = style({
  position: 'absolute',
  insetBlockStart: '-6px',
  insetInlineEnd: '-10px',
});
