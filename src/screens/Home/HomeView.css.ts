import { style } from '@vanilla-extract/css';
import { minWidth } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxl });

export const sectionHeading = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  marginBlockEnd: vars.space.md,
});

export const shortcuts = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, 1fr)',
  '@media': { [minWidth('md')]: { gridTemplateColumns: 'repeat(5, 1fr)' } },
});

export const shortcut = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  transition: `border-color ${vars.transition.fast}, transform ${vars.transition.fast}`,
  selectors: { '&:hover': { borderColor: vars.color.accent, transform: 'translateY(-2px)' } },
});

export const shortcutLabel = style({ fontWeight: vars.fontWeight.bold, color: vars.color.accent });

export const shortcutText = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const notice = style({
  display: 'inline-block',
  marginBlockEnd: vars.space.md,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px dashed ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const cards = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': {
    [minWidth('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [minWidth('lg')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const cardArt = style({
  blockSize: '120px',
  borderRadius: vars.radius.md,
  backgroundImage: `linear-gradient(135deg, ${vars.color.accentSoft}, ${vars.color.accent})`,
});

export const sampleBadge = style({
  position: 'absolute',
  insetBlockStart: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
});

export const cardTitle = style({
  fontWeight: vars.fontWeight.bold,
  display: 'flex',
  justifyContent: 'space-between',
});

export const terms = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const trending = style({
  display: 'flex',
  gap: vars.space.md,
  overflowX: 'auto',
  paddingBlockEnd: vars.space.sm,
});

export const trendingItem = style({
  flex: '0 0 200px',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  fontSize: vars.fontSize.sm,
});

export const join = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.accentSoft,
  '@media': {
    [minWidth('md')]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
});

export const joinCta = style({
  display: 'inline-flex',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xl,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
  selectors: { '&:hover': { backgroundColor: vars.color.accentHover } },
});

export const disclaimer = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
