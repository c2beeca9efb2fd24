/**
 * The password rule of spec 5, one for the API (sign-up, reset, change), the site's forms and their
 * checklist: at least 8 characters with an uppercase, a lowercase, a digit and a special character.
 * A character is a Unicode code point, counted on the NFKC form the API hashes (so "😀" is one character,
 * not two UTF-16 units, and "ﬀ" counts as the two letters it stands for). Pure: no Node or DOM import.
 */

/** The form the API hashes and the rule counts. */
export const normalizePassword = (password: string): string => password.normalize('NFKC');

export const PASSWORD_MIN_LENGTH = 8;

/** Each clause of the rule, keyed by the message the site's checklist shows for it. */
export const PASSWORD_RULES = [
  {
    key: 'password.ruleLength',
    test: (p: string) => [...normalizePassword(p)].length >= PASSWORD_MIN_LENGTH,
  },
  { key: 'password.ruleUpper', test: (p: string) => /\p{Lu}/u.test(normalizePassword(p)) },
  { key: 'password.ruleLower', test: (p: string) => /\p{Ll}/u.test(normalizePassword(p)) },
  { key: 'password.ruleDigit', test: (p: string) => /\p{Nd}/u.test(normalizePassword(p)) },
  { key: 'password.ruleSpecial', test: (p: string) => /[^\p{L}\p{Nd}\s]/u.test(normalizePassword(p)) },
] as const;

export type PasswordRuleKey = (typeof PASSWORD_RULES)[number]['key'];

export function isStrongPassword(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password));
}
