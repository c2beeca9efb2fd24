import type { Migration } from '../migrate.ts';

// Issue 23 (analytics): the rollups the analytics screens read instead of scanning the sales.
//
// sales_daily: one row per Madrid calendar day (of paid_at), channel and product (0 for the channel's
// subscription periods, whose sales have no product) with the day's sums. Triggers keep it in the same
// transaction as the row that moves it, so it always equals the sales list and its CSV:
//  - a sale (insert; an update or delete too, although none happens today) moves gross (amount), fee
//    (fee_platform + fee_fixed), organizer (organizer_amount), support and tickets (sales of a product);
//  - an order marked 'refunded' moves refunds by its sales' amount + support, on their sale's day (and
//    back, if it ever leaves 'refunded');
//  - a redeemed code (coupon_redemptions of kind 'code') moves codes on its day, for the code's product
//    and channel; a released redemption (order cancelled) moves it back.
// Each move is one INSERT ... ON CONFLICT DO UPDATE x = x + n: the row lock it takes makes concurrent
// purchases add up instead of overwriting each other.
//
// page_views_daily: the site's page views per Madrid day and path, added in batches by the web process
// (api/src/analytics/services/page-views.ts) while the admin's analytics switch is on.
//
// users.organizer_approved_at: when an administrator made the user an organizer (NULL before this
// migration: no history says when); the users-per-day figures read it with created_at and activated_at.
const ZONE = 'Europe/Madrid';

export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    -- No purchase, refund or redemption may slip between the backfill and the triggers.
    LOCK TABLE sales, orders, coupon_redemptions IN SHARE ROW EXCLUSIVE MODE;

    CREATE TABLE sales_daily (
      day date NOT NULL,
      channel_id integer NOT NULL REFERENCES channels(id) ON DELETE CASCADE,
      -- 0: the channel's subscription periods (no product). No foreign key for that reason; sales keep
      -- their products (ON DELETE RESTRICT), so a product with sales is never deleted anyway.
      product_id integer NOT NULL,
      gross bigint NOT NULL DEFAULT 0,
      fee bigint NOT NULL DEFAULT 0,
      organizer bigint NOT NULL DEFAULT 0,
      support bigint NOT NULL DEFAULT 0,
      refunds bigint NOT NULL DEFAULT 0,
      tickets integer NOT NULL DEFAULT 0,
      codes integer NOT NULL DEFAULT 0,
      PRIMARY KEY (day, channel_id, product_id)
    );
    CREATE INDEX sales_daily_channel_idx ON sales_daily (channel_id, day);
    CREATE INDEX sales_daily_product_idx ON sales_daily (product_id, day);

    CREATE FUNCTION sales_daily_move(
      p_day date, p_channel integer, p_product integer, p_gross bigint, p_fee bigint, p_organizer bigint,
      p_support bigint, p_refunds bigint, p_tickets integer, p_codes integer
    ) RETURNS void LANGUAGE sql AS $$
      INSERT INTO sales_daily AS d
        (day, channel_id, product_id, gross, fee, organizer, support, refunds, tickets, codes)
      VALUES (p_day, p_channel, p_product, p_gross, p_fee, p_organizer, p_support, p_refunds, p_tickets, p_codes)
      ON CONFLICT (day, channel_id, product_id) DO UPDATE SET
        gross = d.gross + EXCLUDED.gross,
        fee = d.fee + EXCLUDED.fee,
        organizer = d.organizer + EXCLUDED.organizer,
        support = d.support + EXCLUDED.support,
        refunds = d.refunds + EXCLUDED.refunds,
        tickets = d.tickets + EXCLUDED.tickets,
        codes = d.codes + EXCLUDED.codes;
    $$;

    CREATE FUNCTION sales_daily_on_sale() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      refunded boolean;
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        SELECT status = 'refunded' INTO refunded FROM orders WHERE id = OLD.order_id;
        PERFORM sales_daily_move((OLD.paid_at AT TIME ZONE '${ZONE}')::date, OLD.channel_id,
          coalesce(OLD.product_id, 0), -OLD.amount, -(OLD.fee_platform + OLD.fee_fixed),
          -OLD.organizer_amount, -OLD.support,
          CASE WHEN refunded THEN -(OLD.amount + OLD.support) ELSE 0 END,
          CASE WHEN OLD.product_id IS NULL THEN 0 ELSE -1 END, 0);
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        SELECT status = 'refunded' INTO refunded FROM orders WHERE id = NEW.order_id;
        PERFORM sales_daily_move((NEW.paid_at AT TIME ZONE '${ZONE}')::date, NEW.channel_id,
          coalesce(NEW.product_id, 0), NEW.amount, NEW.fee_platform + NEW.fee_fixed,
          NEW.organizer_amount, NEW.support,
          CASE WHEN refunded THEN NEW.amount + NEW.support ELSE 0 END,
          CASE WHEN NEW.product_id IS NULL THEN 0 ELSE 1 END, 0);
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER sales_daily_sales AFTER INSERT OR UPDATE OR DELETE ON sales
      FOR EACH ROW EXECUTE FUNCTION sales_daily_on_sale();

    CREATE FUNCTION sales_daily_on_refund() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      sign integer := CASE WHEN NEW.status = 'refunded' THEN 1 ELSE -1 END;
      s record;
    BEGIN
      -- Rows in a fixed order, so two refunds touching the same days cannot deadlock each other.
      FOR s IN
        SELECT (paid_at AT TIME ZONE '${ZONE}')::date AS day, channel_id, coalesce(product_id, 0) AS product_id,
               sum(amount + support) AS amount
          FROM sales WHERE order_id = NEW.id
         GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      LOOP
        PERFORM sales_daily_move(s.day, s.channel_id, s.product_id, 0, 0, 0, 0, sign * s.amount, 0, 0);
      END LOOP;
      RETURN NULL;
    END $$;
    CREATE TRIGGER sales_daily_refunds AFTER UPDATE OF status ON orders
      FOR EACH ROW WHEN ((OLD.status = 'refunded') IS DISTINCT FROM (NEW.status = 'refunded'))
      EXECUTE FUNCTION sales_daily_on_refund();

    CREATE FUNCTION sales_daily_on_redemption() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      r coupon_redemptions;
      sign integer;
      target record;
    BEGIN
      IF TG_OP = 'DELETE' THEN r := OLD; sign := -1; ELSE r := NEW; sign := 1; END IF;
      IF r.coupon_kind <> 'code' THEN RETURN NULL; END IF;
      SELECT p.channel_id, p.id AS product_id INTO target
        FROM coupons k JOIN products p ON p.id = k.product_id WHERE k.id = r.coupon_id;
      PERFORM sales_daily_move((r.redeemed_at AT TIME ZONE '${ZONE}')::date, target.channel_id,
        target.product_id, 0, 0, 0, 0, 0, 0, sign);
      RETURN NULL;
    END $$;
    CREATE TRIGGER sales_daily_codes AFTER INSERT OR DELETE ON coupon_redemptions
      FOR EACH ROW EXECUTE FUNCTION sales_daily_on_redemption();

    -- The history so far.
    INSERT INTO sales_daily AS d (day, channel_id, product_id, gross, fee, organizer, support, refunds, tickets)
    SELECT (s.paid_at AT TIME ZONE '${ZONE}')::date, s.channel_id, coalesce(s.product_id, 0),
           sum(s.amount), sum(s.fee_platform + s.fee_fixed), sum(s.organizer_amount), sum(s.support),
           coalesce(sum(s.amount + s.support) FILTER (WHERE o.status = 'refunded'), 0),
           count(s.product_id)
      FROM sales s JOIN orders o ON o.id = s.order_id
     GROUP BY 1, 2, 3;
    INSERT INTO sales_daily AS d (day, channel_id, product_id, codes)
    SELECT (r.redeemed_at AT TIME ZONE '${ZONE}')::date, p.channel_id, p.id, count(*)
      FROM coupon_redemptions r JOIN coupons k ON k.id = r.coupon_id JOIN products p ON p.id = k.product_id
     WHERE r.coupon_kind = 'code'
     GROUP BY 1, 2, 3
    ON CONFLICT (day, channel_id, product_id) DO UPDATE SET codes = d.codes + EXCLUDED.codes;

    CREATE TABLE page_views_daily (
      day date NOT NULL,
      path text NOT NULL CHECK (length(path) BETWEEN 1 AND 300),
      views bigint NOT NULL DEFAULT 0 CHECK (views >= 0),
      PRIMARY KEY (day, path)
    );

    ALTER TABLE users ADD COLUMN organizer_approved_at timestamptz;
    CREATE INDEX users_created_at_idx ON users (created_at);
    CREATE INDEX users_activated_at_idx ON users (activated_at) WHERE activated_at IS NOT NULL;
    CREATE INDEX users_organizer_approved_at_idx ON users (organizer_approved_at)
      WHERE organizer_approved_at IS NOT NULL;
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP TRIGGER sales_daily_sales ON sales;
    DROP TRIGGER sales_daily_refunds ON orders;
    DROP TRIGGER sales_daily_codes ON coupon_redemptions;
    DROP FUNCTION sales_daily_on_sale(), sales_daily_on_refund(), sales_daily_on_redemption();
    DROP FUNCTION sales_daily_move(date, integer, integer, bigint, bigint, bigint, bigint, bigint, integer, integer);
    DROP TABLE sales_daily, page_views_daily;
    DROP INDEX users_created_at_idx, users_activated_at_idx, users_organizer_approved_at_idx;
    ALTER TABLE users DROP COLUMN organizer_approved_at;
  `);
};
