import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** Dates and amounts in the money histories stay on one line; the table scrolls instead. */
export const nowrap = style({ whiteSpace: 'nowrap' });
