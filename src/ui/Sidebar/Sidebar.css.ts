import { style, styleVariants } from '@vanilla-extract/css';
import { sidebarMedia } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { offScreen } from '../../theme/utils.css';

const when = (value: string) => `:root[data-sidebar="${value}"]`;

export const nav = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** The drawer's and the rail's menu fills the height it is given, so its entries scroll and Logout stays. */
const fillsItsColumn = { flex: '1 1 auto', minBlockSize: 0 } as const;

export const entries = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 auto',
  minBlockSize: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minBlockSize: '40px',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  border: 'none',
  background: 'transparent',
  inlineSize: '100%',
  textAlign: 'start',
  fontSize: vars.fontSize.md,
  whiteSpace: 'nowrap',
  position: 'relative',
  transition: `background-color ${vars.transition.fast}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&[aria-current="page"]': { backgroundColor: vars.color.accentSoft, color: vars.color.accent },
    '&:disabled': { opacity: 0.6, cursor: 'progress' },
  },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

/** On the icon's upper corner (the icon starts after the link's padding), leaving the label its full width. */
export const badge = style({
  position: 'absolute',
  insetBlockStart: vars.space.xxs,
  insetInlineStart: `calc(${vars.space.md} + 12px)`,
});

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const separator = style({
  blockSize: '1px',
  marginBlock: vars.space.sm,
  border: 'none',
  backgroundColor: vars.color.border,
});

/** Labels leave the screen but stay in the accessible name, so an icon-only rail still reads "Wallet". */
const hiddenLabel = offScreen;

const iconOnly = { justifyContent: 'center', paddingInline: vars.space.xs } as const;
const stacked = {
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingInline: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'normal',
  textAlign: 'center',
} as const;

export const variant = styleVariants({
  drawer: fillsItsColumn,
  rail: fillsItsColumn,
  bar: { flexDirection: 'row', alignItems: 'center', flexWrap: 'wrap' },
});

export const railLink = style({
  '@media': {
    [sidebarMedia.mini]: iconOnly,
    [sidebarMedia.chosen]: {
      selectors: {
        [`${when('mini')} &, ${when('icon-hover')} &`]: iconOnly,
        [`${when('compact')} &`]: stacked,
        [`${when('icon-hover')} aside:is(:hover, :focus-within) &`]: {
          justifyContent: 'flex-start',
          paddingInline: vars.space.md,
        },
      },
    },
  },
});

/** Where the rail centres its icons (mini, compact, icon-hover until it opens), the corner moves with them. */
const centredCorner = { insetInlineStart: 'calc(50% + 2px)' } as const;

export const railBadge = style({
  '@media': {
    [sidebarMedia.mini]: centredCorner,
    [sidebarMedia.chosen]: {
      selectors: {
        [`${when('mini')} &, ${when('icon-hover')} &, ${when('compact')} &`]: centredCorner,
        [`${when('icon-hover')} aside:is(:hover, :focus-within) &`]: {
          insetInlineStart: `calc(${vars.space.md} + 12px)`,
        },
      },
    },
  },
});

export const railLabel = style({
  '@media': {
    [sidebarMedia.mini]: hiddenLabel,
    [sidebarMedia.chosen]: {
      selectors: {
        [`${when('mini')} &, ${when('icon-hover')} &`]: hiddenLabel,
        [`${when('icon-hover')} aside:is(:hover, :focus-within) &`]: {
          position: 'static',
          inlineSize: 'auto',
          blockSize: 'auto',
          clipPath: 'none',
        },
      },
    },
  },
});

/** The narrow rails (mini, compact, and icon-hover until it opens), where a group's heading gives way to a rule. */
const narrowRail = {
  mini: sidebarMedia.mini,
  chosen: `${when('mini')} &, ${when('icon-hover')} &, ${when('compact')} &`,
  opened: `${when('icon-hover')} aside:is(:hover, :focus-within) &`,
};

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  marginBlockStart: vars.space.sm,
});

export const groupHeading = style({
  margin: 0,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
});

/** The heading drawn as a thin line; its text stays in the page as the name of the group's list. */
const rule = {
  blockSize: '1px',
  overflow: 'hidden',
  padding: 0,
  marginInline: vars.space.xs,
  color: 'transparent',
  backgroundColor: vars.color.border,
} as const;

export const railGroupHeading = style({
  '@media': {
    [narrowRail.mini]: rule,
    [sidebarMedia.chosen]: {
      selectors: {
        [narrowRail.chosen]: rule,
        [narrowRail.opened]: {
          blockSize: 'auto',
          paddingBlock: vars.space.xxs,
          paddingInline: vars.space.md,
          marginInline: 0,
          color: vars.color.textMuted,
          backgroundColor: 'transparent',
        },
      },
    },
  },
});

export const barList = style({ flexDirection: 'row', flexWrap: 'wrap' });

export const barGroup = style({ position: 'relative' });

export const barGroupCurrent = style({ backgroundColor: vars.color.accentSoft, color: vars.color.accent });

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.transition.fast}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const barMenu = style({
  position: 'absolute',
  insetBlockStart: `calc(100% + ${vars.space.xxs})`,
  insetInlineStart: 0,
  zIndex: 40,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: '220px',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const barLink = style({ inlineSize: 'auto', paddingBlock: vars.space.xs });
