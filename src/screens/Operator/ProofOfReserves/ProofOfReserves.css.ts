import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted });

const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStartWidth: '4px',
  borderInlineStartStyle: 'solid',
  color: vars.color.text,
});

export const readOnly = style([
  banner,
  { backgroundColor: vars.color.infoSoft, borderInlineStartColor: vars.color.info },
]);

export const waiting = style([
  banner,
  { backgroundColor: vars.color.warningSoft, borderInlineStartColor: vars.color.warning },
]);

export const bannerText = style({ margin: 0, flex: '1 1 32ch' });

export const formError = style({ margin: 0, color: vars.color.critical });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

const cardBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: '6px',
  backgroundColor: vars.color.surfaceRaised,
  minInlineSize: 0,
});

/** The edge tells the statuses apart at a glance; the pill says the status in words beside it. */
export const card = styleVariants({
  published: [cardBase, { borderInlineStartColor: vars.color.positive }],
  pending: [cardBase, { borderInlineStartColor: vars.color.warning }],
  // Dashed, so a declined snapshot differs from the others without colour as well.
  declined: [
    cardBase,
    {
      borderInlineStartColor: vars.color.borderStrong,
      borderStyle: 'dashed',
      backgroundColor: vars.color.surfaceSunken,
    },
  ],
});

export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const figures = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 160px), 1fr))',
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const short = style({ color: vars.color.critical, fontWeight: vars.fontWeight.bold });

export const code = style({ fontFamily: vars.font.familyMono, fontSize: vars.fontSize.sm });

/** Hashes and addresses break anywhere rather than widen the page. */
export const longCode = style([code, { overflowWrap: 'anywhere', wordBreak: 'break-all' }]);

export const hashRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const disclosure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const toggle = style({ alignSelf: 'flex-start' });

export const chevron = style({ transition: 'rotate 120ms ease-out' });
globalStyle(`${toggle}[aria-expanded="false"] ${chevron}`, { rotate: '-90deg' });
globalStyle(`[dir="rtl"] ${toggle}[aria-expanded="false"] ${chevron}`, { rotate: '90deg' });

export const disclosed = style({ minInlineSize: 0 });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm });

export const treasury = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: '24ch',
});

export const proven = style({ color: vars.color.positive, fontWeight: vars.fontWeight.bold });
export const unproven = style({ color: vars.color.critical, fontWeight: vars.fontWeight.bold });

export const links = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

globalStyle(`${links} a, ${bannerText} a`, { color: vars.color.accent });

export const signed = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** Term above, value and its copy button side by side, the button at the line's end. */
export const signedPart = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  columnGap: vars.space.xs,
  rowGap: vars.space.xxs,
});
globalStyle(`${signedPart} > dt`, { gridColumn: '1 / -1' });

export const signedValue = style({
  margin: 0,
  minInlineSize: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceSunken,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
});

export const signedCopy = style({ margin: 0 });
