import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });

/** The parts side by side where there is room, one under another on a phone. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))',
  gap: vars.space.lg,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  minInlineSize: 0,
});

export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

/** A name and its figure stay two cells of the grid. */
export const figureRow = style({ display: 'contents' });

export const figureName = style({ color: vars.color.textMuted });
export const figureValue = style({ margin: 0, fontWeight: vars.fontWeight.bold, textAlign: 'end' });

export const alert = style({ color: vars.color.critical, fontWeight: vars.fontWeight.bold });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const identity = style({ margin: 0 });

/** Pending and processing side by side where the panel is wide enough. */
export const agedPair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 150px), 1fr))',
  gap: vars.space.md,
});
export const aged = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minInlineSize: 0 });
export const agedTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
