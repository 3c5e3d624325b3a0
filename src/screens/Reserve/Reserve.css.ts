import { style } from '@vanilla-extract/css';
import { minWidth } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minInlineSize: 0 });
export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minInlineSize: 0,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const terms = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
});
export const termValue = style({ margin: 0, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [minWidth('lg')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const artwork = style({
  inlineSize: '100%',
  maxInlineSize: '220px',
  marginInline: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const timer = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.bold });

/** The spec dims Trade Now to half opacity whenever it may not be used. */
export const dimmed = style({ opacity: 0.5 });

/** The spec's trade progress modal is 350 px high. */
export const progress = style({
  blockSize: '350px',
  display: 'flex',
  flexDirection: 'column',
});
export const progressBody = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const bigAmount = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
export const itemRow = style({
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr) max-content',
  alignItems: 'center',
  gap: vars.space.md,
});
export const thumb = style({ inlineSize: '64px', blockSize: '64px', borderRadius: vars.radius.sm });
export const verified = style({ color: vars.color.positive, fontWeight: vars.fontWeight.bold });
export const unverified = style({ color: vars.color.critical, fontWeight: vars.fontWeight.bold });
export const mono = style({
  fontFamily: vars.font.familyMono,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
});
