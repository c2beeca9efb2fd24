/**
 * Analytics (spec 2: /account/analytics and /manage/analytics): the query every screen sends and the
 * answers of /api/analytics/*, written once for the API's declarations, its docs and the back office.
 * Days are Madrid calendar days (YYYY-MM-DD); amounts are cents; durations are seconds.
 */
import { z } from 'zod';

/** The ranges of spec 9, each ending today (Madrid), and their length in days. */
export const ANALYTICS_RANGES = ['week', 'month', 'quarter', 'year'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const RANGE_DAYS: Record<AnalyticsRange, number> = { week: 7, month: 30, quarter: 91, year: 365 };

/** The longest period a custom from/to may span (a year and a leap day). */
export const MAX_RANGE_DAYS = 366;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const id = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * What every analytics screen asks: a preset range (default month) or a custom from/to (inclusive Madrid
 * days, from ≤ to ≤ today, at most MAX_RANGE_DAYS), narrowed to one channel or, for administrators, to
 * one organizer's channels. A channel or product that is not the caller's answers 404.
 */
export const analyticsQuery = z.object({
  range: z.enum(ANALYTICS_RANGES).optional(),
  from: day.optional(),
  to: day.optional(),
  channelId: id.optional(),
  /** Administrators only: one organizer's channels. */
  organizerId: id.optional(),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;

/** The period an answer covers, and the one before it of the same length (the comparison). */
export const analyticsPeriod = z.object({
  from: day,
  to: day,
  days: z.number().int(),
  previousFrom: day,
  previousTo: day,
});
export type AnalyticsPeriod = z.infer<typeof analyticsPeriod>;

/** The headline figures, in the order the global view shows them. */
export const HEADLINE_KEYS = [
  'gross',
  'organizer',
  'fee',
  'support',
  'refunds',
  'tickets',
  'codes',
  'viewers',
  'watchSeconds',
  'sessions',
] as const;
export type HeadlineKey = (typeof HEADLINE_KEYS)[number];

export const headlineFigure = z.object({
  key: z.enum(HEADLINE_KEYS),
  current: z.number(),
  previous: z.number(),
});
export type HeadlineFigure = z.infer<typeof headlineFigure>;

/** One day of sales (from the daily rollup) and of viewing. */
export const analyticsDay = z.object({
  day,
  gross: z.number().int(),
  organizer: z.number().int(),
  fee: z.number().int(),
  support: z.number().int(),
  refunds: z.number().int(),
  tickets: z.number().int(),
  codes: z.number().int(),
  /** Distinct viewers who watched that day. */
  viewers: z.number().int(),
  watchSeconds: z.number().int(),
  /** Viewing sessions started that day. */
  sessions: z.number().int(),
});
export type AnalyticsDay = z.infer<typeof analyticsDay>;

/** GET /api/analytics/overview: the global view. */
export const analyticsOverviewAnswer = z.object({
  period: analyticsPeriod,
  headline: z.array(headlineFigure),
  days: z.array(analyticsDay),
  /**
   * Whether the distinct viewers of several days are estimates: over a platform-wide period that reads
   * rolled-up weeks or months, they come from sketches (about ±5 %, closer under a thousand or so).
   */
  viewersEstimated: z.boolean(),
});
export type AnalyticsOverview = z.infer<typeof analyticsOverviewAnswer>;

/** One product's figures over the period (GET /api/analytics/products lists them). */
export const analyticsProductRow = z.object({
  productId: z.number().int(),
  title: z.string(),
  type: z.string(),
  channelId: z.number().int(),
  channelTitle: z.string(),
  /** Viewing sessions. */
  views: z.number().int(),
  uniqueViewers: z.number().int(),
  watchSeconds: z.number().int(),
  /** Mean share of the video each session watched (0..1); null without a known duration (live). */
  avgCompletion: z.number().nullable(),
  /** The most that watched at once (a broadcast's audience count, else overlapping sessions), and when. */
  peakViewers: z.number().int(),
  peakAt: z.string().nullable(),
  tickets: z.number().int(),
  gross: z.number().int(),
  organizer: z.number().int(),
});
export type AnalyticsProductRow = z.infer<typeof analyticsProductRow>;
export const analyticsProductsAnswer = z.object({
  period: analyticsPeriod,
  rows: z.array(analyticsProductRow),
  /**
   * Whether the distinct viewers of several days are estimates: over a platform-wide period that reads
   * rolled-up weeks or months, they come from sketches (about ±5 %, closer under a thousand or so).
   */
  viewersEstimated: z.boolean(),
});
export type AnalyticsProducts = z.infer<typeof analyticsProductsAnswer>;

/** The number of equal parts a video is cut into for the sections watched and the retention curve. */
export const RETENTION_BUCKETS = 100;

/** GET /api/analytics/products/:id: one product over the period. */
export const analyticsProductAnswer = z.object({
  period: analyticsPeriod,
  product: analyticsProductRow,
  days: z.array(analyticsDay),
  /**
   * The retention curve: for each hundredth of the video (0..99), the share of sessions that watched it
   * (0..1). Empty without a known duration (live) or without sessions.
   */
  retention: z.array(z.object({ at: z.number().int(), share: z.number() })),
  /** Viewing sessions by device class. */
  devices: z.array(z.object({ device: z.string(), sessions: z.number().int() })),
  /** Viewing sessions by country (ISO code; null when unknown). */
  countries: z.array(z.object({ country: z.string().nullable(), sessions: z.number().int() })),
});
export type AnalyticsProduct = z.infer<typeof analyticsProductAnswer>;

/** GET /api/analytics/channels: one row per channel. */
export const analyticsChannelRow = z.object({
  channelId: z.number().int(),
  title: z.string(),
  organizerId: z.number().int(),
  products: z.number().int(),
  tickets: z.number().int(),
  gross: z.number().int(),
  organizer: z.number().int(),
  viewers: z.number().int(),
  watchSeconds: z.number().int(),
  subscribers: z.number().int(),
});
export type AnalyticsChannelRow = z.infer<typeof analyticsChannelRow>;
export const analyticsChannelsAnswer = z.object({
  period: analyticsPeriod,
  rows: z.array(analyticsChannelRow),
  /**
   * Whether the distinct viewers of several days are estimates: over a platform-wide period that reads
   * rolled-up weeks or months, they come from sketches (about ±5 %, closer under a thousand or so).
   */
  viewersEstimated: z.boolean(),
});
export type AnalyticsChannels = z.infer<typeof analyticsChannelsAnswer>;

/** GET /api/analytics/users (administrators): registered users per day, and by role. */
export const analyticsUsersAnswer = z.object({
  period: analyticsPeriod,
  days: z.array(
    z.object({
      day,
      signups: z.number().int(),
      activations: z.number().int(),
      organizersApproved: z.number().int(),
    }),
  ),
  /** Per role: everyone who has it now, those who joined in the period, and those of the period before. */
  roles: z.array(
    z.object({
      role: z.string(),
      total: z.number().int(),
      current: z.number().int(),
      previous: z.number().int(),
    }),
  ),
});
export type AnalyticsUsers = z.infer<typeof analyticsUsersAnswer>;

/** GET /api/analytics/web (administrators): the site's page views, counted only while switched on. */
export const analyticsWebAnswer = z.object({
  period: analyticsPeriod,
  /** Whether the server counts page views now (the analytics switch of the site's configuration). */
  enabled: z.boolean(),
  total: z.object({ current: z.number().int(), previous: z.number().int() }),
  days: z.array(z.object({ day, views: z.number().int() })),
  topPages: z.array(z.object({ path: z.string(), views: z.number().int() })),
});
export type AnalyticsWeb = z.infer<typeof analyticsWebAnswer>;
