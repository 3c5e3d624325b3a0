import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const muted = style({ margin: 0, color: vars.color.textMuted });

/** A hash or a command is one long token: it wraps anywhere rather than widening the card. */
const mono = style({
  fontFamily: vars.font.familyMono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

const outcome = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStartWidth: '4px',
  borderInlineStartStyle: 'solid',
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

export const verified = style([
  outcome,
  { backgroundColor: vars.color.positiveSoft, borderInlineStartColor: vars.color.positive },
]);

export const unverified = style([
  outcome,
  { backgroundColor: vars.color.criticalSoft, borderInlineStartColor: vars.color.critical },
]);

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
