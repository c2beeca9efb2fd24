import { PRODUCT_TYPES, type ProductType } from '../../../../api/src/shared/catalogue.ts';

/**
 * The product form's steps by type (spec 2: "in steps, showing only what a type needs"). Sessions belong
 * to the kinds that happen on dates; video kinds get the film fields; courses and masters get their
 * requirements and their content; datasheets the OEE sheet. Every product has its rehearsal room, last
 * (spec 9), added by stepsOf.
 */
export { PRODUCT_TYPES, type ProductType };

export type StepId =
  | 'info'
  | 'requirements'
  | 'dates'
  | 'sheet'
  | 'content'
  | 'courses'
  | 'prices'
  | 'media'
  | 'broadcast'
  | 'chat'
  | 'meet'
  | 'rehearsal'
  | 'access'
  | 'seo';

const STEPS: Record<ProductType, StepId[]> = {
  vod: ['info', 'prices', 'media', 'access', 'seo'],
  live: ['info', 'dates', 'prices', 'media', 'access', 'seo', 'chat'],
  broadcast: ['info', 'dates', 'prices', 'media', 'broadcast', 'access', 'seo'],
  podcast: ['info', 'prices', 'media', 'access', 'seo'],
  course: ['info', 'requirements', 'media', 'content', 'prices', 'access', 'seo'],
  master: ['info', 'requirements', 'media', 'courses', 'prices', 'access', 'seo'],
  post: ['info', 'prices', 'media', 'access', 'seo'],
  meet: ['info', 'dates', 'prices', 'media', 'access', 'seo', 'meet'],
  datasheet: ['info', 'sheet', 'prices', 'media', 'access', 'seo'],
  physical: ['info', 'prices', 'media', 'access', 'seo'],
  product: ['info', 'dates', 'prices', 'media', 'access', 'seo'],
};

export const stepsOf = (type: string): StepId[] => [
  ...(STEPS[type as ProductType] ?? STEPS.product),
  'rehearsal',
];

/** Kinds with film credits (director, artists, year, country, age class). */
export const hasCredits = (type: string) => ['vod', 'live', 'broadcast', 'podcast', 'product'].includes(type);
/** Kinds watched for a time after purchase (expiration hours or date). */
export const expires = (type: string) =>
  ['vod', 'live', 'broadcast', 'podcast', 'course', 'master', 'product'].includes(type);

/** Typed kinds have their own API resource (their own table's fields); the rest are plain products. */
export const TYPED_RESOURCE: Partial<Record<string, 'courses' | 'masters' | 'datasheets'>> = {
  course: 'courses',
  master: 'masters',
  datasheet: 'datasheets',
};
