/** Client-side mirrors of the server's rules (spec 5), so visitors learn about mistakes before sending. */

export const PASSWORD_RULES = [
  { key: 'password.ruleLength', test: (p: string) => [...p].length >= 8 },
  { key: 'password.ruleUpper', test: (p: string) => /\p{Lu}/u.test(p) },
  { key: 'password.ruleLower', test: (p: string) => /\p{Ll}/u.test(p) },
  { key: 'password.ruleDigit', test: (p: string) => /\p{Nd}/u.test(p) },
  { key: 'password.ruleSpecial', test: (p: string) => /[^\p{L}\p{Nd}\s]/u.test(p) },
] as const;

export type PasswordRuleKey = (typeof PASSWORD_RULES)[number]['key'];

export function isStrongPassword(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password));
}

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

export function isPhone(value: string): boolean {
  return /^\+?[0-9][0-9\s().-]{5,19}$/.test(value.trim());
}

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Registration may be limited to some email domains or forbid some (spec 5). */
export function isDomainAllowed(email: string, rule: { mode: string; domains: string[] } | null): boolean {
  if (!rule || rule.mode === 'any' || rule.domains.length === 0) return true;
  const domain = email.trim().toLowerCase().split('@')[1] ?? '';
  const listed = rule.domains.some((d) => {
    const wanted = d.trim().toLowerCase().replace(/^@/, '');
    return domain === wanted || domain.endsWith(`.${wanted}`);
  });
  return rule.mode === 'allow' ? listed : !listed;
}

/** The links of a profile: empty, or an http(s) address (the API refuses javascript: and the like). */
export function isWebUrl(value: string): boolean {
  const link = value.trim();
  if (!link) return true;
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
