import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The form's fields as one group that is disabled until the app has taken the page over; no box of its own. */
export const fields = style([form, { border: 0, padding: 0, margin: 0, minInlineSize: 0 }]);

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.md,
});

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const radioGroup = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
});
