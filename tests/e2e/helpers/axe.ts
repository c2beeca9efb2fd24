import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core on `page` as it is now, reporting violations only. Every journey's accessibility check goes
 * through here, so each costs the two cores what the check needs:
 *  - axe runs in the page itself (`axe.run`, AxeBuilder's legacy mode) instead of in every frame and then
 *    once more in a blank page it opens to merge the frames' results: same-origin frames are still checked,
 *    and the journeys' pages have no other;
 *  - the rules' passes and inapplicable nodes are not collected (`resultTypes`): the journeys assert on
 *    violations, which come back whole.
 * Measured on a console page and the home, the same hour: 1.9-2.8 s and 2.2-3.2 CPU-s a check with the
 * defaults, 0.75-0.9 s and 1.0-1.2 CPU-s this way, with the same violations found.
 */
export function axeOf(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}
