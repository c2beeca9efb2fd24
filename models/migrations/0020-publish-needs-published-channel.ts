import type { Migration } from '../migrate.ts';

// Spec 4: content lives in a published channel, so a product becomes published or private only while its
// own channel is published (approved by the team). The service checks it first to name the field; this
// holds it for every writer. FOR SHARE makes a review that sends the channel back wait for the publish to
// commit (the product then leaves sale through the public reads), or the publish see the channel's new
// status. Statuses kept as they are (a channel sent back later) are not checked again.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE FUNCTION platea_products_publish_guard() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND NEW.status = OLD.status AND NEW.channel_id = OLD.channel_id THEN
        RETURN NEW;
      END IF;
      PERFORM 1 FROM channels WHERE id = NEW.channel_id AND status = 'published' FOR SHARE;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'product % cannot be %: channel % is not published', NEW.id, NEW.status, NEW.channel_id
          USING ERRCODE = 'check_violation', CONSTRAINT = 'products_publish_needs_published_channel';
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER products_publish_guard BEFORE INSERT OR UPDATE OF status, channel_id ON products
      FOR EACH ROW WHEN (NEW.status <> 'draft') EXECUTE FUNCTION platea_products_publish_guard();
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP TRIGGER products_publish_guard ON products;
    DROP FUNCTION platea_products_publish_guard();
  `);
};
