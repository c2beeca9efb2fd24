import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../api/src/shared/return-path.ts';

describe('safeReturnPath: only paths on this site', () => {
  it.each([
    ['/', '/'],
    ['/mystuff/products', '/mystuff/products'],
    ['/products/concierto?x=1#buy', '/products/concierto?x=1#buy'],
    ['/channels/teatro%20real', '/channels/teatro%20real'],
    ['/a/../mystuff', '/mystuff'],
  ])('keeps %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    // other hosts, however spelled
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '\t//evil.example',
    '/.//evil.example',
    'https://evil.example/',
    'http:evil.example',
    'HTTPS://evil.example',
    // schemes that run code
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    // not a path
    'evil.example',
    '',
    '%2F%2Fevil.example',
    // loops
    '/login',
    '/logout',
    '/logup?next=/x',
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBe('/');
  });

  it('answers the fallback for missing or absurd values', () => {
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath(undefined, '/mystuff')).toBe('/mystuff');
    expect(safeReturnPath(`/${'a'.repeat(3000)}`)).toBe('/');
  });
});
