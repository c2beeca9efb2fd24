/**
 * Between the API's product and the form: the form edits the total price and the tax rate (the server
 * derives net and tax, spec 9's 10% example), a master's courses as rows, and sends back only the fields
 * the API takes for the type — never the read-only ones (ids, counts, channel summary, localized texts).
 */

import { netFromTotal } from '../../../../api/src/commerce/services/pricing.ts';

type Values = Record<string, unknown>;

/**
 * The tax rate a saved price implies (10% when nothing says otherwise): the simplest rate that gives back
 * the saved split, since cents round it (6,35 € + 0,64 € is 10 %, not the 10,1 % the division says).
 */
export function rateOf(net: unknown, tax: unknown): number {
  if (typeof net !== 'number' || typeof tax !== 'number' || net <= 0) return 10;
  const exact = (tax / net) * 100;
  for (const scale of [1, 10, 100]) {
    const rate = Math.round(exact * scale) / scale;
    if (netFromTotal(net + tax, rate) === net) return rate;
  }
  return Math.round(exact * 10) / 10;
}

export function formRecord(record: Values): Values {
  const courses = record.courses as { id: number }[] | undefined;
  return {
    ...record,
    taxRate: rateOf(record.netPrice, record.tax),
    // A master's courses as rows {id} (the ordered list the form reorders).
    ...(courses ? { courseRows: courses.map((c) => ({ id: c.id })) } : {}),
  };
}

const COMMON = [
  'title',
  'slug',
  'description',
  'shortDescription',
  'priceNote',
  'language',
  'tags',
  'productionYear',
  'productionCountry',
  'director',
  'artists',
  'ageClass',
  'multiDate',
  'saleStartAt',
  'saleEndAt',
  'expirationHours',
  'expirationDate',
  'bundleProductIds',
  'metadata',
  'seoTitle',
  'seoDescription',
  'image',
  'secondaryImage',
  'categoryIds',
  'speakerIds',
  'trailerUrl',
  'url',
  'sourceVideoUrl',
  'status',
  'plan',
  'channelId',
];

const EXTRAS: Record<string, string[]> = {
  course: ['requirements', 'program', 'faqs'],
  master: ['requirements', 'faqs'],
  datasheet: [
    'author',
    'abstract',
    'duration',
    'modality',
    'time',
    'experience',
    'people',
    'money',
    'participants',
    'benefits',
    'testimonials',
    'resources',
    'license',
    'skills',
    'mechanisms',
    'strategy',
    'pedagogicalMethod',
    'relatedLinks',
  ],
};

const TRANSLATED = ['title', 'shortDescription', 'description'] as const;

function cleanTranslations(value: unknown) {
  const out: Record<string, Record<string, string>> = {};
  for (const lang of ['en', 'es', 'pt']) {
    const entry = (value as Record<string, Record<string, unknown>> | null | undefined)?.[lang] ?? {};
    out[lang] = Object.fromEntries(
      TRANSLATED.map((k) => [k, typeof entry[k] === 'string' ? (entry[k] as string) : '']),
    );
  }
  return out;
}

export function toBody(type: string, published: boolean, data: Values): Values {
  const body: Values = {};
  for (const key of [...COMMON, ...(EXTRAS[type] ?? [])]) {
    if (data[key] !== undefined) body[key] = data[key];
  }
  // The typed kinds are fixed by their resource; a published product keeps its type and channel (spec 4).
  if (!published && !EXTRAS[type] && typeof data.type === 'string') body.type = data.type;
  if (published) delete body.channelId;
  body.translations = cleanTranslations(data.translations);

  const rate = Number(data.taxRate ?? 10);
  body.taxRate = Number.isFinite(rate) ? rate : 10;
  if (data.plan === 'free') {
    body.totalPrice = 0;
    body.offerTotal = null;
  } else {
    body.totalPrice = (data.totalPrice as number | null) ?? 0;
    body.offerTotal = (data.offerTotal as number | null) || null;
  }
  if (body.offerTotal === null) {
    Object.assign(body, { offerNet: null, offerTax: null, offerFrom: null, offerUntil: null });
  } else {
    body.offerFrom = data.offerFrom ?? null;
    body.offerUntil = data.offerUntil ?? null;
  }

  if (Array.isArray(data.scheduleSections)) {
    body.scheduleSections = (data.scheduleSections as Values[]).map((s) => ({
      ...(typeof s.id === 'number' ? { id: s.id } : {}),
      title: s.title,
      durationMinutes: s.durationMinutes,
      speakerId: s.speakerId ?? null,
    }));
  }
  if (type === 'master' && Array.isArray(data.courseRows)) {
    body.courseIds = (data.courseRows as { id?: number }[]).flatMap((r) => (r.id ? [r.id] : []));
  }
  if (body.tags === null) body.tags = [];
  return body;
}
