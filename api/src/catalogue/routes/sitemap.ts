import { routes } from '../../lib/route.ts';
import { sitemapAnswer } from '../../shared/catalogue-answers.ts';
import { publicSitemap } from '../services/sitemap.ts';

/** The public addresses of the catalogue for the site's sitemap.xml (issue 11). */
export const sitemapRoutes = routes('/api/sitemap', 'seo').get(
  '/',
  {
    summary: 'Public products, channels, speakers, pages and entity pages, newest first',
    access: 'anonymous',
    replica: true,
    response: sitemapAnswer,
  },
  async (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ entries: await publicSitemap() });
  },
);
