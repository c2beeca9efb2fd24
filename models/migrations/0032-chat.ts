import type { Migration } from '../migrate.ts';

// Issue 21: the chat of every live moment. A message is `pending` (moderated chat: its author and the
// moderators see it), `approved` (everyone) or `hidden` (by a moderator, or all of a banned user's). Every
// write takes the next `revision` of one sequence, so a room is read, and a dropped subscription resumes,
// by "revision greater than the last I have": what changed, in order, insert or moderation alike.
// Per product: the room's switches (disabled, slow mode, links) and its bans. Flood control keeps, per
// user and room, when a user told to wait may write again; the post itself counts under an advisory lock.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE SEQUENCE chat_revision_seq;
    UPDATE chat_messages SET status = 'hidden' WHERE status = 'rejected';
    ALTER TABLE chat_messages DROP CONSTRAINT chat_messages_status_check;
    ALTER TABLE chat_messages ADD CONSTRAINT chat_messages_status_check
      CHECK (status IN ('pending', 'approved', 'hidden'));
    ALTER TABLE chat_messages DROP CONSTRAINT chat_messages_text_check;
    ALTER TABLE chat_messages ADD CONSTRAINT chat_messages_text_check
      CHECK (char_length(btrim(text)) BETWEEN 1 AND 500) NOT VALID;
    ALTER TABLE chat_messages ADD COLUMN revision bigint;
    UPDATE chat_messages SET revision = nextval('chat_revision_seq')
      FROM (SELECT id AS ordered_id FROM chat_messages ORDER BY id) o WHERE id = o.ordered_id;
    ALTER TABLE chat_messages ALTER COLUMN revision SET DEFAULT nextval('chat_revision_seq'),
      ALTER COLUMN revision SET NOT NULL;
    CREATE INDEX chat_messages_revision_idx ON chat_messages (product_id, revision);
    CREATE INDEX chat_messages_author_idx ON chat_messages (product_id, user_id, created_at DESC);

    CREATE FUNCTION chat_messages_revise() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.revision := nextval('chat_revision_seq');
      RETURN NEW;
    END $$;
    CREATE TRIGGER chat_messages_revise BEFORE UPDATE OF status, text ON chat_messages
      FOR EACH ROW EXECUTE FUNCTION chat_messages_revise();

    CREATE TABLE chat_rooms (
      product_id integer PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
      disabled boolean NOT NULL DEFAULT false,
      slow_mode_seconds integer NOT NULL DEFAULT 0 CHECK (slow_mode_seconds BETWEEN 0 AND 3600),
      links_allowed boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE chat_bans (
      product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      banned_by integer REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (product_id, user_id)
    );
    CREATE INDEX chat_bans_user_idx ON chat_bans (user_id);
    CREATE INDEX chat_bans_banned_by_idx ON chat_bans (banned_by);

    CREATE TABLE chat_waits (
      product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      until timestamptz NOT NULL,
      PRIMARY KEY (product_id, user_id)
    );
    CREATE INDEX chat_waits_user_idx ON chat_waits (user_id);
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP TABLE chat_waits;
    DROP TABLE chat_bans;
    DROP TABLE chat_rooms;
    DROP TRIGGER chat_messages_revise ON chat_messages;
    DROP FUNCTION chat_messages_revise();
    DROP INDEX chat_messages_author_idx;
    DROP INDEX chat_messages_revision_idx;
    ALTER TABLE chat_messages DROP COLUMN revision;
    DROP SEQUENCE chat_revision_seq;
    ALTER TABLE chat_messages DROP CONSTRAINT chat_messages_text_check;
    ALTER TABLE chat_messages ADD CONSTRAINT chat_messages_text_check
      CHECK (char_length(btrim(text)) BETWEEN 1 AND 1000);
    UPDATE chat_messages SET status = 'rejected' WHERE status = 'hidden';
    ALTER TABLE chat_messages DROP CONSTRAINT chat_messages_status_check;
    ALTER TABLE chat_messages ADD CONSTRAINT chat_messages_status_check
      CHECK (status IN ('pending', 'approved', 'rejected'));
  `);
};
