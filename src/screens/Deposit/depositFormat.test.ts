import { describe, expect, it } from 'vitest';
import { explorerUrl, shortHash } from './depositFormat';

const hash = `${'a'.repeat(56)}0123abcd`;

describe('deposit display', () => {
  it('links each network to its own chain explorer', () => {
    expect(explorerUrl('TRC20', hash)).toBe(`https://tronscan.org/#/transaction/${hash}`);
    expect(explorerUrl('BEP20', `0x${hash}`)).toBe(`https://bscscan.com/tx/0x${hash}`);
  });

  it('links nowhere for a network it does not know, and never lets a hash leave its path', () => {
    expect(explorerUrl('ERC20', hash)).toBeNull();
    expect(explorerUrl('BEP20', '../x?y')).toBe('https://bscscan.com/tx/..%2Fx%3Fy');
  });

  it('keeps both ends of a long hash and short ones whole', () => {
    expect(shortHash(hash)).toBe('aaaaaaaaaa…0123abcd');
    expect(shortHash('abc123')).toBe('abc123');
  });
});
