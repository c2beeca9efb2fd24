import { QueryTypes } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import { Sale } from '../../../../models/index.ts';
import { CET_ZONE } from '../../lib/cet-time.ts';
import type { AnalyticsScope } from './scope.ts';

/** One read-only statement with bind values. */
export function select<T extends object>(sql: string, bind: unknown[]): Promise<T[]> {
  return connectionOf(Sale).query<T>(sql, { bind, type: QueryTypes.SELECT });
}

/**
 * Memory for one statement over many viewing sessions: its distinct viewers and the peak's sweep sort
 * and hash in memory instead of spilling to disk (the server's default work_mem is 4 MB). SET LOCAL ends
 * with the statement's own transaction.
 */
const HEAVY_WORK_MEM = '64MB';

/** A read-only statement over viewing sessions (see HEAVY_WORK_MEM). */
export function selectViewing<T extends object>(sql: string, bind: unknown[]): Promise<T[]> {
  const db = connectionOf(Sale);
  // Read-only: inside a lagging read (models/replicas.ts) it may run on a replica.
  return db.transaction({ readOnly: true }, async (transaction) => {
    await db.query(`SET LOCAL work_mem = '${HEAVY_WORK_MEM}'`, { transaction });
    return db.query<T>(sql, { bind, type: QueryTypes.SELECT, transaction });
  });
}

/** A Madrid day's first instant, from a day given as bind value $n (YYYY-MM-DD): a constant for the planner. */
export const dayStart = (n: number) => `(($${n})::date)::timestamp AT TIME ZONE '${CET_ZONE}'`;
/** The instant the Madrid day given as $n ends (the next day's first instant). */
export const dayEnd = (n: number) => `(($${n})::date + 1)::timestamp AT TIME ZONE '${CET_ZONE}'`;
/** The Madrid calendar day of a timestamptz column, as YYYY-MM-DD text. */
export const madridDayOf = (column: string) => `((${column}) AT TIME ZONE '${CET_ZONE}')::date::text`;

/**
 * Builds the bind list of a statement: `bind.add(value)` answers its `$n`; `bind.scope(column)` answers
 * `AND column = ANY($n)` for a list of channels and nothing for every channel.
 */
export function binder(initial: unknown[] = []) {
  const values = [...initial];
  return {
    values,
    add(value: unknown): string {
      values.push(value);
      return `$${values.length}`;
    },
    scope(column: string, scope: AnalyticsScope): string {
      if (scope === null) return '';
      values.push(scope);
      return `AND ${column} = ANY($${values.length}::integer[])`;
    },
  };
}

/** A sum or count that PostgreSQL answers as bigint/numeric text, as a number (0 for NULL). */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
