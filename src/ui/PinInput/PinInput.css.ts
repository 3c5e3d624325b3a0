import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({ border: 'none', margin: 0, padding: 0, minInlineSize: 0 });

// Codes read left to right in every language, so the boxes keep ltr order inside rtl layouts; sized to the
// boxes, the row still sits at the start of the line (the right in rtl), under its label.
export const boxes = style({
  display: 'flex',
  inlineSize: 'fit-content',
  gap: vars.space.sm,
  direction: 'ltr',
  marginBlockStart: vars.space.xs,
});

export const error = style({
  display: 'block',
  marginBlockStart: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.critical,
});

export const box = style({
  inlineSize: '48px',
  blockSize: '52px',
  textAlign: 'center',
  fontSize: vars.fontSize.xl,
  fontFamily: vars.font.familyMono,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  outline: 'none',
  transition: `border-color ${vars.transition.fast}, box-shadow ${vars.transition.fast}`,
  selectors: {
    '&:focus': { borderColor: vars.color.accent, boxShadow: `0 0 0 3px ${vars.color.accentSoft}` },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
  },
  '@media': { 'screen and (max-width: 380px)': { inlineSize: '40px', blockSize: '46px' } },
});
