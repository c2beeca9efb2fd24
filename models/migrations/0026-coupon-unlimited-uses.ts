import type { Migration } from '../migrate.ts';

// A coupon may have no stock limit (the back office's "Número de usos", left empty): quantity NULL means
// unlimited uses, still once per user. A code keeps exactly one use. The checks are restated because
// NULL would otherwise pass them silently (a NULL CHECK is not a failed one).
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE coupons
      ALTER COLUMN quantity DROP NOT NULL,
      DROP CONSTRAINT coupons_single_use_code,
      ADD CONSTRAINT coupons_single_use_code CHECK (kind = 'coupon' OR coalesce(quantity = 1, false)),
      DROP CONSTRAINT coupons_not_over_redeemed,
      ADD CONSTRAINT coupons_not_over_redeemed
        CHECK (redeemed_count >= 0 AND (quantity IS NULL OR redeemed_count <= quantity));
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    UPDATE coupons SET quantity = greatest(redeemed_count, 1000000) WHERE quantity IS NULL;
    ALTER TABLE coupons
      ALTER COLUMN quantity SET NOT NULL,
      DROP CONSTRAINT coupons_single_use_code,
      ADD CONSTRAINT coupons_single_use_code CHECK (kind = 'coupon' OR quantity = 1),
      DROP CONSTRAINT coupons_not_over_redeemed,
      ADD CONSTRAINT coupons_not_over_redeemed CHECK (redeemed_count BETWEEN 0 AND quantity);
  `);
};
