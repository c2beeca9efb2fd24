import type { Migration } from '../migrate.ts';

// Every process keeps the settings in memory (api/src/settings/services/config.ts) and forgets a key when the
// database says it changed: any write to `settings`, from any connection (another app process, psql, a
// seed), NOTIFYs channel `settings_changed` with the key ('*' for a TRUNCATE). NOTIFY is delivered at
// commit, so a listener never hears of a change it could not yet read.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE FUNCTION settings_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        PERFORM pg_notify('settings_changed', '*');
        RETURN NULL;
      END IF;
      IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM pg_notify('settings_changed', OLD.key); END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM pg_notify('settings_changed', NEW.key); END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER settings_notify_change AFTER INSERT OR UPDATE OR DELETE ON settings
      FOR EACH ROW EXECUTE FUNCTION settings_notify_change();
    CREATE TRIGGER settings_notify_truncate AFTER TRUNCATE ON settings
      FOR EACH STATEMENT EXECUTE FUNCTION settings_notify_change();
  `);
};
