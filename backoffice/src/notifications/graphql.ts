import type { NotificationPage, UserNotification } from '../../../api/src/shared/dashboard.ts';
import type { PlateaDataProvider } from '../dataProvider';

/**
 * The calls of the realtime endpoint the consoles make (POST /api/graphql): the signed-in user's
 * notifications, their unread count, marking some read. Ids travel as GraphQL IDs (strings); the console
 * keeps the REST list's shape (numbers), as the global view's card does.
 */
type Wire<T> = { data?: T | null; errors?: { message: string }[] };
type WirePage = {
  nextToken: string | null;
  notifications: (Omit<UserNotification, 'id' | 'user' | 'payload'> & { id: string; payload: unknown })[];
};

const FIELDS = 'nextToken notifications { id type subject content payload readOn timestamp }';

async function ask<T>(
  dataProvider: PlateaDataProvider,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const answer = await dataProvider.send<Wire<T>>('POST', '/graphql', { query, variables });
  if (!answer.data || answer.errors?.length) throw new Error(answer.errors?.[0]?.message ?? 'SERVER_ERROR');
  return answer.data;
}

const pageOf = (page: WirePage): NotificationPage => ({
  nextToken: page.nextToken,
  notifications: page.notifications.map((n) => ({
    ...n,
    id: Number(n.id),
    user: null,
    payload:
      typeof n.payload === 'object' && n.payload !== null && !Array.isArray(n.payload)
        ? { ...n.payload }
        : {},
  })),
});

/** The unread count and the newest page, in one request (the page's newest id starts the stream). */
export async function firstLook(dataProvider: PlateaDataProvider) {
  const data = await ask<{ unreadNotificationCount: number; getUserNotifications: WirePage }>(
    dataProvider,
    `query BellFirst { unreadNotificationCount getUserNotifications { ${FIELDS} } }`,
  );
  return { unread: data.unreadNotificationCount, page: pageOf(data.getUserNotifications) };
}

export async function unreadCount(dataProvider: PlateaDataProvider) {
  const data = await ask<{ unreadNotificationCount: number }>(
    dataProvider,
    'query BellCount { unreadNotificationCount }',
  );
  return data.unreadNotificationCount;
}

export async function notificationsPage(dataProvider: PlateaDataProvider, nextToken: string) {
  const data = await ask<{ getUserNotifications: WirePage }>(
    dataProvider,
    `query BellMore($nextToken: String) { getUserNotifications(nextToken: $nextToken) { ${FIELDS} } }`,
    { nextToken },
  );
  return pageOf(data.getUserNotifications);
}

export async function markRead(dataProvider: PlateaDataProvider, ids: number[]) {
  const data = await ask<{ markNotificationsRead: number }>(
    dataProvider,
    'mutation BellRead($ids: [ID!]!) { markNotificationsRead(ids: $ids) }',
    { ids: ids.map(String) },
  );
  return data.markNotificationsRead;
}
