import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context.ts';
import { t } from '../../i18n/index.ts';
import { listResponse } from '../../lib/rest.ts';
import { routes } from '../../lib/route.ts';
import { adBannerAnswer, adDaysAnswer, adShownAnswer } from '../../shared/advertising.ts';
import { bannerCreateBody, bannerFilter, bannerUpdateBody, showQuery } from '../schemas/banners.ts';
import {
  bannerDays,
  bannerToShow,
  createBanner,
  deleteBanner,
  getBanner,
  listBanners,
  updateBanner,
} from '../services/banners.ts';
import { followClick, recordImpression, verifyClick } from '../tracking.ts';

// The smallest transparent GIF: what the impression beacon answers whatever the banner.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const ROW_ID = /^[1-9][0-9]{0,9}$/;

/** Advertising (issue 24, module `advertising`): the admin's banners, the site's banner, its counters. */
export const adRoutes = routes('/api/ads', 'advertising')
  .get(
    '/banners',
    {
      summary: 'List banners, each with its impressions, clicks and CTR',
      access: 'admin',
      module: 'advertising',
      list: {
        sortable: ['id', 'name', 'displayArea', 'active', 'startsAt', 'endsAt', 'createdAt'],
        defaultSort: ['id', 'DESC'],
        filter: bannerFilter,
      },
      response: z.array(adBannerAnswer),
    },
    async (c, { list }) => {
      const { rows, count } = await listBanners(list);
      return listResponse(c, 'banners', rows, list.offset, count);
    },
  )
  .get(
    '/banners/:id',
    { summary: 'One banner', access: 'admin', module: 'advertising', response: adBannerAnswer },
    async (c, { params }) => c.json(await getBanner(params.id)),
  )
  .get(
    '/banners/:id/days',
    {
      summary:
        "A banner's impressions and clicks per Madrid day over the last 30 days (today included), oldest first, days with none as zeros",
      access: 'admin',
      module: 'advertising',
      response: adDaysAnswer,
    },
    async (c, { params }) => c.json(await bannerDays(params.id)),
  )
  .post(
    '/banners',
    {
      summary:
        'Create a banner: 1 to 6 columns, each an image uploaded here (JPG/PNG) with its http(s) link and alt text',
      access: 'admin',
      module: 'advertising',
      body: bannerCreateBody,
      status: 201,
      response: adBannerAnswer,
    },
    async (c, { body, user }) => c.json(await createBanner(body, user.id), 201),
  )
  .put(
    '/banners/:id',
    {
      summary: 'Change a banner (and which products and channels carry it as their own)',
      access: 'admin',
      module: 'advertising',
      body: bannerUpdateBody,
      response: adBannerAnswer,
    },
    async (c, { params, body }) => c.json(await updateBanner(params.id, body)),
  )
  .delete(
    '/banners/:id',
    {
      summary: 'Delete a banner and its counters',
      access: 'admin',
      module: 'advertising',
      response: adBannerAnswer,
    },
    async (c, { params }) => c.json(await deleteBanner(params.id)),
  )
  .get(
    '/show',
    {
      summary:
        "The banner a page shows: the product's or channel's own when it has one showing, else one of the area's",
      access: 'anonymous',
      module: 'advertising',
      query: showQuery,
      response: adShownAnswer,
    },
    async (c, { query }) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await bannerToShow(query.area, query.productId, query.channelId));
    },
  )
  .get(
    '/seen/:file',
    {
      summary:
        "Impression beacon ({banner}.gif, loaded lazily with the banner's images); always the same image",
      access: 'anonymous',
      module: 'advertising',
      params: { file: z.string().max(40) },
      produces: 'image/gif',
      response: null,
    },
    async (c, { params }) => {
      const id = params.file.replace(/\.gif$/, '');
      if (ROW_ID.test(id) && Number(id) <= 2_147_483_647)
        await recordImpression(Number(id), c.req.header('user-agent'));
      return c.body(PIXEL, 200, { 'Content-Type': 'image/gif', 'Cache-Control': 'no-store, max-age=0' });
    },
  )
  .get(
    '/click/:banner/:index/:sig',
    {
      summary:
        "Click redirect: to the banner's own stored link of column {index}, if {sig} signs it; " +
        'anything else is a plain 404 page (never a redirect elsewhere)',
      access: 'anonymous',
      module: 'advertising',
      status: 302,
      response: null,
      params: {
        // The banner's id (named so: a path parameter called …Id is checked as a row number first).
        banner: z.string().max(20),
        index: z.string().max(20),
        sig: z.string().max(200),
      },
    },
    async (c, { params }) => {
      if (!ROW_ID.test(params.banner) || !/^[0-5]$/.test(params.index)) return notFound(c);
      const bannerId = Number(params.banner);
      const index = Number(params.index);
      if (bannerId > 2_147_483_647 || !(await verifyClick(bannerId, index, params.sig))) return notFound(c);
      const link = await followClick(bannerId, index, c.req.header('user-agent'));
      if (!link) return notFound(c);
      c.header('Cache-Control', 'no-store');
      return c.redirect(link, 302);
    },
  );

/** What a person who followed a broken or forged link sees: a plain page with a way to the site. */
function notFound(c: Context<AppEnv>) {
  const lang = c.get('lang');
  const title = t(lang, 'mail.linkNotFound');
  c.header('Cache-Control', 'no-store');
  return c.html(
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head>` +
      `<body style="font-family:system-ui,sans-serif;max-width:560px;margin:48px auto;padding:0 24px"><h1>${title}</h1>` +
      `<p><a href="/">${t(lang, 'mail.linkNotFoundHome')}</a></p></body></html>`,
    404,
  );
}
