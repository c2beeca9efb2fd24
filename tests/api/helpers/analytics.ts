import { QueryTypes } from 'sequelize';
import { connectionOf } from '../../../models/columns.ts';
import { Sale } from '../../../models/index.ts';

// Analytics tests write history straight into the tables (orders, sales, viewing sessions) at fixed
// moments, so each figure can be computed by hand; the rollup triggers run as for a real purchase.

const db = () => connectionOf(Sale);

export async function sql<T extends object = Record<string, unknown>>(query: string, bind: unknown[] = []) {
  return db().query<T>(query, { bind, type: QueryTypes.SELECT });
}

/** A paid order of one item and its sale, paid at `paidAt`. */
export async function insertSale(opts: {
  userId: number;
  channelId: number;
  productId: number;
  paidAt: string;
  amount: number;
  support?: number;
  feePlatform?: number;
  feeFixed?: number;
  status?: 'paid' | 'refunded';
}) {
  const support = opts.support ?? 0;
  const feePlatform = opts.feePlatform ?? 0;
  const feeFixed = opts.feeFixed ?? 0;
  const [order] = await sql<{ id: number }>(
    `INSERT INTO orders (user_id, channel_id, status, provider, total, support_amount, terms_accepted_at, paid_at)
     VALUES ($1, $2, $3, 'demo', $4, $5, $6, $6) RETURNING id`,
    [opts.userId, opts.channelId, opts.status ?? 'paid', opts.amount + support, support, opts.paidAt],
  );
  const [item] = await sql<{ id: number }>(
    `INSERT INTO order_items (order_id, product_id, unit_net, unit_tax, unit_total)
     VALUES ($1, $2, $3, 0, $3) RETURNING id`,
    [order.id, opts.productId, opts.amount],
  );
  await sql(
    `INSERT INTO sales (order_id, order_item_id, product_id, channel_id, user_id, buyer_email, amount, support,
       fee_platform, fee_fixed, organizer_amount, paid_at)
     VALUES ($1, $2, $3, $4, $5, 'fixed@example.test', $6, $7, $8, $9, $10, $11)`,
    [
      order.id,
      item.id,
      opts.productId,
      opts.channelId,
      opts.userId,
      opts.amount,
      support,
      feePlatform,
      feeFixed,
      opts.amount + support - feePlatform - feeFixed,
      opts.paidAt,
    ],
  );
  return order.id;
}

/** One closed viewing session. `watched` lists the hundredths (0..99) whose bit is set. */
export async function insertSession(opts: {
  userId: number;
  productId: number;
  channelId: number;
  startedAt: string;
  lastSeenAt?: string;
  seconds?: number;
  duration?: number | null;
  maxPosition?: number;
  watched?: number[];
  device?: string;
  country?: string | null;
  kind?: string;
}) {
  const bits = Array.from({ length: 100 }, (_, i) => (opts.watched?.includes(i) ? '1' : '0')).join('');
  await sql(
    `INSERT INTO viewing_sessions (user_id, product_id, channel_id, kind, started_at, last_seen_at, open,
       seconds_watched, duration_seconds, max_position, sections, device, country)
     VALUES ($1, $2, $3, $4, $5, $6, false, $7, $8, $9, $10::bit(100), $11, $12)`,
    [
      opts.userId,
      opts.productId,
      opts.channelId,
      opts.kind ?? 'vod',
      opts.startedAt,
      opts.lastSeenAt ?? opts.startedAt,
      opts.seconds ?? 0,
      opts.duration === undefined ? 100 : opts.duration,
      opts.maxPosition ?? 0,
      bits,
      opts.device ?? 'desktop',
      opts.country ?? null,
    ],
  );
}

/** The range of the hundredths from..to-1. */
export const hundredths = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

/** A query string of analytics parameters. */
export const qs = (o: Record<string, string | number | undefined>) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');
