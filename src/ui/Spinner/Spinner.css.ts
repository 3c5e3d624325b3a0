import { keyframes, style, styleVariants } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: '50%',
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderBlockStartColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
});

export const size = styleVariants({
  sm: { inlineSize: '14px', blockSize: '14px', borderWidth: '2px' },
  md: { inlineSize: '20px', blockSize: '20px', borderWidth: '2px' },
  lg: { inlineSize: '32px', blockSize: '32px', borderWidth: '3px' },
});
