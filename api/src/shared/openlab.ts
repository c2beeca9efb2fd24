import { z } from 'zod';
import { isoDateTime } from './learning.ts';

/**
 * The open lab's ideas (module `ideas`, api/src/openlab/routes/ideas.ts) and lean tests (module `openlab`,
 * api/src/openlab/routes/lean-tests.ts), declared once for the API's document, the site and the consoles;
 * the models take the enums from here.
 */

/**
 * An idea's life: pending (its author and the admins see it), published (listed, voted, commented), then
 * done, merged into another idea or rejected with a reason.
 */
export const IDEA_STATUSES = ['pending', 'published', 'merged', 'rejected', 'done'] as const;
export type IdeaStatus = (typeof IDEA_STATUSES)[number];
/** What an admin does to an idea (POST /api/ideas/:id/moderation). */
export const IDEA_ACTIONS = ['publish', 'reject', 'merge', 'done'] as const;
export type IdeaAction = (typeof IDEA_ACTIONS)[number];

export const IDEA_TITLE_MAX = 140;
export const IDEA_TEXT_MAX = 5000;
export const IDEA_COMMENT_MAX = 2000;

const named = z.object({ id: z.number().int(), title: z.string(), slug: z.string() }).nullable();

export const ideaAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string().nullable(),
  status: z.enum(IDEA_STATUSES),
  reason: z.string().nullable(),
  mergedInto: z.number().int().nullable(),
  channel: named,
  product: named,
  votes: z.number().int(),
  commentCount: z.number().int(),
  /** Whether the caller voted it (false when signed out). */
  voted: z.boolean(),
  /** Whether the caller wrote it. */
  mine: z.boolean(),
  author: z.string().nullable(),
  createdAt: isoDateTime,
  moderatedAt: isoDateTime.nullable(),
});
export type IdeaJson = z.infer<typeof ideaAnswer>;

export const ideaCommentAnswer = z.object({
  id: z.number().int(),
  body: z.string(),
  author: z.string().nullable(),
  mine: z.boolean(),
  createdAt: isoDateTime,
});
export type IdeaCommentJson = z.infer<typeof ideaCommentAnswer>;

/** GET /api/ideas/:id: the idea with its comments, oldest first. */
export const ideaDetailAnswer = ideaAnswer.extend({ comments: z.array(ideaCommentAnswer) });
export type IdeaDetailJson = z.infer<typeof ideaDetailAnswer>;

/** POST/DELETE /api/ideas/:id/vote. */
export const ideaVoteAnswer = z.object({ id: z.number().int(), votes: z.number().int(), voted: z.boolean() });
export type IdeaVoteJson = z.infer<typeof ideaVoteAnswer>;

export const LEAN_TEST_STATUSES = ['draft', 'published', 'closed'] as const;
export type LeanTestStatus = (typeof LEAN_TEST_STATUSES)[number];
export const LEAN_TEST_DECISIONS = ['create', 'drop'] as const;
export type LeanTestDecision = (typeof LEAN_TEST_DECISIONS)[number];
export const LEAN_TEST_PRICE_OPTIONS_MAX = 8;

/** GET /api/lean-tests/by-slug/:slug: the public page (published tests only). */
export const leanTestPageAnswer = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  pitch: z.string().nullable(),
  imageUrl: z.string().nullable(),
  priceCents: z.number().int().nullable(),
  currency: z.string(),
  priceOptions: z.array(z.number().int()),
  channel: z.object({ id: z.number().int(), title: z.string(), slug: z.string() }),
});
/** The public page's answer: a closed test still shows, saying it takes no more sign-ups. */
export const leanTestPublicAnswer = leanTestPageAnswer.extend({ open: z.boolean() });
export type LeanTestPage = z.infer<typeof leanTestPublicAnswer>;

/** The organizer's and the admins' view of a lean test (GET /api/lean-tests, /:id). */
export const leanTestAnswer = leanTestPageAnswer.extend({
  status: z.enum(LEAN_TEST_STATUSES),
  visits: z.number().int(),
  signups: z.number().int(),
  decision: z.enum(LEAN_TEST_DECISIONS).nullable(),
  decisionNote: z.string().nullable(),
  decidedAt: isoDateTime.nullable(),
  productId: z.number().int().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type LeanTestJson = z.infer<typeof leanTestAnswer>;

/** GET /api/lean-tests/:id/results: interest measured, beside the decision taken from it. */
export const leanTestResultsAnswer = z.object({
  id: z.number().int(),
  visits: z.number().int(),
  signups: z.number().int(),
  /** Sign-ups per visit, 0..1 (null before the first visit). */
  conversion: z.number().nullable(),
  /** How many chose each price option (in the options' order), then the ones who gave no price. */
  prices: z.array(z.object({ priceCents: z.number().int(), count: z.number().int() })),
  noPrice: z.number().int(),
  /** The median price answered, null without answers. */
  medianPriceCents: z.number().int().nullable(),
  decision: z.enum(LEAN_TEST_DECISIONS).nullable(),
  decisionNote: z.string().nullable(),
  decidedAt: isoDateTime.nullable(),
  productId: z.number().int().nullable(),
});
export type LeanTestResults = z.infer<typeof leanTestResultsAnswer>;

/** POST /api/lean-tests/by-slug/:slug/signups: thanks (the same whether the email had signed up already). */
export const leanTestSignupAnswer = z.object({ ok: z.literal(true) });
/** POST /api/lean-tests/by-slug/:slug/visit: whether this visit was counted (bots are not). */
export const leanTestVisitAnswer = z.object({ counted: z.boolean() });
