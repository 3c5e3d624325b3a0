import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const select = style({
  appearance: 'none',
  flex: 1,
  minInlineSize: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  paddingBlock: vars.space.sm,
  paddingInlineEnd: vars.space.lg,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const chevron = style({ pointerEvents: 'none', marginInlineStart: `calc(-1 * ${vars.space.lg})` });

export const option = style({ backgroundColor: vars.color.surface, color: vars.color.text });
