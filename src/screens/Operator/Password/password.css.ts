import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });

const banner = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStartWidth: '4px',
  borderInlineStartStyle: 'solid',
  color: vars.color.text,
});

/** What came of a change: done, waiting for a second person, or refused. */
export const message = {
  done: style([
    banner,
    { backgroundColor: vars.color.positiveSoft, borderInlineStartColor: vars.color.positive },
  ]),
  waiting: style([
    banner,
    { backgroundColor: vars.color.warningSoft, borderInlineStartColor: vars.color.warning },
  ]),
  failed: style([
    banner,
    { backgroundColor: vars.color.criticalSoft, borderInlineStartColor: vars.color.critical },
  ]),
};

/** The form as a panel of its own, no wider than its fields need. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  minInlineSize: 0,
  maxInlineSize: '520px',
});
