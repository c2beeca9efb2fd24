import { z } from 'zod';
import {
  bodyId,
  cents,
  currencySchema,
  optionalImage,
  optionalText,
  slugSchema,
  title,
} from '../../catalogue/schemas/catalogue.ts';
import {
  IDEA_ACTIONS,
  IDEA_COMMENT_MAX,
  IDEA_STATUSES,
  IDEA_TEXT_MAX,
  IDEA_TITLE_MAX,
  LEAN_TEST_DECISIONS,
  LEAN_TEST_PRICE_OPTIONS_MAX,
  LEAN_TEST_STATUSES,
} from '../../shared/openlab.ts';

/** POST /api/ideas: a signed-in user's idea, maybe about a channel or a product. */
export const ideaBody = z.strictObject({
  title: title(IDEA_TITLE_MAX),
  body: optionalText(IDEA_TEXT_MAX),
  channelId: bodyId.nullable().optional(),
  productId: bodyId.nullable().optional(),
});
export type IdeaInput = z.output<typeof ideaBody>;

/** POST /api/ideas/:id/comments. */
export const ideaCommentBody = z.strictObject({ body: title(IDEA_COMMENT_MAX) });

/** POST /api/ideas/:id/moderation: what an admin does; a rejection says why, a merge says into which. */
export const ideaModerationBody = z.strictObject({
  action: z.enum(IDEA_ACTIONS),
  reason: optionalText(1000),
  mergedInto: bodyId.nullable().optional(),
});
export type IdeaModerationInput = z.output<typeof ideaModerationBody>;

/** GET /api/ideas (the public ranking): published or done. */
export const ideaPublicFilter = z.strictObject({ status: z.enum(['published', 'done']).optional() });
/** GET /api/ideas/moderation: every state. */
export const ideaModerationFilter = z.strictObject({
  status: z.enum(IDEA_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
});
export type IdeaFilter = { status?: (typeof IDEA_STATUSES)[number]; q?: string };
export const IDEA_SORTABLE = ['votes', 'createdAt', 'id', 'title'] as const;

const priceOptions = z
  .array(cents)
  .max(LEAN_TEST_PRICE_OPTIONS_MAX)
  .refine((list) => new Set(list).size === list.length, 'validation.invalid');

const leanTestFields = {
  title: title(200),
  slug: slugSchema.optional(),
  pitch: optionalText(5000),
  imageUrl: optionalImage,
  priceCents: cents.nullable().optional(),
  currency: currencySchema.optional(),
  priceOptions: priceOptions.optional(),
  status: z.enum(LEAN_TEST_STATUSES).optional(),
};

/** POST /api/lean-tests: a lean test of one of the caller's channels. */
export const leanTestCreateBody = z.strictObject({ channelId: bodyId, ...leanTestFields });
export type LeanTestCreateInput = z.output<typeof leanTestCreateBody>;
/** PATCH /api/lean-tests/:id: the fields to change. */
export const leanTestPatchBody = z.strictObject({
  ...leanTestFields,
  title: leanTestFields.title.optional(),
});
export type LeanTestPatchInput = z.output<typeof leanTestPatchBody>;

/** POST /api/lean-tests/:id/decision: create the product from it, or drop it (null: undecided again). */
export const leanTestDecisionBody = z.strictObject({
  decision: z.enum(LEAN_TEST_DECISIONS).nullable(),
  note: optionalText(2000),
  productId: bodyId.nullable().optional(),
});
export type LeanTestDecisionInput = z.output<typeof leanTestDecisionBody>;

export const leanTestFilter = z.strictObject({
  status: z.enum(LEAN_TEST_STATUSES).optional(),
  channelId: bodyId.optional(),
  q: z.string().trim().max(100).optional(),
});
export type LeanTestFilter = z.output<typeof leanTestFilter>;
export const LEAN_TEST_SORTABLE = ['createdAt', 'id', 'title', 'visits'] as const;

/** POST /api/lean-tests/by-slug/:slug/signups: "I'm interested". Consent is checked by the service (a clear message). */
export const leanTestSignupBody = z.strictObject({
  email: z.string().trim().toLowerCase().max(254).email(),
  consent: z.boolean().optional(),
  priceAnswer: cents.nullable().optional(),
});
export type LeanTestSignupInput = z.output<typeof leanTestSignupBody>;
