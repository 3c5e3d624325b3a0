import { style } from '@vanilla-extract/css';
import { minWidth } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: 30,
  blockSize: vars.layout.bottomBarHeight,
  borderBlockStart: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  '@media': { [minWidth('md')]: { display: 'none' } },
});

export const list = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  blockSize: '100%',
});

export const link = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  inlineSize: '100%',
  blockSize: '100%',
  padding: 0,
  border: 'none',
  background: 'transparent',
  fontFamily: 'inherit',
  cursor: 'pointer',
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontSize: vars.fontSize.xs,
  position: 'relative',
  selectors: { '&[aria-current="page"]': { color: vars.color.accent, fontWeight: vars.fontWeight.bold } },
});

/** On the icon's upper corner, on the inline end in either direction. */
export const menuBadge = style({
  position: 'absolute',
  insetBlockStart: vars.space.xxs,
  insetInlineStart: 'calc(50% + 4px)',
});
