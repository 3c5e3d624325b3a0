import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minInlineSize: 0 });

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  alignItems: 'start',
});

// While the dashboard loads, the cards' places are held at about their size, so the page below them does not
// jump when they arrive. Doubled, to win over the skeleton's own size whichever sheet comes first.
const placeholder = (blockSize: string) => style({ selectors: { '&&': { blockSize } } });
export const profilePlaceholder = placeholder('35rem');
export const referralPlaceholder = placeholder('10rem');
export const figuresPlaceholder = placeholder('21.5rem');

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  minInlineSize: 0,
});

export const cardHeading = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, margin: 0 });

export const profile = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', flexWrap: 'wrap' });

export const name = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, margin: 0 });

export const balances = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
});

export const links = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** A referral link is one long token; it wraps anywhere rather than widening the page. */
export const referral = style({
  display: 'block',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  fontFamily: vars.font.familyMono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
