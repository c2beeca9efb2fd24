/**
 * GET /api/me/dashboard and GET /api/me/notifications as the back office reads them (types only, no
 * runtime). The dashboard is always the caller's own: their channels, their products and what was sold,
 * redeemed or left unpaid on them, an administrator included.
 */

/**
 * The counts of the global view (spec 2), each over the last `days` days: since `since`, midnight UTC
 * `days` days ago (so the lists filtered from that date show the same rows).
 */
export interface DashboardCounts {
  /** Channels created in the period. */
  newChannels: number;
  /** Products created in the period. */
  newProducts: number;
  /** Tickets (paid order items of a product, not subscription periods) sold in the period. */
  ticketsSold: number;
  /** Single-use access codes created in the period. */
  codes: number;
  /**
   * Buyers whose latest checkout of one of the products, started in the period, is unpaid (pending,
   * expired or failed), once per buyer and product, while the buyer has no ticket for it: what
   * /api/opportunities lists from the same day.
   */
  opportunities: number;
}

export interface DashboardChannel {
  id: number;
  title: string;
  slug: string;
  status: string;
  marketplaceUrl: string | null;
  products: number;
  createdAt: string;
}

export interface DashboardProduct {
  id: number;
  title: string;
  slug: string;
  type: string;
  status: string;
  channel: { id: number; slug: string; title: string };
  ticketsSold: number;
  createdAt: string;
}

/** A product of type meet with its latest room (none until it is first started). */
export interface DashboardMeet {
  productId: number;
  title: string;
  slug: string;
  channel: { id: number; slug: string; title: string };
  room: { id: number; roomId: string; status: 'idle' | 'live' | 'ended'; startedAt: string | null } | null;
}

export interface Dashboard {
  days: number;
  since: string;
  counts: DashboardCounts;
  totals: { channels: number; products: number };
  /** Newest first; at most DASHBOARD_LIST_LIMIT of each (totals says how many there are). */
  channels: DashboardChannel[];
  products: DashboardProduct[];
  meets: DashboardMeet[];
}

/** Spec 3 Notification, as GET /api/me/notifications lists them. */
export interface UserNotification {
  id: number;
  type: string;
  user: number | null;
  payload: Record<string, unknown>;
  content: string | null;
  subject: string | null;
  readOn: string | null;
  timestamp: string;
}

export interface NotificationPage {
  notifications: UserNotification[];
  nextToken: string | null;
}
