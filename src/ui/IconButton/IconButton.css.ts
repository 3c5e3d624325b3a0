import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { DISABLED_OPACITY } from '../../theme/tokens';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  borderRadius: vars.radius.md,
  border: '1px solid transparent',
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  transition: `background-color ${vars.transition.fast}, color ${vars.transition.fast}`,
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.accentSoft, color: vars.color.accent },
    '&:disabled': { opacity: DISABLED_OPACITY, cursor: 'not-allowed' },
  },
});

export const size = styleVariants({
  sm: { inlineSize: '28px', blockSize: '28px' },
  md: { inlineSize: '36px', blockSize: '36px' },
  lg: { inlineSize: '44px', blockSize: '44px' },
});
