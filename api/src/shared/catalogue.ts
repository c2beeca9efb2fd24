/**
 * The catalogue's domain enums, shared by the models, the API, the site and the back office (pure: no
 * Sequelize, no Node, not even zod, so a face's bundle takes only these lists). The answer schemas are in
 * catalogue-answers.ts.
 */

export const PRODUCT_TYPES = [
  'product',
  'vod',
  'live',
  'broadcast',
  'podcast',
  'post',
  'course',
  'meet',
  'datasheet',
  'physical',
  'master',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const PRODUCT_PLANS = ['paid', 'free'] as const;
export type ProductPlan = (typeof PRODUCT_PLANS)[number];
export const PRODUCT_STATUSES = ['draft', 'published', 'private'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const AGE_CLASSES = ['all', '13', '18'] as const;
export type AgeClass = (typeof AGE_CLASSES)[number];
/** In the order of the review flow: a draft goes to revision, then published (or banned); private any time. */
export const CHANNEL_STATUSES = ['draft', 'revision', 'published', 'banned', 'private'] as const;
export type ChannelStatus = (typeof CHANNEL_STATUSES)[number];

/** What search finds. */
export const SEARCH_KINDS = ['product', 'channel', 'speaker'] as const;
