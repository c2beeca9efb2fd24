import { QueryTypes, type Sequelize } from 'sequelize';
import { CSV_BOM, CSV_EOL, csvRow } from '../shared/csv.ts';
import { logger } from './logger.ts';

/**
 * The one streamed CSV export (the sales', the leads'): the header first, then keyset pages of `batchSize`
 * rows (newest first, by id), each read only when the client has taken the previous one (the stream's
 * pull), so memory stays bounded whatever the number of rows. Starts with a UTF-8 BOM so spreadsheet apps
 * read the accents right; every cell goes through csvCell, which defuses a text a spreadsheet would run as
 * a formula. A failing read is logged as `event` and errors the stream, which streamedDownload turns into
 * a cut connection (never a file that looks whole).
 */
export function keysetCsvStream<Row extends { id: number }>(opts: {
  db: Sequelize;
  /** `SELECT … FROM …` with the id column reachable as `idColumn`. */
  select: string;
  /** The caller's WHERE clause (may be empty) and its bind values ($1…). */
  where: { sql: string; bind: unknown[] };
  /** The qualified id column, e.g. `s.id`. */
  idColumn: string;
  header: readonly string[];
  cells: (row: Row) => readonly unknown[];
  /** What a failure is logged as, e.g. `sales.export_failed`. */
  event: string;
  batchSize?: number;
}): ReadableStream<Uint8Array> {
  const { where, idColumn } = opts;
  const batch = opts.batchSize ?? 1000;
  const encoder = new TextEncoder();
  let lastId: number | null = null;
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          if (!started) {
            started = true;
            controller.enqueue(encoder.encode(`${CSV_BOM}${csvRow(opts.header)}${CSV_EOL}`));
            return;
          }
          const n = where.bind.length;
          const keyset = lastId === null ? '' : `${where.sql ? 'AND' : 'WHERE'} ${idColumn} < $${n + 2}`;
          const rows = await opts.db.query<Row>(
            `${opts.select} ${where.sql} ${keyset} ORDER BY ${idColumn} DESC LIMIT $${n + 1}`,
            {
              bind: lastId === null ? [...where.bind, batch] : [...where.bind, batch, lastId],
              type: QueryTypes.SELECT,
            },
          );
          if (rows.length > 0) {
            lastId = rows[rows.length - 1].id;
            controller.enqueue(
              encoder.encode(rows.map((r) => `${csvRow(opts.cells(r))}${CSV_EOL}`).join('')),
            );
          }
          if (rows.length < batch) controller.close();
        } catch (err) {
          logger.error(opts.event, { error: err instanceof Error ? err.message : String(err) });
          controller.error(err);
        }
      },
    },
    { highWaterMark: 1 },
  );
}
