import type { Migration } from '../migrate.ts';

// Issue 21: a new notification signals its room on the `realtime` channel at commit (room and id only:
// the subscriber reads the row with its own rights), from whatever connection wrote it (a job, an admin's
// request), so every web process pushes it to its subscribers (api/src/realtime/hub.ts). A broadcast's
// state change signals its product's live room the same way (players and the console follow it).
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE FUNCTION notifications_signal() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('realtime', json_build_object(
        'room', CASE WHEN NEW.user_id IS NULL THEN 'system' ELSE 'user:' || NEW.user_id END,
        'id', NEW.id)::text);
      RETURN NULL;
    END $$;
    CREATE TRIGGER notifications_signal AFTER INSERT ON notifications
      FOR EACH ROW EXECUTE FUNCTION notifications_signal();

    CREATE FUNCTION broadcasts_signal() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND OLD.state IS NOT DISTINCT FROM NEW.state THEN RETURN NULL; END IF;
      PERFORM pg_notify('realtime', json_build_object('room', 'live:' || NEW.product_id, 'id', NULL)::text);
      RETURN NULL;
    END $$;
    CREATE TRIGGER broadcasts_signal AFTER INSERT OR UPDATE OF state ON broadcasts
      FOR EACH ROW EXECUTE FUNCTION broadcasts_signal();
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP TRIGGER notifications_signal ON notifications;
    DROP FUNCTION notifications_signal();
    DROP TRIGGER broadcasts_signal ON broadcasts;
    DROP FUNCTION broadcasts_signal();
  `);
};
