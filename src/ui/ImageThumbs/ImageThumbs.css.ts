import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const thumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const thumbButton = style({
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: 'none',
  cursor: 'zoom-in',
  lineHeight: 0,
});
export const thumb = style({
  inlineSize: '72px',
  blockSize: '72px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});
export const large = style({
  maxInlineSize: '100%',
  maxBlockSize: '70vh',
  display: 'block',
  marginInline: 'auto',
});
