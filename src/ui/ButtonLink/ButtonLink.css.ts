import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The look comes from Button.css; this keeps the link's focus ring on the system's accent.
export const focus = style({
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: '2px' } },
});
