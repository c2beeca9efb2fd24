import { literal } from 'sequelize';
import { Channel, Entity, Page, Product, Speaker } from '../../../../models/index.ts';
import { publicChannelWhere } from './catalogue-access.ts';
import { PUBLIC_SPEAKER } from './speakers.ts';

/**
 * What a search engine may index (sitemap.xml): every public page of the catalogue and the team's
 * pages, with the same visibility rules as their public reads. Products (courses and masters are
 * products too) are published ones of a published channel; channels published; speakers public
 * (PUBLIC_SPEAKER); pages published; entity landing pages all (they have no draft state). Drafts and
 * private products never appear.
 */
export type SitemapKind = 'product' | 'channel' | 'speaker' | 'page' | 'entity';

export interface SitemapEntry {
  kind: SitemapKind;
  slug: string;
  updatedAt: Date;
}

/**
 * At most this many rows of each kind, newest first: the site lists each in three languages and a
 * sitemap file holds at most 50,000 addresses.
 */
export const SITEMAP_LIMIT_PER_KIND = 3000;

const shape = (kind: SitemapKind) => (row: { slug: string; updatedAt: Date }) => ({
  kind,
  slug: row.slug,
  updatedAt: row.updatedAt,
});

export async function publicSitemap(): Promise<SitemapEntry[]> {
  const common = {
    attributes: ['slug', 'updatedAt'],
    order: [['updatedAt', 'DESC']] as [string, string][],
    limit: SITEMAP_LIMIT_PER_KIND,
  };
  const [products, channels, speakers, pages, entities] = await Promise.all([
    Product.findAll({
      ...common,
      where: { status: 'published' },
      include: [{ model: Channel, as: 'channel', attributes: [], where: publicChannelWhere() }],
    }),
    Channel.findAll({ ...common, where: publicChannelWhere() }),
    Speaker.findAll({ ...common, where: literal(PUBLIC_SPEAKER) }),
    Page.findAll({ ...common, where: { published: true } }),
    Entity.findAll(common),
  ]);
  return [
    ...products.map(shape('product')),
    ...channels.map(shape('channel')),
    ...speakers.map(shape('speaker')),
    ...pages.map(shape('page')),
    ...entities.map(shape('entity')),
  ];
}
