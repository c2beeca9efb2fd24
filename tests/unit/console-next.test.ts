import { describe, expect, it } from 'vitest';
import { nextPath } from '../../backoffice/src/signin/signIn.ts';

// Issue 19: the consoles' light sign-in page returns to `next` only within the same console.
describe('console sign-in: where to go next', () => {
  it.each([
    ['/account/channels', '/account/channels'],
    ['/account/channels?page=2', '/account/channels?page=2'],
    ['/account', '/account'],
  ])('keeps %s in /account', (next, expected) => {
    expect(nextPath('account', next)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/account/x'],
    ['//evil.example/account'],
    ['/\\evil.example'],
    ['/manage/products'],
    ['/accountant'],
    ['/account/login'],
    ['/account/login?next=/account/x'],
    ['javascript:alert(1)'],
  ])('sends %s to the console start', (next) => {
    expect(nextPath('account', next)).toBe('/account');
  });
});
