import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context.ts';
import { AppError } from '../errors.ts';
import { t } from '../i18n/index.ts';
import { validate } from './validate.ts';

/** The ra-data-simple-rest list parameters: sort=["f","ASC"], range=[0,24], filter={...}. */
export interface ListParams<F> {
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  filter: F;
}

const MAX_PAGE = 500;

/**
 * A list's page as a Sequelize query reads it: the asked sort, the id breaking ties (so that pages
 * neither overlap nor skip a row), the offset and the limit.
 */
export function pageQuery(p: Pick<ListParams<unknown>, 'sort' | 'offset' | 'limit'>) {
  const order: [string, string][] = [
    [p.sort.field, p.sort.order],
    ['id', 'ASC'],
  ];
  return { order, offset: p.offset, limit: p.limit };
}

/** A list's text search as a LIKE pattern: `%q%`, with the pattern's own characters (\, % and _) escaped. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

function parseJsonParam(c: Context<AppEnv>, name: string): unknown {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    const message = t(c.get('lang'), 'validation.format');
    throw new AppError('VALIDATION_ERROR', { details: `${name}: ${message}` }, [{ field: name, message }]);
  }
}

const rangeSchema = z
  .tuple([z.number().int().min(0), z.number().int().min(0)])
  .refine(([a, b]) => b >= a, 'validation.invalid')
  .optional();

// Built once per route (its sortable list is part of the declaration), not on every request.
const sortSchemas = new WeakMap<readonly string[], z.ZodType<[string, string] | undefined>>();
function sortSchema(sortable: readonly [string, ...string[]]) {
  let schema = sortSchemas.get(sortable);
  if (!schema) {
    schema = z.tuple([z.enum(sortable), z.enum(['ASC', 'DESC', 'asc', 'desc'])]).optional();
    sortSchemas.set(sortable, schema);
  }
  return schema;
}

export function listParams<F extends z.ZodType>(
  c: Context<AppEnv>,
  opts: { sortable: readonly [string, ...string[]]; defaultSort: [string, 'ASC' | 'DESC']; filter: F },
): ListParams<z.output<F>> {
  const sort = validate(c, sortSchema(opts.sortable), parseJsonParam(c, 'sort'), 'sort');
  const range = validate(c, rangeSchema, parseJsonParam(c, 'range'), 'range');
  const filter = validate(c, opts.filter, parseJsonParam(c, 'filter') ?? {}, 'filter');
  const [from, to] = range ?? [0, 24];
  return {
    sort: sort
      ? { field: sort[0], order: sort[1].toUpperCase() as 'ASC' | 'DESC' }
      : { field: opts.defaultSort[0], order: opts.defaultSort[1] },
    offset: from,
    limit: Math.min(to - from + 1, MAX_PAGE),
    filter,
  };
}

/** Answers a list page with the Content-Range header react-admin reads. */
export function listResponse<T>(
  c: Context<AppEnv>,
  resource: string,
  rows: T[],
  offset: number,
  total: number,
) {
  const end = rows.length ? offset + rows.length - 1 : offset;
  c.header('Content-Range', `${resource} ${offset}-${end}/${total}`);
  c.header('Access-Control-Expose-Headers', 'Content-Range');
  return c.json(rows);
}

export const idParam = z.coerce.number().int().positive().max(2_147_483_647);
