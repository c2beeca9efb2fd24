import { QueryTypes } from 'sequelize';
import { connectionOf } from '../../../../models/columns.ts';
import { Product } from '../../../../models/index.ts';
import { getSetting } from '../../settings/services/config.ts';
import { publicChannelSql, publicProductSql } from './catalogue-access.ts';

/**
 * The currencies the platform knows (spec 3's currency setting): the site's own (media-pay currencyCode)
 * and those its public products and subscription channels are priced in. The platform keeps no
 * exchange rates, so `converts` is false: a chosen display currency never rewrites an amount priced in
 * another one (the site shows such prices in their own currency).
 */
export async function knownCurrencies() {
  const { currencyCode, currencySymbol } = await getSetting('media-pay');
  const rows = await connectionOf(Product).query<{ currency: string }>(
    `SELECT DISTINCT p.currency FROM products p JOIN channels c ON c.id = p.channel_id
      WHERE ${publicProductSql('p', 'c')}
     UNION SELECT DISTINCT currency FROM channels c WHERE ${publicChannelSql('c')} AND subscription_active`,
    { type: QueryTypes.SELECT },
  );
  const codes = [...new Set([currencyCode, ...rows.map((r) => r.currency.toUpperCase())])];
  return {
    default: currencyCode,
    symbol: currencySymbol,
    currencies: [currencyCode, ...codes.filter((c) => c !== currencyCode).sort()],
    converts: false,
  };
}
