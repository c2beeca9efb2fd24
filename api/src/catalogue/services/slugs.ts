import { randomBytes } from 'node:crypto';
import { QueryTypes, type Transaction } from 'sequelize';
import { Channel, slugify } from '../../../../models/index.ts';
import { fieldError } from '../../errors.ts';
import { isSlugConflict } from '../../lib/db-errors.ts';

export type SlugTable =
  | 'channels'
  | 'products'
  | 'speakers'
  | 'categories'
  | 'pages'
  | 'entities'
  | 'lean_tests';

const sequelize = () => {
  if (!Channel.sequelize) throw new Error('models are not initialised');
  return Channel.sequelize;
};

/** The first of base, base-2, base-3... that no row of the table has yet (a hint: a racer may take it). */
async function nextFreeSlug(table: SlugTable, base: string, transaction?: Transaction): Promise<string> {
  const rows = await sequelize().query<{ slug: string }>(
    `SELECT slug FROM ${table} WHERE slug = :base OR slug LIKE :prefix`,
    { replacements: { base, prefix: `${base}-%` }, type: QueryTypes.SELECT, transaction },
  );
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  let max = 1;
  for (const { slug } of rows) {
    const n = /^-(\d{1,6})$/.exec(slug.slice(base.length));
    if (n) max = Math.max(max, Number(n[1]));
  }
  return `${base}-${max + 1}`;
}

/** Runs one insert attempt; inside a transaction it gets a savepoint, so a taken slug does not abort it. */
async function attempt<T>(
  insert: (slug: string, transaction?: Transaction) => Promise<T>,
  slug: string,
  transaction?: Transaction,
): Promise<T> {
  if (!transaction) return insert(slug);
  return sequelize().transaction({ transaction }, (savepoint) => insert(slug, savepoint));
}

const MAX_ATTEMPTS = 40;

/**
 * Inserts a row with a unique slug. An explicit slug is used as given (taken: 409 SLUG_EXISTS on `slug`).
 * Otherwise the slug comes from the title, and a taken one gets -2, -3...: the unique index decides, so
 * concurrent creations with the same title all succeed with distinct slugs (a lost race retries).
 */
export async function insertWithSlug<T>(opts: {
  table: SlugTable;
  explicit?: string | null;
  title: string;
  fallback: string;
  transaction?: Transaction;
  insert: (slug: string, transaction?: Transaction) => Promise<T>;
}): Promise<T> {
  if (opts.explicit) {
    try {
      return await attempt(opts.insert, opts.explicit, opts.transaction);
    } catch (err) {
      if (isSlugConflict(err)) throw fieldError('SLUG_EXISTS', 'slug');
      throw err;
    }
  }
  const base = slugify(opts.title) || opts.fallback;
  for (let i = 0; ; i++) {
    const slug =
      i < MAX_ATTEMPTS
        ? await nextFreeSlug(opts.table, base, opts.transaction)
        : `${base}-${randomBytes(4).toString('hex')}`;
    try {
      return await attempt(opts.insert, slug, opts.transaction);
    } catch (err) {
      if (!isSlugConflict(err) || i > MAX_ATTEMPTS + 5) throw err;
    }
  }
}
