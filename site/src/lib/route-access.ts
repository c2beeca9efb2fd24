/**
 * Spec 2's routes for signed-in users only, by path pattern: the middleware sends a signed-out visitor to
 * /login and back. Patterns, not pages, so the rule holds for routes whose pages are still being built
 * (until then a signed-in user gets the not-found page). Paths come without a trailing slash.
 */
export const SIGNED_IN_ONLY: readonly RegExp[] = [
  /^\/products\/[^/]+\/checkout(\/|$)/,
  /^\/player\/[^/]+/,
  /^\/datasheet(\/|$)/,
  /^\/posts(\/|$)/,
  /^\/meets(\/|$)/,
  /^\/shop(\/|$)/,
  /^\/surveys(\/|$)/,
  /^\/courses\/[^/]+\/lessons(\/|$)/,
  /^\/mystuff(\/|$)/,
  /^\/account\/my-data$/,
];

export function isSignedInOnly(path: string): boolean {
  return SIGNED_IN_ONLY.some((re) => re.test(path));
}
