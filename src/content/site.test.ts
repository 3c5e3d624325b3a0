import { describe, expect, it } from 'vitest';
import { configuredLink } from './site';

describe('download links the operator configures', () => {
  it('takes an https address or a path on this site', () => {
    expect(configuredLink(' https://play.google.com/store/apps/details?id=x ')).toBe(
      'https://play.google.com/store/apps/details?id=x',
    );
    expect(configuredLink('/downloads/tessera.apk')).toBe('/downloads/tessera.apk');
  });

  it('shows no button for nothing, plain http, another scheme or another host without https', () => {
    for (const value of [
      undefined,
      '',
      '  ',
      'http://example.com/a.apk',
      'javascript:alert(1)',
      '//evil.example/a.apk',
      'data:text/html,x',
    ]) {
      expect(configuredLink(value)).toBeNull();
    }
  });
});
