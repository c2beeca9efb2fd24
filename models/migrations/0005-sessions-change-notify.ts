import type { Migration } from '../migrate.ts';

// Each process keeps the sessions it has seen in memory (api/src/accounts/services/auth.ts) and forgets a user's
// sessions when the database says they changed: a token deleted or altered (sign-out, password change,
// revocation; not the once-a-minute last_used_at touch), or the user's row updated or deleted (blocked,
// profile edited). Channel `sessions_changed`, payload the user id ('*' for a TRUNCATE), delivered at commit.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE FUNCTION sessions_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        PERFORM pg_notify('sessions_changed', '*');
      ELSIF TG_TABLE_NAME = 'users' THEN
        PERFORM pg_notify('sessions_changed', OLD.id::text);
      ELSE
        PERFORM pg_notify('sessions_changed', OLD.user_id::text);
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER sessions_notify_token_change
      AFTER DELETE OR UPDATE OF user_id, kind, token_hash, expires_at, used_at ON auth_tokens
      FOR EACH ROW EXECUTE FUNCTION sessions_notify_change();
    CREATE TRIGGER sessions_notify_user_change AFTER UPDATE OR DELETE ON users
      FOR EACH ROW EXECUTE FUNCTION sessions_notify_change();
    CREATE TRIGGER sessions_notify_truncate AFTER TRUNCATE ON auth_tokens
      FOR EACH STATEMENT EXECUTE FUNCTION sessions_notify_change();
    CREATE TRIGGER sessions_notify_users_truncate AFTER TRUNCATE ON users
      FOR EACH STATEMENT EXECUTE FUNCTION sessions_notify_change();
  `);
};
