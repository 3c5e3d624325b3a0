import { describe, expect, it } from 'vitest';
import { clampZoom, zoomPercent } from './ZoomControl';

const range = { min: 0.1, max: 1, step: 0.1 };

describe('zoom', () => {
  it('steps by tenths without floating-point drift', () => {
    expect(clampZoom(0.7 + 0.1, range)).toBe(0.8);
    expect(clampZoom(0.30000000000000004, range)).toBe(0.3);
  });

  it('stays between 10% and 100%', () => {
    expect(clampZoom(1.1, range)).toBe(1);
    expect(clampZoom(0, range)).toBe(0.1);
    expect(clampZoom(-3, range)).toBe(0.1);
  });

  it('reads as a whole percentage', () => {
    expect(zoomPercent(0.7)).toBe('70%');
    expect(zoomPercent(0.1)).toBe('10%');
  });
});
