import { QueryTypes } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import { type Language, Lead } from '../../../../models/index.ts';
import { AppError } from '../../errors.ts';
import { keysetCsvStream } from '../../lib/csv-export.ts';
import { likePattern } from '../../lib/rest.ts';
import type { Scope } from '../../policy.ts';
import type { LeadJson, LeadSource, LeadStatus } from '../../shared/leads.ts';
import type { LeadFilter, LeadUpdate } from '../schemas/leads.ts';

/**
 * The leads' list (issue 24): the administrators see every lead, an organizer only those that came to
 * their channels (the caller's scope from policy.ts, applied in the SQL of every read, change and
 * deletion, so another organizer's lead is simply not found). Paged, filtered and sorted on the server; the
 * CSV streams every matching lead.
 */

const SORT_COLUMNS = {
  id: 'l.id',
  createdAt: 'l.created_at',
  updatedAt: 'l.updated_at',
  email: 'l.email',
  name: 'l.name',
  source: 'l.source',
  status: 'l.status',
  channel: 'ch.title',
  product: 'p.title',
} as const;
export type LeadSort = keyof typeof SORT_COLUMNS;
export const LEAD_SORTABLE = Object.keys(SORT_COLUMNS) as [LeadSort, ...LeadSort[]];

interface LeadRow {
  id: number;
  email: string;
  name: string | null;
  source: LeadSource;
  status: LeadStatus;
  notes: string | null;
  consent: boolean;
  consented_at: Date | null;
  channel_id: number | null;
  channel_title: string | null;
  channel_slug: string | null;
  product_id: number | null;
  product_title: string | null;
  product_slug: string | null;
  created_at: Date;
  updated_at: Date;
}

const FROM = `FROM leads l LEFT JOIN channels ch ON ch.id = l.channel_id LEFT JOIN products p ON p.id = l.product_id`;
const SELECT = `SELECT l.id, l.email, l.name, l.source, l.status, l.notes, l.consent, l.consented_at,
  l.channel_id, ch.title AS channel_title, ch.slug AS channel_slug,
  l.product_id, p.title AS product_title, p.slug AS product_slug, l.created_at, l.updated_at
  ${FROM}`;

/** WHERE clause and bind values: the scope (own channels, or all) first, then the filters. */
function whereOf(scope: Scope, f: LeadFilter, firstBind = 1) {
  const parts: string[] = [];
  const bind: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    bind.push(value);
    parts.push(sql.replace(/\?/g, `$${bind.length + firstBind - 1}`));
  };
  if (scope) add('l.channel_id = ANY(?::integer[])', scope);
  if (f.source) add('l.source = ?', f.source);
  if (f.status) add('l.status = ?', f.status);
  if (f.channelId) add('l.channel_id = ?', f.channelId);
  if (f.productId) add('l.product_id = ?', f.productId);
  if (f.from) add('l.created_at >= ?', f.from);
  if (f.to) add('l.created_at < ?', f.to);
  if (f.q) add('(l.email ILIKE ? OR l.name ILIKE ?)', likePattern(f.q));
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', bind };
}

function leadJson(r: LeadRow): LeadJson {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    source: r.source,
    status: r.status,
    notes: r.notes,
    consent: r.consent,
    consentedAt: r.consented_at?.toISOString() ?? null,
    channelId: r.channel_id,
    channel:
      r.channel_id !== null && r.channel_title !== null
        ? { id: r.channel_id, title: r.channel_title, slug: r.channel_slug ?? '' }
        : null,
    productId: r.product_id,
    product:
      r.product_id !== null && r.product_title !== null
        ? { id: r.product_id, title: r.product_title, slug: r.product_slug }
        : null,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  };
}

export async function listLeads(opts: {
  scope: Scope;
  filter: LeadFilter;
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}) {
  const db = connectionOf(Lead);
  const where = whereOf(opts.scope, opts.filter);
  const column = SORT_COLUMNS[opts.sort.field as LeadSort] ?? 'l.id';
  const n = where.bind.length;
  const rows = await db.query<LeadRow>(
    `${SELECT} ${where.sql} ORDER BY ${column} ${opts.sort.order === 'ASC' ? 'ASC' : 'DESC'} NULLS LAST, l.id DESC
     LIMIT $${n + 1} OFFSET $${n + 2}`,
    { bind: [...where.bind, opts.limit, opts.offset], type: QueryTypes.SELECT },
  );
  const [{ count }] = await db.query<{ count: number }>(
    `SELECT count(*)::integer AS count ${FROM} ${where.sql}`,
    { bind: where.bind, type: QueryTypes.SELECT },
  );
  return { rows: rows.map(leadJson), count };
}

/** One lead in the caller's scope; anyone else's is not found (never confirmed to exist). */
export async function getLead(scope: Scope, id: number): Promise<LeadJson> {
  const where = whereOf(scope, {}, 2);
  const rows = await connectionOf(Lead).query<LeadRow>(
    `${SELECT} WHERE l.id = $1 ${where.sql.replace(/^WHERE/, 'AND')}`,
    { bind: [id, ...where.bind], type: QueryTypes.SELECT },
  );
  if (!rows[0]) throw new AppError('NOT_FOUND');
  return leadJson(rows[0]);
}

/** Sets the status and/or the notes (empty notes clear them), in one scoped UPDATE. */
export async function updateLead(scope: Scope, id: number, change: LeadUpdate): Promise<LeadJson> {
  const where = whereOf(scope, {}, 5);
  const notes = change.notes === undefined ? undefined : change.notes?.trim() || null;
  const [rows] = (await connectionOf(Lead).query(
    `UPDATE leads l SET status = coalesce($2, l.status),
       notes = CASE WHEN $3::boolean THEN $4 ELSE l.notes END, updated_at = now()
     WHERE l.id = $1 ${where.sql.replace(/^WHERE/, 'AND')} RETURNING l.id`,
    { bind: [id, change.status ?? null, notes !== undefined, notes ?? null, ...where.bind] },
  )) as [unknown[], unknown];
  if (rows.length === 0) throw new AppError('NOT_FOUND');
  return getLead(scope, id);
}

/** Deletes a lead on the contact's request (gone for good: no copy is kept). */
export async function deleteLead(scope: Scope, id: number): Promise<LeadJson> {
  const lead = await getLead(scope, id);
  const where = whereOf(scope, {}, 2);
  const [rows] = (await connectionOf(Lead).query(
    `DELETE FROM leads l WHERE l.id = $1 ${where.sql.replace(/^WHERE/, 'AND')} RETURNING l.id`,
    { bind: [id, ...where.bind] },
  )) as [unknown[], unknown];
  if (rows.length === 0) throw new AppError('NOT_FOUND');
  return lead;
}

const HEADERS: Record<Language, string[]> = {
  en: ['id', 'email', 'name', 'source', 'status', 'channel', 'product', 'consent given', 'date', 'notes'],
  es: ['id', 'email', 'nombre', 'origen', 'estado', 'canal', 'producto', 'consentimiento', 'fecha', 'notas'],
  pt: ['id', 'email', 'nome', 'origem', 'estado', 'canal', 'produto', 'consentimento', 'data', 'notas'],
};

const SOURCE_LABEL: Record<Language, Record<LeadSource, string>> = {
  en: { contact: 'contact form', signup: 'sign-up', 'lean-test': 'lean test', 'notify-me': 'notify me' },
  es: {
    contact: 'formulario de contacto',
    signup: 'registro',
    'lean-test': 'test lean',
    'notify-me': 'avísame',
  },
  pt: {
    contact: 'formulário de contacto',
    signup: 'registo',
    'lean-test': 'teste lean',
    'notify-me': 'avise-me',
  },
};

const STATUS_LABEL: Record<Language, Record<LeadStatus, string>> = {
  en: { new: 'new', contacted: 'contacted', converted: 'converted', discarded: 'discarded' },
  es: { new: 'nuevo', contacted: 'contactado', converted: 'convertido', discarded: 'descartado' },
  pt: { new: 'novo', contacted: 'contactado', converted: 'convertido', discarded: 'descartado' },
};

function csvCells(r: LeadRow, lang: Language): unknown[] {
  return [
    r.id,
    r.email,
    r.name,
    SOURCE_LABEL[lang][r.source] ?? r.source,
    STATUS_LABEL[lang][r.status] ?? r.status,
    r.channel_title,
    r.product_title,
    r.consented_at,
    r.created_at,
    r.notes,
  ];
}

/**
 * The leads as CSV, streamed like the sales' export (keysetCsvStream: keyset pages of `batchSize`, newest
 * first, read only when the client has taken the previous one; a name or a note that a spreadsheet would
 * run as a formula is defused).
 */
export function exportLeadsCsv(opts: {
  scope: Scope;
  filter: LeadFilter;
  lang: Language;
  batchSize?: number;
}): ReadableStream<Uint8Array> {
  return keysetCsvStream<LeadRow>({
    db: connectionOf(Lead),
    select: SELECT,
    where: whereOf(opts.scope, opts.filter),
    idColumn: 'l.id',
    header: HEADERS[opts.lang],
    cells: (r) => csvCells(r, opts.lang),
    event: 'leads.export_failed',
    batchSize: opts.batchSize,
  });
}
