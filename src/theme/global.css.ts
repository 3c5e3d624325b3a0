import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import './themes.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  minBlockSize: '100vh',
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.surfaceSunken,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });
// A list given a class is a styled component (menu, cards), not prose, so it loses bullets and indent.
globalStyle('ul[class], ol[class]', { listStyle: 'none', margin: 0, paddingInlineStart: 0 });
globalStyle('img, svg, video', { display: 'block', maxInlineSize: '100%' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('button', { cursor: 'pointer' });
globalStyle('a', { color: vars.color.accent });
// A date and time keeps its order ('05-03-2026 09:07 UTC') inside a right-to-left page.
globalStyle('time', { unicodeBidi: 'isolate', direction: 'ltr' });

globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
