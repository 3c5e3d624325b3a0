import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from '../../server/services/csv';

describe("the back office's CSV cells", () => {
  it('writes a text a spreadsheet would run as a formula with a leading apostrophe, however it begins', () => {
    for (const formula of ['=1+1', '+1+1', '-1+1', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(csvCell(formula).replace(/^"/, '').startsWith("'"), JSON.stringify(formula)).toBe(true);
    }
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it('keeps plain numbers, signs included, and plain text as they are', () => {
    expect([csvCell('-5.250000'), csvCell(-3), csvCell('12'), csvCell('alice')]).toEqual([
      '-5.250000',
      '-3',
      '12',
      'alice',
    ]);
    expect(csvCell(null)).toBe('');
    expect(csvLine(['a,b', 'say "hi"', 'two\nlines'])).toBe('"a,b","say ""hi""","two\nlines"\r\n');
  });
});
