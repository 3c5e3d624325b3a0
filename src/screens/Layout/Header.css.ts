import { style } from '@vanilla-extract/css';
import { maxWidth, minWidth } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 30,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  blockSize: vars.layout.headerHeight,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const menuButton = style({ '@media': { [minWidth('lg')]: { display: 'none' } } });

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const logoMark = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '32px',
  blockSize: '32px',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.md,
});

export const logoText = style({ '@media': { [maxWidth('sm')]: { display: 'none' } } });

export const member = style({
  marginInlineStart: 'auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  minInlineSize: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  textAlign: 'end',
  lineHeight: vars.lineHeight.tight,
  selectors: { '&:hover': { backgroundColor: vars.color.accentSoft } },
});

export const memberPrimary = style({
  fontWeight: vars.fontWeight.bold,
  maxInlineSize: '48vw',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const memberSecondary = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
