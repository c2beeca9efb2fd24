import type { LastRedemption } from '../../../../api/src/shared/commerce.ts';
import { csvDocument } from '../../../../api/src/shared/csv.ts';

/** A coupon's latest use as GET /api/coupons gives it (for a code, its only one). */
export type { LastRedemption };

/**
 * The codes CSV of what the filter shows: one line per code or coupon, with who used it last and when,
 * through the one CSV writer (a redeemer's name that looks like a formula is defused).
 */
export function codesCsv(records: Record<string, unknown>[]): string {
  const header = [
    'code',
    'kind',
    'product',
    'discountPercent',
    'redeemedCount',
    'quantity',
    'redeemed',
    'validUntil',
    'redeemedBy',
    'redeemedByEmail',
    'redeemedAt',
  ];
  const last = (r: Record<string, unknown>) => r.lastRedemption as LastRedemption | null | undefined;
  const rows = records.map((r) => [
    r.code,
    r.kind,
    (r.product as { title?: string } | undefined)?.title,
    r.discountPercent,
    r.redeemedCount,
    r.quantity,
    r.redeemed,
    r.validUntil,
    last(r)?.name,
    last(r)?.email,
    last(r)?.redeemedAt,
  ]);
  return csvDocument(header, rows);
}
