import { routes } from '../../lib/route.ts';
import {
  analyticsChannelsAnswer,
  analyticsOverviewAnswer,
  analyticsProductAnswer,
  analyticsProductsAnswer,
  analyticsQuery,
  analyticsUsersAnswer,
  analyticsWebAnswer,
} from '../../shared/analytics.ts';
import { channelsAnalytics } from '../services/channels.ts';
import { overview } from '../services/figures.ts';
import { periodOf } from '../services/period.ts';
import { productAnalytics, productsAnalytics } from '../services/products.ts';
import { analyticsScope } from '../services/scope.ts';
import { usersAnalytics } from '../services/users.ts';
import { webAnalytics } from '../services/web.ts';

/**
 * Analytics (spec 2: /account/analytics for an organizer's own channels and products, /manage/analytics
 * for everything). Every route takes the same query (range or from/to, channelId, organizerId for
 * administrators) and answers the period it covers with the one before it. The range is checked before
 * the scope, so a bad range answers 400 whoever asks.
 */
export const analyticsRoutes = routes('/api/analytics', 'analytics')
  .get(
    '/overview',
    {
      summary:
        'The global view: headline figures (sales, tickets, codes, viewers, watch time, sessions) against the previous period, and every day of the period',
      access: 'producer',
      query: analyticsQuery,
      replica: true,
      response: analyticsOverviewAnswer,
    },
    async (c, { user, query }) => {
      const period = periodOf(query);
      return c.json(await overview(await analyticsScope(user, query), period));
    },
  )
  .get(
    '/products',
    {
      summary:
        'Per product: views, unique viewers, watch time, average completion, peak concurrent viewers and when, tickets and sales',
      access: 'producer',
      query: analyticsQuery,
      replica: true,
      response: analyticsProductsAnswer,
    },
    async (c, { user, query }) => {
      const period = periodOf(query);
      return c.json(await productsAnalytics(await analyticsScope(user, query), period));
    },
  )
  .get(
    '/products/:id',
    {
      summary:
        'One product: its figures, every day of the period, its retention curve, devices and countries (another organizer’s product: 404)',
      access: 'producer',
      query: analyticsQuery,
      replica: true,
      response: analyticsProductAnswer,
    },
    async (c, { user, query, params }) => {
      const period = periodOf(query);
      return c.json(await productAnalytics(await analyticsScope(user, query), params.id, period));
    },
  )
  .get(
    '/channels',
    {
      summary: 'Per channel: products, tickets, sales, viewers, watch time and active subscribers',
      access: 'producer',
      query: analyticsQuery,
      replica: true,
      response: analyticsChannelsAnswer,
    },
    async (c, { user, query }) => {
      const period = periodOf(query);
      return c.json(await channelsAnalytics(await analyticsScope(user, query), period));
    },
  )
  .get(
    '/users',
    {
      summary: 'Registered users per day (sign-ups, activations, organizers approved) and by role',
      access: 'admin',
      query: analyticsQuery,
      replica: true,
      response: analyticsUsersAnswer,
    },
    async (c, { query }) => c.json(await usersAnalytics(periodOf(query))),
  )
  .get(
    '/web',
    {
      summary:
        'The site’s page views per day and its top pages, counted only while the analytics switch is on',
      access: 'admin',
      query: analyticsQuery,
      replica: true,
      response: analyticsWebAnswer,
    },
    async (c, { query }) => c.json(await webAnalytics(periodOf(query))),
  );
