import type { Migration } from '../migrate.ts';

// Paid subscription periods are orders and sales like any ticket (spec 3: "Order: id, channel, items,
// total, date, invoice"). An order of a period names its subscription and the period it pays for (no
// items); its sale has no order item nor product, but the subscription. One period is sold once:
// UNIQUE sales (order_id) WHERE subscription_id IS NOT NULL (one period = one order).
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE orders
      ADD COLUMN subscription_id integer REFERENCES subscriptions(id) ON DELETE RESTRICT,
      ADD COLUMN period_start timestamptz,
      ADD COLUMN period_end timestamptz,
      -- The tax included in total, frozen from the channel's subscription price (items carry their own).
      ADD COLUMN subscription_tax integer CHECK (subscription_tax >= 0),
      ADD CONSTRAINT orders_subscription_period CHECK (
        subscription_id IS NULL
        OR (period_start IS NOT NULL AND period_end IS NOT NULL AND period_end >= period_start
            AND subscription_tax IS NOT NULL AND subscription_tax <= total)
      );
    CREATE INDEX orders_subscription_idx ON orders (subscription_id);

    ALTER TABLE sales
      ALTER COLUMN order_item_id DROP NOT NULL,
      ALTER COLUMN product_id DROP NOT NULL,
      ADD COLUMN subscription_id integer REFERENCES subscriptions(id) ON DELETE RESTRICT,
      ADD CONSTRAINT sales_item_or_subscription CHECK (
        (order_item_id IS NOT NULL AND product_id IS NOT NULL AND subscription_id IS NULL)
        OR (order_item_id IS NULL AND product_id IS NULL AND subscription_id IS NOT NULL)
      );
    CREATE UNIQUE INDEX sales_subscription_order_unique ON sales (order_id) WHERE subscription_id IS NOT NULL;
    CREATE INDEX sales_subscription_idx ON sales (subscription_id);
  `);
};
