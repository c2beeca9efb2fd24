import { myNotifications, removeMyNotification } from '../../accounts/services/notifications.ts';
import { contentLang } from '../../lib/localize.ts';
import { routes } from '../../lib/route.ts';
import { storageUseOf } from '../../media/services/storage-quota.ts';
import { dashboardSchema, notificationPageSchema, userNotificationSchema } from '../../shared/dashboard.ts';
import { notificationsQuery, storageUse } from '../schemas/dashboard.ts';
import { dashboardFor } from '../services/dashboard.ts';

/** The organizer's global view (spec 2): its counts and tables, and the caller's notifications. */
export const dashboardRoutes = routes('/api/me', 'dashboard')
  .get(
    '/dashboard',
    {
      summary:
        'Your global view: counts of the last 30 days (new channels and products, tickets sold, codes, opportunities), your channels, products and meets',
      access: 'producer',
      response: dashboardSchema,
    },
    async (c, { user }) => c.json(await dashboardFor(user, contentLang(c))),
  )
  .get(
    '/storage',
    {
      summary:
        'Your media storage: bytes stored and held by unfinished uploads against your quota, and the caps on uploads in flight',
      access: 'producer',
      response: storageUse,
    },
    async (c, { user }) => c.json(await storageUseOf(user.id)),
  )
  .get(
    '/notifications',
    {
      summary: 'Your notifications, newest first, paged by nextToken',
      access: 'signed-in',
      response: notificationPageSchema,
      query: notificationsQuery,
    },
    async (c, { user, query }) => c.json(await myNotifications(user, query)),
  )
  .delete(
    '/notifications/:id',
    { summary: 'Remove one of your notifications', access: 'owner', response: userNotificationSchema },
    async (c, { user, params }) => c.json(await removeMyNotification(user, params.id)),
  );
