import { describe, expect, it } from 'vitest';
import { causesOf, errorCode, errorMessage, errorText } from '../../server/errors';
import { isOneOf } from '../../src/api/contract/literalRules';

describe('reading what was thrown', () => {
  it("reads a Node error's code and message, and nothing from a value that is not an object", () => {
    const missing = Object.assign(new Error('no such file'), { code: 'ENOENT' });
    expect(errorCode(missing)).toBe('ENOENT');
    expect(errorMessage(missing)).toBe('no such file');
    expect(errorCode('ENOENT')).toBeUndefined();
    expect(errorCode(null)).toBeUndefined();
    expect(errorCode({ code: 40001 })).toBeUndefined();
    expect(errorMessage('plain text thrown')).toBe('plain text thrown');
  });

  it('finds the constraint of a driver error wrapped by the ORM, outermost error first', () => {
    const driver = { code: '23505', constraint: 'users_email_lower_uidx' };
    const wrapped = new Error('Failed query', { cause: driver });
    const chain = [...causesOf(wrapped)];
    expect(chain).toEqual([wrapped, driver]);
    expect(chain.map((e) => errorText(e, 'constraint'))).toEqual([undefined, 'users_email_lower_uidx']);
  });

  it('stops following causes after the depth it is given, so a cycle cannot hang it', () => {
    const loop: { cause?: unknown } = {};
    loop.cause = loop;
    expect([...causesOf(loop, 3)]).toHaveLength(3);
  });
});

describe('narrowing to a list of literals', () => {
  it('accepts exactly the listed values, of the same type', () => {
    const roles = ['support', 'admin'] as const;
    expect(isOneOf(roles, 'admin')).toBe(true);
    expect(isOneOf(roles, 'Admin')).toBe(false);
    expect(isOneOf([0, 1, 2, 3] as const, 3)).toBe(true);
    expect(isOneOf([0, 1, 2, 3] as const, '3')).toBe(false);
  });
});
