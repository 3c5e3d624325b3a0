import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { TOAST_ENTER_MS, TOAST_EXIT_MS } from './toastConfig';

// react-toastify reads these custom properties; pointing them at the theme keeps toasts in both modes.
globalStyle(':root', {
  vars: {
    '--toastify-font-family': vars.font.family,
    '--toastify-color-light': vars.color.surfaceRaised,
    '--toastify-text-color-light': vars.color.text,
    '--toastify-color-success': vars.color.positive,
    '--toastify-color-error': vars.color.critical,
    '--toastify-color-warning': vars.color.warning,
    '--toastify-color-info': vars.color.accent,
    '--toastify-toast-bd-radius': vars.radius.md,
  },
});

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});

const sink = keyframes({
  from: { opacity: 1, transform: 'none' },
  to: { opacity: 0, transform: 'translateY(8px)' },
});

/**
 * The toast's way in and out. Both are short and counted in its 5 s on screen; with reduced motion they
 * still run (for a moment), because the library waits for their end.
 */
const motion = (name: string, ms: number) =>
  style({
    animation: `${name} ${ms}ms ease-out both`,
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '1ms' } },
  });

export const toastEnter = motion(rise, TOAST_ENTER_MS);
export const toastExit = motion(sink, TOAST_EXIT_MS);
