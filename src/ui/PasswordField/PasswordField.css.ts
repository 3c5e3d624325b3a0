import { style } from '@vanilla-extract/css';

export const toggle = style({ marginInlineEnd: '-6px' });
