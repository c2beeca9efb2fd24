import type { Migration } from '../migrate.ts';

// A session's title in the other languages ({"en": {"title": "..."}}), like products and channels, so a
// multi-date product's dates read in the visitor's language. Not part of the publish lock (migration 0002):
// a translation fixes wording, it does not change what was sold.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(
    `ALTER TABLE product_sessions ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb
      CHECK (jsonb_typeof(translations) = 'object')`,
  );
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('ALTER TABLE product_sessions DROP COLUMN translations');
};
