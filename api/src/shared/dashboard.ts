/**
 * GET /api/me/dashboard and GET /api/me/notifications as the back office reads them (zod schemas the
 * routes declare, and their types). The dashboard is always the caller's own: their channels, their products and what was sold,
 * redeemed or left unpaid on them, an administrator included.
 */

import { z } from 'zod';
import { isoDate } from './accounts.ts';

/**
 * The counts of the global view (spec 2), each over the last `days` days: since `since`, midnight UTC
 * `days` days ago (so the lists filtered from that date show the same rows).
 */
export const dashboardCountsSchema = z.object({
  /** Channels created in the period. */
  newChannels: z.number().int(),
  /** Products created in the period. */
  newProducts: z.number().int(),
  /** Tickets (paid order items of a product, not subscription periods) sold in the period. */
  ticketsSold: z.number().int(),
  /** Single-use access codes created in the period. */
  codes: z.number().int(),
  /**
   * Buyers whose latest checkout of one of the products, started in the period, is unpaid (pending,
   * expired or failed), once per buyer and product, while the buyer has no ticket for it: what
   * /api/opportunities lists from the same day.
   */
  opportunities: z.number().int(),
});
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;

const channelRef = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });

export const dashboardChannelSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  status: z.string(),
  marketplaceUrl: z.string().nullable(),
  products: z.number().int(),
  createdAt: isoDate,
});
export type DashboardChannel = z.infer<typeof dashboardChannelSchema>;

export const dashboardProductSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  type: z.string(),
  status: z.string(),
  channel: channelRef,
  ticketsSold: z.number().int(),
  createdAt: isoDate,
});
export type DashboardProduct = z.infer<typeof dashboardProductSchema>;

/** A product of type meet with its latest room (none until it is first started). */
export const dashboardMeetSchema = z.object({
  productId: z.number().int(),
  title: z.string(),
  slug: z.string(),
  channel: channelRef,
  room: z
    .object({
      id: z.number().int(),
      roomId: z.string(),
      status: z.enum(['idle', 'live', 'ended']),
      startedAt: isoDate.nullable(),
    })
    .nullable(),
  /** The start of its next session not over yet, or null. */
  nextSession: isoDate.nullable(),
  /** Its room is open now (started with the video provider): its organizer can enter it as host. */
  open: z.boolean(),
});
export type DashboardMeet = z.infer<typeof dashboardMeetSchema>;

/** GET /api/me/dashboard. */
export const dashboardSchema = z.object({
  days: z.number().int(),
  since: isoDate,
  counts: dashboardCountsSchema,
  totals: z.object({ channels: z.number().int(), products: z.number().int() }),
  /** Newest first; at most DASHBOARD_LIST_LIMIT of each (totals says how many there are). */
  channels: z.array(dashboardChannelSchema),
  products: z.array(dashboardProductSchema),
  meets: z.array(dashboardMeetSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** Spec 3 Notification, as GET /api/me/notifications lists them. */
export const userNotificationSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  user: z.number().int().nullable(),
  payload: z.record(z.string(), z.unknown()),
  content: z.string().nullable(),
  subject: z.string().nullable(),
  readOn: isoDate.nullable(),
  timestamp: isoDate,
});
export type UserNotification = z.infer<typeof userNotificationSchema>;

/** GET /api/me/notifications: a page, and the token of the next one (null at the end). */
export const notificationPageSchema = z.object({
  notifications: z.array(userNotificationSchema),
  nextToken: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;
