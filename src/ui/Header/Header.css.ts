import { style } from '@vanilla-extract/css';
import { maxWidth, sidebarMedia } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { offScreen } from '../../theme/utils.css';

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
  selectors: { ':root[data-header="static"] &': { position: 'static' } },
});

/**
 * The menu button opens the overlay drawer, so it shows exactly where the sidebar is an overlay: always
 * below 768 px, and at any width when the member chose the overlay style in the vertical layout.
 */
export const menuButton = style({
  display: 'none',
  selectors: {
    ':root[data-sidebar="overlay"]:not([data-layout="horizontal"]) &': { display: 'inline-flex' },
  },
  '@media': { [sidebarMedia.overlay]: { display: 'inline-flex' } },
});

export const actions = style({
  marginInlineStart: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minInlineSize: 0,
});

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

// Hidden from sight, not from screen readers, on small screens: the link's name comes from this text.
export const logoText = style({
  '@media': {
    [maxWidth('sm')]: offScreen,
  },
});

export const member = style({
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

/** With a picture, it sits before the name and UVID, which stay stacked as without one. */
export const memberWithPicture = style({
  flexDirection: 'row',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const memberText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  minInlineSize: 0,
});

export const memberPrimary = style({
  fontWeight: vars.fontWeight.bold,
  maxInlineSize: '48vw',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const memberSecondary = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const announcements = style({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '40px',
  blockSize: '40px',
  borderRadius: vars.radius.md,
  color: vars.color.text,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: '2px' },
  },
});
