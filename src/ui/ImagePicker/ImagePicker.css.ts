import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { offScreen } from '../../theme/utils.css';

/** The file input stays in the page and keeps focus; the label is what the member sees and clicks. */
export const attach = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '36px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:has(input:disabled)': { opacity: 0.6, cursor: 'not-allowed' },
  },
});
export const fileInput = style(offScreen);

export const previews = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const preview = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});
export const thumb = style({
  inlineSize: '72px',
  blockSize: '72px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});
