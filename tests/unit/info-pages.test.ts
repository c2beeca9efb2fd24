/// <reference path="../../site/src/env.d.ts" />
// The site modules this test reads use the Astro globals (App.Locals) declared here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROMOTION_MAX_PERCENT as ENFORCED_PROMOTION_MAX } from '../../api/src/commerce/services/coupons.ts';
import { format } from '../../site/src/i18n/format.ts';
import { HELP_TREE, type HelpBlock, type HelpCategory, helpIn } from '../../site/src/i18n/help/index.ts';
import { LOCALES } from '../../site/src/i18n/index.ts';
import { legal } from '../../site/src/i18n/legal.ts';
import { feeParams } from '../../site/src/lib/fees.ts';
import { PROMOTION_MAX_PERCENT } from '../../site/src/lib/organizer-plans.ts';

/**
 * The help centre's texts (site/src/i18n/help/) and the links into it: every article exists in es, en and
 * pt with words in it, every placeholder is filled, every link of our texts reaches a page of the site, and
 * every /help address the back office links to is an article or topic of the help centre.
 */

/** Pages of the site the texts may link to, besides the help centre itself. */
const SITE_PAGES = [
  /^\/$/,
  /^\/login$/,
  /^\/logup$/,
  /^\/recovery-password$/,
  /^\/aviso-legal$/,
  /^\/organizers$/,
  /^\/account$/,
  /^\/account\/my-data$/,
  /^\/mystuff\/(products|subscriptions|orders)$/,
];

function helpPathExists(path: string): boolean {
  const [, root, category, section, extra] = path.split('/');
  if (root !== 'help' || extra !== undefined) return false;
  if (category === undefined) return true;
  if (!Object.hasOwn(HELP_TREE, category)) return false;
  return (
    section === undefined || (HELP_TREE[category as HelpCategory] as readonly string[]).includes(section)
  );
}

const linkTargets = (text: string) => [...text.matchAll(/\[[^\]]+\]\(([^)\s]*)\)/g)].map((m) => m[1]);
const reachable = (path: string) => SITE_PAGES.some((re) => re.test(path)) || helpPathExists(path);

function blockTexts(block: HelpBlock): string[] {
  if (typeof block === 'string') return [block];
  if ('heading' in block) return [block.heading];
  if ('list' in block) return block.list;
  if ('steps' in block) return block.steps;
  if ('note' in block) return [block.note];
  return [];
}

/** Every text of the help centre in one language, with where it is. */
function helpTexts(locale: (typeof LOCALES)[number]): { where: string; text: string }[] {
  const doc = helpIn(locale);
  return (Object.keys(HELP_TREE) as HelpCategory[]).flatMap((category) => {
    const group = doc[category];
    const sections = Object.entries(
      group.sections as Record<string, { title: string; summary: string; body: HelpBlock[] }>,
    );
    return [
      { where: `${locale} ${category}`, text: group.title },
      { where: `${locale} ${category}`, text: group.summary },
      ...sections.flatMap(([slug, s]) =>
        [s.title, s.summary, ...s.body.flatMap(blockTexts)].map((text) => ({
          where: `${locale} ${category}/${slug}`,
          text,
        })),
      ),
    ];
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the help centre', () => {
  it('has every topic and article of the tree in es, en and pt, none empty, in the tree’s order', () => {
    for (const locale of LOCALES) {
      const doc = helpIn(locale);
      for (const [category, sections] of Object.entries(HELP_TREE) as [HelpCategory, readonly string[]][]) {
        expect(Object.keys(doc[category].sections), `${locale} ${category}`).toEqual([...sections]);
        for (const slug of sections) {
          const section = (doc[category].sections as Record<string, { body: HelpBlock[] }>)[slug];
          expect(section.body.length, `${locale} ${category}/${slug}`).toBeGreaterThan(0);
        }
      }
      for (const { where, text } of helpTexts(locale)) expect(text.trim(), where).not.toBe('');
    }
  });

  it('fills every placeholder from the fee rules', () => {
    for (const locale of LOCALES) {
      for (const { where, text } of helpTexts(locale)) {
        expect(format(text, feeParams(locale)), where).not.toMatch(/\{\w+\}/);
      }
    }
    expect(feeParams('es')).toEqual({ organizerPercent: 91, platformPercent: 9, ticketFee: '0,45\u00a0€' });
    expect(feeParams('en').ticketFee).toBe('€0.45');
    expect(feeParams('pt').ticketFee).toBe('0,45\u00a0€');
  });

  it('links only to pages of the site that exist, in its articles and in the legal notice', () => {
    const texts = LOCALES.flatMap((locale) => [
      ...helpTexts(locale),
      ...legal[locale].sections.flatMap((s) =>
        s.paragraphs.map((text) => ({ where: `${locale} legal ${s.id}`, text })),
      ),
    ]);
    const targets = texts.flatMap(({ where, text }) => linkTargets(text).map((path) => ({ where, path })));
    expect(targets.length).toBeGreaterThan(30);
    for (const { where, path } of targets) expect(reachable(path), `${where}: ${path}`).toBe(true);
    // The legal notice's help link lands in the help centre, in every language.
    for (const locale of LOCALES) {
      const paths = legal[locale].sections.flatMap((s) => s.paragraphs.flatMap(linkTargets));
      expect(paths, locale).toContain('/help/contact');
    }
  });

  it('has every /help address the back office links to', () => {
    const root = join(import.meta.dirname, '../../backoffice/src');
    const found: string[] = [];
    for (const file of sourceFiles(root)) {
      const code = readFileSync(file, 'utf8');
      for (const m of code.matchAll(/['"`](\/help(?:\/[a-z0-9-]+)*)['"`]/g)) found.push(m[1]);
      // The tutorials build /help/${category} from their list of categories.
      const list = code.match(/TUTORIAL_CATEGORIES = \[([^\]]*)\]/);
      if (list) for (const m of list[1].matchAll(/'([a-z0-9-]+)'/g)) found.push(`/help/${m[1]}`);
    }
    expect(found).toEqual(expect.arrayContaining(['/help/basics', '/help/organizers', '/help/legal']));
    for (const path of found) expect(helpPathExists(path), path).toBe(true);
  });
});

describe('the organizer landing page', () => {
  it('offers promotions of at most the discount the coupons service enforces', () => {
    expect(PROMOTION_MAX_PERCENT).toBe(ENFORCED_PROMOTION_MAX);
  });
});
