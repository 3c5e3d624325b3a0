import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const shimmer = keyframes({ from: { backgroundPosition: '100% 0' }, to: { backgroundPosition: '-100% 0' } });

export const base = style({
  display: 'block',
  backgroundColor: vars.color.surfaceSunken,
  backgroundImage: `linear-gradient(90deg, ${vars.color.surfaceSunken} 25%, ${vars.color.border} 50%, ${vars.color.surfaceSunken} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' } },
});

// Sizes come from classes, so a skeleton drawn at build time has its size before any script runs.
export const shape = styleVariants({
  text: { inlineSize: '100%', blockSize: '1em', borderRadius: vars.radius.sm },
  rect: { inlineSize: '100%', blockSize: '80px', borderRadius: vars.radius.md },
  circle: { inlineSize: '40px', borderRadius: '50%', aspectRatio: '1' },
});
