import { style, styleVariants } from '@vanilla-extract/css';
import { sidebarMedia } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const when = (value: string) => `:root[data-sidebar="${value}"]`;

export const nav = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

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
  transition: `background-color ${vars.transition.fast}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&[aria-current="page"]': { backgroundColor: vars.color.accentSoft, color: vars.color.accent },
    '&:disabled': { opacity: 0.6, cursor: 'progress' },
  },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

export const badge = style({ marginInlineStart: 'auto', flexShrink: 0 });

export const label = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const separator = style({
  blockSize: '1px',
  marginBlock: vars.space.sm,
  border: 'none',
  backgroundColor: vars.color.border,
});

/** Labels leave the screen but stay in the accessible name, so an icon-only rail still reads "Wallet". */
const hiddenLabel = {
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

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
  drawer: {},
  rail: {},
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

export const barList = style({ flexDirection: 'row', flexWrap: 'wrap' });

export const barLink = style({ inlineSize: 'auto', paddingBlock: vars.space.xs });
