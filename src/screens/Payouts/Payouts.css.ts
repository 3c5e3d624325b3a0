import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const nowrap = style({ whiteSpace: 'nowrap' });

/** The description opens the payout's detail; it reads as a link but is a button, as it opens a dialog. */
export const why = style({
  all: 'unset',
  cursor: 'pointer',
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  overflowWrap: 'anywhere',
  minInlineSize: '10rem',
  display: 'inline-block',
  selectors: {
    '&:hover': { color: vars.color.accentHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const reason = style({ margin: 0, lineHeight: vars.lineHeight.normal });

export const facts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0 });

export const factRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, 2fr) minmax(0, 3fr)',
  gap: vars.space.md,
  alignItems: 'baseline',
});

export const factLabel = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });
