/**
 * The server's rules (spec 5) in the browser, so visitors learn about mistakes before sending. The password
 * rule is the API's own (api/src/shared/password.ts), not a copy.
 */

export {
  isStrongPassword,
  PASSWORD_RULES,
  type PasswordRuleKey,
} from '../../../../api/src/shared/password.ts';

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
