import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

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
