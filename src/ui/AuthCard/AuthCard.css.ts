import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
});

const card = style({
  inlineSize: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
});

export const width = styleVariants({
  narrow: [card, { maxInlineSize: '440px' }],
  wide: [card, { maxInlineSize: '640px' }],
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

const small = { fontSize: vars.fontSize.sm } as const;

/** The card's text roles, for the forms and notes the sign-in screens place inside it. */
export const text = {
  lead: style({ ...small, margin: 0, color: vars.color.textMuted }),
  muted: style({ ...small, color: vars.color.textMuted }),
  positive: style({ ...small, color: vars.color.positive }),
  critical: style({ ...small, color: vars.color.critical }),
  link: style({
    ...small,
    color: vars.color.accent,
    background: 'none',
    border: 'none',
    padding: 0,
    cursor: 'pointer',
    textDecoration: 'underline',
    ':disabled': { color: vars.color.textMuted, cursor: 'default', textDecoration: 'none' },
  }),
};
