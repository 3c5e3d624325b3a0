import { keyframes, style } from '@vanilla-extract/css';
import { minWidth } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minInlineSize: 0 });

export const balance = style({ maxInlineSize: '22rem' });

export const balanceMissing = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg });

const creditedGlow = keyframes({
  from: { boxShadow: `0 0 0 4px ${vars.color.positive}` },
  to: { boxShadow: `0 0 0 0 transparent` },
});

/** The balance just grew by a credited deposit: it is marked, and the mark fades for those who allow motion. */
export const balanceCredited = style({
  backgroundColor: vars.color.positiveSoft,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${creditedGlow} 2s ease-out` },
  },
});

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

/** The code beside the address on wide screens, above it on phones. */
export const receive = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  justifyItems: 'center',
  '@media': {
    [minWidth('md')]: { gridTemplateColumns: 'auto 1fr', justifyItems: 'start' },
  },
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
  inlineSize: '100%',
});

/** An address is one unbroken word; it wraps anywhere rather than widening the page. */
export const address = style({ overflowWrap: 'anywhere' });

/** Hashes, amounts and dates read as one token each; the table scrolls sideways on a phone instead. */
export const nowrap = style({ whiteSpace: 'nowrap' });

export const walletLinks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
