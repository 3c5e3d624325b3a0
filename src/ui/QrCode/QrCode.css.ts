import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Scanners read dark modules on a light ground, so the code keeps black on white in every theme and mode.
export const root = style({
  display: 'block',
  flexShrink: 0,
  backgroundColor: 'white',
  color: 'black',
  borderRadius: vars.radius.sm,
});
