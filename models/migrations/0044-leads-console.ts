import type { Migration } from '../migrate.ts';

// Issue 24 (leads): the contacts who asked to hear from Platea or an organizer become a list that the
// team and each organizer work through.
// - status: new → contacted → converted, or discarded (any order: a status is a label, not a machine);
//   notes: the team's or the organizer's words about the contact; updated_at: the last change.
// - consented_at: when the contact last gave their consent (what a data-protection request asks for).
//   A lead is a contact who consented: new rows must have consent (NOT VALID leaves rows written before
//   this issue as they are; nothing wrote such rows outside tests).
// - source: one of the known sources (the contact form, a sign-up with the promotional consent, a lean
//   test, a product's "notify me").
// - One lead per address, source and channel (NULLS NOT DISTINCT: the platform's own leads have no
//   channel), instead of per address and source: the same person asking two organizers is a lead of
//   each, and one organizer's lead never moves to another. A deleted channel takes its leads with it
//   (they were that organizer's, and a SET NULL could collide with the platform's own lead).
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE leads
      ADD COLUMN status text NOT NULL DEFAULT 'new'
        CONSTRAINT leads_status_check CHECK (status IN ('new', 'contacted', 'converted', 'discarded')),
      ADD COLUMN notes text CONSTRAINT leads_notes_check CHECK (char_length(notes) <= 4000),
      ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
      ADD COLUMN consented_at timestamptz;
    UPDATE leads SET updated_at = created_at, consented_at = CASE WHEN consent THEN created_at END;
    ALTER TABLE leads
      ADD CONSTRAINT leads_consent_given CHECK (consent AND consented_at IS NOT NULL) NOT VALID,
      ADD CONSTRAINT leads_source_check
        CHECK (source IN ('contact', 'signup', 'lean-test', 'notify-me')) NOT VALID,
      DROP CONSTRAINT leads_email_source_unique,
      ADD CONSTRAINT leads_email_source_channel_unique UNIQUE NULLS NOT DISTINCT (email, source, channel_id),
      DROP CONSTRAINT leads_channel_id_fkey,
      ADD CONSTRAINT leads_channel_id_fkey FOREIGN KEY (channel_id) REFERENCES channels(id) ON DELETE CASCADE;
    DROP INDEX leads_channel_idx;
    CREATE INDEX leads_channel_idx ON leads (channel_id, created_at DESC);
    CREATE INDEX leads_source_idx ON leads (source, created_at DESC);
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP INDEX leads_source_idx;
    DROP INDEX leads_channel_idx;
    CREATE INDEX leads_channel_idx ON leads (channel_id);
    DELETE FROM leads a USING leads b
      WHERE a.email = b.email AND a.source = b.source AND a.id > b.id;
    ALTER TABLE leads
      DROP CONSTRAINT leads_channel_id_fkey,
      ADD CONSTRAINT leads_channel_id_fkey FOREIGN KEY (channel_id) REFERENCES channels(id) ON DELETE SET NULL,
      DROP CONSTRAINT leads_email_source_channel_unique,
      ADD CONSTRAINT leads_email_source_unique UNIQUE (email, source),
      DROP CONSTRAINT leads_source_check,
      DROP CONSTRAINT leads_consent_given,
      DROP COLUMN consented_at,
      DROP COLUMN updated_at,
      DROP COLUMN notes,
      DROP COLUMN status;
  `);
};
