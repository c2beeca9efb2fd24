import { BaseError } from 'sequelize';
import { AppError, type ErrorCode, fieldError } from '../errors.ts';

/**
 * Named database constraints that carry a rule of the catalogue (spec 4 and 5). The triggers and keys of
 * migrations 0002 and 0020 hold these rules under concurrency; the services check most of them first only to answer
 * with a precise field, so a request racing another one still gets the catalogue error, never a 500.
 */
const CONSTRAINT_ERRORS: Record<string, ErrorCode> = {
  products_published_immutable: 'PRODUCT_PUBLISHED_LOCKED',
  products_published_not_deletable: 'PRODUCT_PUBLISHED_NOT_DELETABLE',
  products_publish_needs_published_channel: 'PUBLISH_NEEDS_APPROVED_CHANNEL',
  product_sessions_published_immutable: 'SESSION_PUBLISHED_LOCKED',
  product_speakers_speaker_id_fkey: 'SPEAKER_IN_USE',
  schedule_sections_speaker_id_fkey: 'SPEAKER_IN_USE',
  master_courses_pkey: 'MASTER_DUPLICATE_COURSE',
};

interface PgError {
  code?: string;
  constraint?: string;
}

function pgError(err: unknown): PgError | null {
  if (!(err instanceof BaseError)) return null;
  const e = err as BaseError & { parent?: PgError; original?: PgError };
  return e.parent ?? e.original ?? null;
}

/** The SQLSTATE and constraint of a failed query, when it is one. */
export function dbFailure(err: unknown): { code: string; constraint: string } | null {
  const pg = pgError(err);
  return pg?.code ? { code: pg.code, constraint: pg.constraint ?? '' } : null;
}

/** Whether the error is a unique violation of the slug index of a table. */
export const isSlugConflict = (err: unknown) => {
  const f = dbFailure(err);
  return f?.code === '23505' && f.constraint.endsWith('_slug_unique');
};

/**
 * Turns a constraint failure into a catalogue error: a named rule gets its own code, a taken slug is
 * SLUG_EXISTS on the field, any other integrity or data error the `fallback` (e.g. PRODUCT_SAVE_FAILED).
 * Anything else is rethrown as it is.
 */
export function toCatalogueError(err: unknown, fallback: ErrorCode): unknown {
  if (err instanceof AppError) return err;
  const f = dbFailure(err);
  if (!f) return err;
  const named = CONSTRAINT_ERRORS[f.constraint];
  if (named) return new AppError(named);
  if (f.code === '23505' && f.constraint.endsWith('_slug_unique')) return fieldError('SLUG_EXISTS', 'slug');
  if (f.code.startsWith('23') || f.code.startsWith('22')) return new AppError(fallback);
  return err;
}

/** Runs `fn`, rethrowing database failures as catalogue errors (see toCatalogueError). */
export async function catalogueErrors<T>(fallback: ErrorCode, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw toCatalogueError(err, fallback);
  }
}
