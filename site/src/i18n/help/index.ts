import type { Locale } from '../index.ts';
import { helpEn } from './en.ts';
import { helpEs } from './es.ts';
import { helpPt } from './pt.ts';
import type { HelpCatalogue, HelpCategory, HelpDocument, HelpSection } from './tree.ts';

export * from './tree.ts';

const catalogue: HelpCatalogue = { es: helpEs, en: helpEn, pt: helpPt };

export function helpIn(locale: Locale): HelpDocument {
  return catalogue[locale];
}

/** One section in one language, or null when the category has no such section. */
export function helpSection(locale: Locale, category: HelpCategory, section: string): HelpSection | null {
  const sections: Record<string, HelpSection> = catalogue[locale][category].sections;
  return Object.hasOwn(sections, section) ? sections[section] : null;
}
