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

export const pendingList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** One deposit on its way: amount and hash on a line, its progress below. */
export const pendingItem = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.accent}`,
  backgroundColor: vars.color.surfaceSunken,
});

export const pendingHeld = style({ borderInlineStartColor: vars.color.warning });

export const confirmations = style({
  inlineSize: '100%',
  maxInlineSize: '20rem',
  accentColor: vars.color.accent,
});
