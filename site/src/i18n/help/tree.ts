import type { Locale } from '../index.ts';

/**
 * The help centre (spec 2: /help, /help/{category}, /help/{category}/{section}): the groups of spec 2
 * (basics, organizers, about products, player, legal) and contact. Addresses are the same in every
 * language; each language file (es.ts, en.ts, pt.ts) must write every category and section of this tree
 * (the type checker holds it). The back office's tutorials link to /help/{category}
 * (backoffice/src/globalview/TutorialsCard.tsx).
 */
export const HELP_TREE = {
  basics: [
    'create-account',
    'language-and-account',
    'buying-tickets',
    'codes-and-coupons',
    'subscriptions',
    'my-stuff',
    'finding-content',
  ],
  organizers: [
    'become-organizer',
    'channels',
    'products',
    'prices-fees-payouts',
    'coupons-codes-sales',
    'courses-and-masters',
    'uploading-video',
  ],
  'about-products': [
    'product-types',
    'live',
    'fake-live',
    'rental-video',
    'private-events',
    'courses-for-students',
  ],
  player: ['watching', 'quality', 'player-messages', 'troubleshooting'],
  legal: ['refunds', 'cancellations-and-costs', 'promotions', 'privacy-and-terms'],
  contact: [],
} as const;

export type HelpCategory = keyof typeof HELP_TREE;
export type HelpSectionOf<C extends HelpCategory> = (typeof HELP_TREE)[C][number];

/**
 * A piece of an article. Strings are paragraphs; `[label](/path)` in any text is a link to a page of
 * this site; `{organizerPercent}`, `{platformPercent}` and `{ticketFee}` are filled in from the fee rules
 * (api/src/shared/fees.ts), so the words never drift from what checkout charges.
 */
export type HelpBlock =
  | string
  | { heading: string }
  | { list: string[] }
  | { steps: string[] }
  | { note: string }
  /** The worked fee examples, computed by the same function as checkout. */
  | { feeExamples: true };

export interface HelpSection {
  title: string;
  /** One sentence: shown in lists and as the page's description. */
  summary: string;
  body: HelpBlock[];
}

export type HelpDocument = {
  [C in HelpCategory]: {
    title: string;
    summary: string;
    sections: Record<HelpSectionOf<C>, HelpSection>;
  };
};

export type HelpCatalogue = Record<Locale, HelpDocument>;

export const HELP_CATEGORIES = Object.keys(HELP_TREE) as HelpCategory[];

export function isHelpCategory(value: string | undefined): value is HelpCategory {
  return value !== undefined && Object.hasOwn(HELP_TREE, value);
}

/** The sections of a category in their reading order. */
export function sectionsOf(category: HelpCategory): readonly string[] {
  return HELP_TREE[category];
}
