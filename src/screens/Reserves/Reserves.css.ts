import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minInlineSize: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted });

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

export const chains = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 26rem), 1fr))',
  alignItems: 'start',
});

export const cardHeading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

/** A hash, an address or a command is one long token: it wraps anywhere rather than widening the page. */
export const mono = style({
  fontFamily: vars.font.familyMono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const ratio = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStartWidth: '4px',
  borderInlineStartStyle: 'solid',
  borderInlineStartColor: vars.color.accent,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.text,
});

export const proven = style({ color: vars.color.positive, fontWeight: vars.fontWeight.medium });
export const unproven = style({ color: vars.color.textMuted });

export const command = style([
  mono,
  {
    display: 'block',
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surfaceSunken,
  },
]);

export const limits = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const signedMessages = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const signedHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});
export const signedList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
