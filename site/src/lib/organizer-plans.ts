/**
 * Spec 9's price list of the organizer plans, as the organizer landing page offers them. Only the fee
 * split of each sale is charged by the platform's code (lib/fees.ts, from api/src/shared/fees.ts); these
 * are the other prices the team agrees with an organizer, kept in one place.
 */
export const PLAN_PRICES = {
  /** The producer plan: free, with some live minutes to try, and prepaid time beyond them. */
  producer: { monthlyCents: 0, freeLiveMinutes: 15 },
  /** Live broadcasts: each includes an hour and a half; every extra hour costs this per ticket. */
  live: { includedMinutes: 90, extraHourCents: 45 },
  /** A private channel: per access, two hours included, then per extra hour. */
  privateChannel: { perAccessCents: 195, includedHours: 2, extraHourCents: 29 },
  /** A recording of a broadcast. */
  recordingCents: 4900,
  /** The virtual rehearsal room: free for an hour when you broadcast, else by the hour. */
  rehearsal: { freeHoursWhenBroadcasting: 1, hourCents: 500 },
} as const;

/** Spec 1's figures for the landing page. */
export const PLATFORM_FIGURES = { artistCountries: 33, salesCountries: 50, currencies: 130 } as const;

/**
 * The largest discount of a platform promotion (spec 1), the same number api/src/commerce/services/coupons.ts
 * enforces (that module needs the database, so the site cannot import it; tests/unit/info-pages.test.ts
 * holds the two equal).
 */
export const PROMOTION_MAX_PERCENT = 20;
