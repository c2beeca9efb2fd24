import { describe, expect, it } from 'vitest';
import { formatLine, redact } from '../../api/src/lib/logger.ts';

describe('log lines never carry a secret from a query string', () => {
  it('redacts password, token, secret and key parameters wherever they are, keeping the rest', () => {
    expect(redact('/login?email=ana%40x.test&password=hunter2&next=%2F')).toBe(
      '/login?email=ana%40x.test&password=[redacted]&next=%2F',
    );
    expect(redact('GET /logup?passwordConfirm=Abc.1234&newPassword=X&currentPassword=Y')).toBe(
      'GET /logup?passwordConfirm=[redacted]&newPassword=[redacted]&currentPassword=[redacted]',
    );
    expect(redact('https://h.test/cb?code=1&client_secret=s3&access_token=t0k#frag')).toBe(
      'https://h.test/cb?code=1&client_secret=[redacted]&access_token=[redacted]#frag',
    );
    expect(redact('/api/search?q=key+notes&api_key=abc')).toBe('/api/search?q=key+notes&api_key=[redacted]');
    expect(redact('/products/passion-play?page=2')).toBe('/products/passion-play?page=2');
  });

  it('applies to every string of a line: message, fields, nested values and error stacks', () => {
    const line = formatLine('error', 'request.failed /login?password=hunter2', {
      path: '/login',
      url: 'http://localhost/login?email=a%40b.test&password=hunter2',
      nested: { attempts: [{ url: '/x?token=abc' }] },
      error: 'Error: fetch failed for /reset?PASSWORD=hunter2\n    at f (file.ts:1:1)',
      count: 3,
    });
    expect(line).not.toMatch(/hunter2|abc/);
    const parsed = JSON.parse(line);
    expect(parsed).toMatchObject({
      level: 'error',
      path: '/login',
      url: 'http://localhost/login?email=a%40b.test&password=[redacted]',
      nested: { attempts: [{ url: '/x?token=[redacted]' }] },
      count: 3,
    });
  });

  it('keeps the emailed links that mail.logged prints on purpose (the token is in the path)', () => {
    const link = 'http://localhost:3000/reset-password/AbCdEf0123456789_-AbCdEf0123456789_-AbCdEf0';
    expect(JSON.parse(formatLine('info', 'mail.logged', { links: [link] })).links).toEqual([link]);
  });
});
