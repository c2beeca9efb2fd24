import type { HomeSection, Localized } from '../../../api/src/shared/config.ts';

export type { HomeSection, Localized };
export type SectionType = HomeSection['type'];
export const LANGS = ['es', 'en', 'pt'] as const;
export type Lang = (typeof LANGS)[number];

/** The choice order of the "add section" dialog: the kinds of spec 2, big to small. */
export const SECTION_TYPES: SectionType[] = [
  'hero',
  'productSlider',
  'channelSlider',
  'speakerSlider',
  'featuredProduct',
  'featuredChannel',
  'static',
  'cta',
];

export type Reference = 'products' | 'channels' | 'speakers';
/** The console resource whose records a slider or a featured section points at. */
export const REFERENCE: Partial<Record<SectionType, Reference>> = {
  productSlider: 'products',
  channelSlider: 'channels',
  speakerSlider: 'speakers',
  featuredProduct: 'products',
  featuredChannel: 'channels',
};
/** As api/src/shared/config.ts: a slider holds at most 50 items, a home at most 40 sections. */
export const MAX_ITEMS = 50;
export const MAX_SECTIONS = 40;
const MAX_TEXT = 2000;

/** A section of the editor's list: the stored section and a key of the console's own for React. */
export interface Row {
  key: string;
  section: HomeSection;
}

let counter = 0;
const uid = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export const toRows = (sections: HomeSection[]): Row[] =>
  sections.map((section) => ({ key: uid('row'), section }));

/** A new section of a type, with its id and the fields the form starts from. */
export function newSection(type: SectionType): HomeSection {
  const id = uid(type);
  switch (type) {
    case 'hero':
      return { id, type, title: {}, mediaType: 'image', mediaUrl: '' };
    case 'productSlider':
    case 'channelSlider':
    case 'speakerSlider':
      return { id, type, title: {}, ids: [] };
    case 'featuredProduct':
    case 'featuredChannel':
      return { id, type, itemId: 0 };
    case 'static':
      return { id, type, body: {} };
    case 'cta':
      return { id, type, title: {}, buttonText: {}, buttonLink: '' };
  }
}

/** A text in the wanted language, else Spanish (the site's default), else whichever exists. */
export function pick(text: Localized | undefined, lang: string): string {
  if (!text) return '';
  return text[lang as Lang] || text.es || text.en || text.pt || '';
}

/** What the list calls a section: its title (or text) in the console's language. */
export function sectionLabel(section: HomeSection, lang: string): string {
  const title = 'title' in section ? pick(section.title, lang) : '';
  if (title) return title;
  if (section.type === 'static') return pick(section.body, lang).slice(0, 80);
  return '';
}

export function sectionIds(section: HomeSection): number[] {
  if ('ids' in section) return section.ids;
  if ('itemId' in section && section.itemId > 0) return [section.itemId];
  return [];
}

/** Which localized fields a type has, and which need at least the Spanish text (the fallback of all). */
export const LOCALIZED_FIELDS: Record<
  SectionType,
  { source: string; required: boolean; multiline?: boolean }[]
> = {
  hero: [
    { source: 'title', required: true },
    { source: 'subtitle', required: false },
    { source: 'buttonText', required: false },
  ],
  productSlider: [{ source: 'title', required: true }],
  channelSlider: [{ source: 'title', required: true }],
  speakerSlider: [{ source: 'title', required: true }],
  featuredProduct: [{ source: 'title', required: false }],
  featuredChannel: [{ source: 'title', required: false }],
  static: [
    { source: 'title', required: false },
    { source: 'body', required: true, multiline: true },
  ],
  cta: [
    { source: 'title', required: true },
    { source: 'subtitle', required: false },
    { source: 'buttonText', required: true },
  ],
};

/** The addresses the site follows (site/src/lib/links.ts, and the API refuses the rest). */
export const isSafeLink = (value: string) =>
  /^(?:\/(?![/\\])|#|https?:\/\/[^\s/?#]+)\S*$/i.test(value.trim());

type Values = Record<string, unknown>;
type Message = string | { message: string; args: Record<string, unknown> };
type Errors = { [key: string]: Message | Errors };

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const localizedOf = (v: unknown): Values => (v && typeof v === 'object' ? (v as Values) : {});
const hasText = (v: unknown) => LANGS.some((l) => text(localizedOf(v)[l]));

/**
 * The form's rules for one section, the same as the API's (so a save rarely comes back with errors) and
 * a few more that keep the home readable: a required text needs its Spanish version, a button needs
 * both its text and its link, a slider at least one item.
 */
export function validateSection(values: Values): Errors {
  const type = values.type as SectionType;
  const errors: Errors = {};
  const set = (path: string[], message: Message) => {
    let node = errors;
    for (const key of path.slice(0, -1)) {
      node[key] ??= {};
      node = node[key] as Errors;
    }
    node[path[path.length - 1]] = message;
  };
  for (const { source, required } of LOCALIZED_FIELDS[type] ?? []) {
    const value = localizedOf(values[source]);
    if (required && !text(value.es)) set([source, 'es'], 'ra.validation.required');
    for (const lang of LANGS) {
      if (text(value[lang]).length > MAX_TEXT) {
        set([source, lang], { message: 'ra.validation.maxLength', args: { max: MAX_TEXT } });
      }
    }
  }
  const link = (source: string, required: boolean) => {
    const value = text(values[source]);
    if (!value) {
      if (required) set([source], 'ra.validation.required');
    } else if (!isSafeLink(value)) set([source], 'ADMIN.HOME_EDITOR.ERRORS.LINK');
  };
  if (type === 'hero') {
    link('mediaUrl', true);
    link('buttonLink', false);
    const withText = hasText(values.buttonText);
    const withLink = Boolean(text(values.buttonLink));
    if (withText !== withLink)
      set([withText ? 'buttonLink' : 'buttonText', 'es'], 'ADMIN.HOME_EDITOR.ERRORS.BUTTON_PAIR');
  }
  if (type === 'cta') link('buttonLink', true);
  if ('ids' in values || type.endsWith('Slider')) {
    const ids = Array.isArray(values.ids) ? values.ids : [];
    if (ids.length === 0) set(['ids'], 'ADMIN.HOME_EDITOR.ERRORS.MIN_ITEMS');
    if (ids.length > MAX_ITEMS)
      set(['ids'], { message: 'ADMIN.HOME_EDITOR.ERRORS.MAX_ITEMS', args: { max: MAX_ITEMS } });
  }
  if (type === 'featuredProduct' || type === 'featuredChannel') {
    if (!(Number(values.itemId) > 0)) set(['itemId'], 'ra.validation.required');
  }
  return errors;
}

function cleanLocalized(v: unknown): Localized | undefined {
  const out: Localized = {};
  for (const lang of LANGS) {
    const value = text(localizedOf(v)[lang]);
    if (value) out[lang] = value;
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * The section as the API takes it from the form's values: texts trimmed, empty languages and empty
 * optional texts left out, only the fields of its type (the API refuses unknown ones).
 */
export function cleanSection(values: Values): HomeSection {
  const id = String(values.id);
  const type = values.type as SectionType;
  const loc = (source: string) => cleanLocalized(values[source]);
  const title = loc('title');
  const subtitle = loc('subtitle');
  const buttonText = loc('buttonText');
  const buttonLink = text(values.buttonLink);
  switch (type) {
    case 'hero':
      return {
        id,
        type,
        title: title ?? {},
        ...(subtitle ? { subtitle } : {}),
        mediaType: values.mediaType === 'video' ? 'video' : 'image',
        mediaUrl: text(values.mediaUrl),
        ...(buttonText ? { buttonText } : {}),
        ...(buttonLink ? { buttonLink } : {}),
      };
    case 'productSlider':
    case 'channelSlider':
    case 'speakerSlider':
      return { id, type, title: title ?? {}, ids: (Array.isArray(values.ids) ? values.ids : []).map(Number) };
    case 'featuredProduct':
    case 'featuredChannel':
      return { id, type, ...(title ? { title } : {}), itemId: Number(values.itemId) };
    case 'static':
      return { id, type, ...(title ? { title } : {}), body: loc('body') ?? {} };
    case 'cta':
      return {
        id,
        type,
        title: title ?? {},
        ...(subtitle ? { subtitle } : {}),
        buttonText: buttonText ?? {},
        buttonLink,
      };
  }
}

/**
 * The API's field errors of a PUT (`sections.3.title.es` → message) split by section: each row shows
 * its own, the form of that section puts them on its fields; the rest (`sections`) go above the list.
 */
export function splitErrors(errors: Record<string, unknown>): {
  general: string[];
  bySection: Map<number, Record<string, string>>;
} {
  const general: string[] = [];
  const bySection = new Map<number, Record<string, string>>();
  for (const [field, message] of Object.entries(errors)) {
    if (field === 'root' || typeof message !== 'string') continue;
    const match = /^sections\.(\d+)\.(.+)$/.exec(field);
    if (!match) {
      general.push(message);
      continue;
    }
    const index = Number(match[1]);
    bySection.set(index, { ...bySection.get(index), [match[2]]: message });
  }
  return { general, bySection };
}

/**
 * A field path of the API's errors (`title.es`, `ids.2`) as the form calls it: "Title (Spanish)",
 * "Products #3". A path no form shows (`type`) stays as it is.
 */
export function fieldLabel(
  section: HomeSection,
  path: string,
  translate: (key: string, options?: Record<string, unknown>) => string,
): string {
  const T = 'ADMIN.HOME_EDITOR';
  const [field, sub] = path.split('.');
  const key: Record<string, string> = {
    ids: REFERENCE[section.type] ?? 'products',
    itemId: section.type === 'featuredChannel' ? 'channel' : 'product',
    mediaUrl: section.type === 'hero' && section.mediaType === 'video' ? 'videoUrl' : 'mediaUrl',
  };
  const name = translate(`${T}.FIELDS.${key[field] ?? field}`, { _: field });
  if (sub && (LANGS as readonly string[]).includes(sub)) return `${name} (${translate(`${T}.LANGS.${sub}`)})`;
  if (sub && /^\d+$/.test(sub)) return `${name} #${Number(sub) + 1}`;
  return name;
}
