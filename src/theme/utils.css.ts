import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * The rules that take an element off the screen while assistive technology still reads it, for use inside
 * a media or container query (where a class cannot be applied).
 */
export const offScreen = {
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  borderWidth: 0,
});

/** Buttons side by side (or a message and its button), wrapping to the next line on a narrow screen. */
export const buttonRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

/** The buttons that close a form, at its inline end. */
export const formActions = style([buttonRow, { justifyContent: 'flex-end' }]);
