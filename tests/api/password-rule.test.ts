import { describe, expect, it } from 'vitest';
import { isStrongPassword as siteRule } from '../../site/src/islands/form/rules.ts';
import { expectError } from './helpers/assert.ts';
import { call } from './helpers/client.ts';
import { signupBody } from './helpers/users.ts';

const signup = (password: string) =>
  call('POST', '/api/auth/signup', { body: signupBody({ password, passwordConfirm: password }), lang: 'en' });

/**
 * One password rule (spec 5) for the API and the site's forms: what the sign-up form lets through, the API
 * takes, and what it refuses, the API refuses too. The site used to count characters and the API UTF-16
 * units, so a password with emoji passed the API's length check with six characters.
 */
describe('the password rule is the same in the API and the site', () => {
  it.each([
    ['six characters, two of them emoji', 'Aa1!😀😀', false],
    ['seven characters, one emoji', 'Aa1!bc😀', false],
    ['eight characters, two emoji', 'Aa1!bc😀😀', true],
    ['eight plain characters', 'Str0ng.P', true],
    ['accented letters count once', 'Ñandú.1é', true],
    ['seven characters', 'Str0n.P', false],
    ['no special character', 'Str0ngPass', false],
  ])('%s: %s', async (_, password, strong) => {
    expect(siteRule(password)).toBe(strong);
    const res = await signup(password);
    if (strong) expect(res.status).toBe(201);
    else {
      expectError(res, 422, 'PASSWORD_TOO_WEAK', 'password');
      expect(res.body.error.fields[0].message).toMatch(/\S/);
    }
  });
});
