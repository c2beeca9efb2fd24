/** Without imports: the back office bundles it (zod stays out of its bundle). */

/**
 * A module's title without the "Módulo 2:" an organizer may have typed into it: both faces number the
 * modules themselves ("Módulo 1: Módulo 1: empezar" otherwise), and by their place, which reordering
 * changes. A title that is only such a prefix is kept whole.
 */
export function moduleTitleText(title: string): string {
  const rest = title.replace(/^\s*m[oó]dul[oe]\s*\d+\s*(?:[:.·|–—-]\s*)?/i, '');
  return rest.trim() ? rest : title;
}
