import type { Migration } from '../migrate.ts';

// The entitlement context of one user and a set of products (api/src/commerce/services/entitlements.ts): the
// user's valid subscriptions, grants through bundles and masters, and the products' session starts.
// A PL/pgSQL function so PostgreSQL keeps its plan per connection: planning this statement cost more
// than running it, on every page of my stuff.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE FUNCTION entitlement_context(p_user integer, p_products integer[], p_sessions integer[], p_at timestamptz)
    RETURNS TABLE (kind text, a integer, b integer, t1 timestamptz, t2 timestamptz, reason text)
    LANGUAGE plpgsql STABLE AS $fn$
    BEGIN
      RETURN QUERY
        SELECT 'sub'::text, s.channel_id, NULL::integer, s.valid_until, NULL::timestamptz, NULL::text
          FROM subscriptions s WHERE s.user_id = p_user AND s.valid_until > p_at
        UNION ALL
        SELECT 'parent'::text, part.id, NULL::integer, least(pa.expires_at, p.expiration_date),
               NULL::timestamptz, 'bundle'::text
          FROM product_accesses pa
          JOIN products p ON p.id = pa.product_id
          JOIN unnest(p_products) AS part(id) ON p.bundle_product_ids @> ARRAY[part.id]
         WHERE pa.user_id = p_user AND p.status <> 'draft'
           AND pa.revoked_at IS NULL AND (pa.expires_at IS NULL OR pa.expires_at > p_at)
           AND (p.expiration_date IS NULL OR p.expiration_date > p_at)
        UNION ALL
        SELECT 'parent'::text, c.product_id, NULL::integer, least(pa.expires_at, p.expiration_date),
               NULL::timestamptz, 'master'::text
          FROM courses c
          JOIN master_courses mc ON mc.course_id = c.id
          JOIN masters m ON m.id = mc.master_id
          JOIN products p ON p.id = m.product_id
          JOIN product_accesses pa ON pa.product_id = p.id AND pa.user_id = p_user
         WHERE c.product_id = ANY(p_products) AND p.status <> 'draft'
           AND pa.revoked_at IS NULL AND (pa.expires_at IS NULL OR pa.expires_at > p_at)
           AND (p.expiration_date IS NULL OR p.expiration_date > p_at)
        UNION ALL
        SELECT 'session'::text, ps.product_id, ps.id, ps.starts_at,
               min(ps.starts_at) OVER (PARTITION BY ps.product_id), NULL::text
          FROM product_sessions ps WHERE ps.product_id = ANY(p_products) OR ps.id = ANY(p_sessions);
    END
    $fn$;
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('DROP FUNCTION entitlement_context(integer, integer[], integer[], timestamptz)');
};
