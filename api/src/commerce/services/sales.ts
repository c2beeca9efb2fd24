import { QueryTypes } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import { type Language, Sale } from '../../../../models/index.ts';
import { AppError } from '../../errors.ts';
import { keysetCsvStream } from '../../lib/csv-export.ts';
import { likePattern } from '../../lib/rest.ts';
import { formatCents } from '../../shared/fees.ts';

export interface SalesFilter {
  productId?: number;
  channelId?: number;
  from?: Date;
  to?: Date;
  q?: string;
}

const SORT_COLUMNS = {
  id: 's.id',
  paidAt: 's.paid_at',
  eventAt: 's.event_at',
  amount: 's.amount',
  support: 's.support',
  country: 's.country',
  email: 's.buyer_email',
  product: 'coalesce(p.title, ch.title)',
} as const;
export type SalesSort = keyof typeof SORT_COLUMNS;
export const SALES_SORTABLE = Object.keys(SORT_COLUMNS) as [SalesSort, ...SalesSort[]];

interface SaleRow {
  id: number;
  order_id: number;
  /** Null for a subscription period (subscription_id set instead). */
  product_id: number | null;
  product_title: string | null;
  product_slug: string | null;
  subscription_id: number | null;
  channel_title: string;
  channel_slug: string;
  channel_id: number;
  buyer_email: string;
  amount: number;
  support: number;
  fee_platform: number;
  fee_fixed: number;
  organizer_amount: number;
  currency: string;
  paid_at: Date;
  event_at: Date | null;
  country: string | null;
  name: string | null;
  surname: string | null;
  user_country: string | null;
}

// A subscription period has no product: LEFT JOIN, and the channel names it (subscriptionLabel).
const FROM = `FROM sales s LEFT JOIN products p ON p.id = s.product_id JOIN channels ch ON ch.id = s.channel_id
  LEFT JOIN users u ON u.id = s.user_id`;
const SELECT = `SELECT s.id, s.order_id, s.product_id, p.title AS product_title, p.slug AS product_slug,
  s.subscription_id, ch.title AS channel_title, ch.slug AS channel_slug, s.channel_id,
  s.buyer_email, s.amount, s.support, s.fee_platform, s.fee_fixed, s.organizer_amount, s.currency, s.paid_at,
  s.event_at, s.country, u.name, u.surname, u.country AS user_country
  ${FROM}`;

const SUBSCRIPTION_LABEL: Record<Language, string> = {
  en: 'Monthly subscription: {channel}',
  es: 'Suscripción mensual: {channel}',
  pt: 'Subscrição mensal: {channel}',
};

/** What the product column shows: the product's title, or the channel's subscription label. */
export function subscriptionLabel(channelTitle: string, lang: Language): string {
  return SUBSCRIPTION_LABEL[lang].replace('{channel}', channelTitle);
}

const productTitle = (r: SaleRow, lang: Language) =>
  r.subscription_id !== null ? subscriptionLabel(r.channel_title, lang) : (r.product_title ?? '');

/** WHERE clause and bind values: the scope (own channels, or all) first, then the filters. */
function whereOf(scope: number[] | null, f: SalesFilter) {
  const parts: string[] = [];
  const bind: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    bind.push(value);
    // Every ? of the fragment stands for this one value.
    parts.push(sql.replace(/\?/g, `$${bind.length}`));
  };
  if (scope) add('s.channel_id = ANY(?::integer[])', scope);
  if (f.channelId) add('s.channel_id = ?', f.channelId);
  if (f.productId) add('s.product_id = ?', f.productId);
  if (f.from) add('s.paid_at >= ?', f.from);
  if (f.to) add('s.paid_at < ?', f.to);
  if (f.q) {
    const like = likePattern(f.q);
    add(
      '(s.buyer_email ILIKE ? OR u.name ILIKE ? OR u.surname ILIKE ? OR coalesce(p.title, ch.title) ILIKE ?)',
      like,
    );
  }
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', bind };
}

function saleJson(r: SaleRow, lang: Language) {
  return {
    id: r.id,
    orderId: r.order_id,
    productId: r.product_id,
    subscriptionId: r.subscription_id,
    product:
      r.subscription_id !== null
        ? { id: null, title: productTitle(r, lang), slug: null, channelSlug: r.channel_slug }
        : { id: r.product_id, title: r.product_title, slug: r.product_slug },
    channelId: r.channel_id,
    email: r.buyer_email,
    amount: r.amount,
    support: r.support,
    feePlatform: r.fee_platform,
    feeFixed: r.fee_fixed,
    organizerAmount: r.organizer_amount,
    currency: r.currency,
    paidAt: r.paid_at,
    saleDate: r.paid_at,
    eventAt: r.event_at,
    country: r.country,
    customer: {
      name: r.name,
      surname: r.surname,
      email: r.buyer_email,
      country: r.country ?? r.user_country,
    },
  };
}

export async function listSales(opts: {
  scope: number[] | null;
  filter: SalesFilter;
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  lang?: Language;
}) {
  const db = connectionOf(Sale);
  const where = whereOf(opts.scope, opts.filter);
  const column = SORT_COLUMNS[opts.sort.field as SalesSort] ?? 's.id';
  const n = where.bind.length;
  const rows = await db.query<SaleRow>(
    `${SELECT} ${where.sql} ORDER BY ${column} ${opts.sort.order === 'ASC' ? 'ASC' : 'DESC'} NULLS LAST, s.id ASC
     LIMIT $${n + 1} OFFSET $${n + 2}`,
    { bind: [...where.bind, opts.limit, opts.offset], type: QueryTypes.SELECT },
  );
  const [{ count }] = await db.query<{ count: number }>(
    `SELECT count(*)::integer AS count ${FROM} ${where.sql}`,
    { bind: where.bind, type: QueryTypes.SELECT },
  );
  return { rows: rows.map((r) => saleJson(r, opts.lang ?? 'en')), count };
}

export async function getSale(scope: number[] | null, id: number, lang: Language = 'en') {
  const where = whereOf(scope, {});
  const sql = where.sql ? `${where.sql} AND s.id = $${where.bind.length + 1}` : 'WHERE s.id = $1';
  const rows = await connectionOf(Sale).query<SaleRow>(`${SELECT} ${sql}`, {
    bind: [...where.bind, id],
    type: QueryTypes.SELECT,
  });
  if (!rows[0]) throw new AppError('NOT_FOUND');
  return saleJson(rows[0], lang);
}

const HEADERS: Record<Language, string[]> = {
  en: [
    'id',
    'product',
    'email',
    'name',
    'surname',
    'country',
    'amount',
    'support',
    'platform fee',
    'fee per ticket',
    'organizer amount',
    'currency',
    'sale date',
    'event date',
  ],
  es: [
    'id',
    'producto',
    'email',
    'nombre',
    'apellidos',
    'país',
    'importe',
    'apoyo',
    'comisión plataforma',
    'comisión por entrada',
    'importe organizador',
    'moneda',
    'fecha de venta',
    'fecha del evento',
  ],
  pt: [
    'id',
    'produto',
    'email',
    'nome',
    'apelido',
    'país',
    'montante',
    'apoio',
    'comissão plataforma',
    'comissão por bilhete',
    'montante organizador',
    'moeda',
    'data da venda',
    'data do evento',
  ],
};

function csvCells(r: SaleRow, lang: Language): unknown[] {
  return [
    r.id,
    productTitle(r, lang),
    r.buyer_email,
    r.name,
    r.surname,
    r.country ?? r.user_country,
    formatCents(r.amount),
    formatCents(r.support),
    formatCents(r.fee_platform),
    formatCents(r.fee_fixed),
    formatCents(r.organizer_amount),
    r.currency,
    r.paid_at,
    r.event_at,
  ];
}

/**
 * The sales as CSV, streamed (keysetCsvStream: keyset pages of `batchSize` rows, newest first, read only
 * when the client has taken the previous one, so memory stays bounded whatever the number of rows; UTF-8
 * BOM first so spreadsheet apps read the accents right).
 */
export function exportSalesCsv(opts: {
  scope: number[] | null;
  filter: SalesFilter;
  lang: Language;
  batchSize?: number;
}): ReadableStream<Uint8Array> {
  return keysetCsvStream<SaleRow>({
    db: connectionOf(Sale),
    select: SELECT,
    where: whereOf(opts.scope, opts.filter),
    idColumn: 's.id',
    header: HEADERS[opts.lang],
    cells: (r) => csvCells(r, opts.lang),
    event: 'sales.export_failed',
    batchSize: opts.batchSize,
  });
}
