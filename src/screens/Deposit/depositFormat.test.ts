import { describe, expect, it } from 'vitest';
import { creditedMessage, explorerUrl, shortHash } from './depositFormat';

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

describe('what a sync credited', () => {
  it('names each credited amount with its transaction, and nothing when none was new', () => {
    expect(creditedMessage([{ thash: 'abc123def456', amount: '250.500000', created_at: '' }])).toBe(
      'Credited 250.50 USDT (abc123def456).',
    );
    expect(
      creditedMessage([
        { thash: '0x9f2c41d7e8a0b3c5d6e7f8091a2b3c4d5e6f708192a3b4c5', amount: '100', created_at: '' },
        { thash: 'short', amount: '0.125', created_at: '' },
      ]),
    ).toBe('Credited 100.00 USDT (0x9f2c41d7…92a3b4c5), 0.13 USDT (short).');
    expect(creditedMessage([])).toBeNull();
    expect(creditedMessage(undefined)).toBeNull();
  });
});
