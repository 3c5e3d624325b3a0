import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minInlineSize: 0 });
export const nowrap = style({ whiteSpace: 'nowrap' });
export const dialog = style({ inlineSize: 'min(44rem, calc(100vw - 2rem))', maxInlineSize: 'none' });
export const dialogBody = style({ maxBlockSize: '60vh', overflowY: 'auto' });
