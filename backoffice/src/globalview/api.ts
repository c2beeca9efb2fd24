import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import type { Dashboard, NotificationPage, UserNotification } from '../../../api/src/shared/dashboard.ts';
import { API_URL, createHttpClient } from '../dataProvider';

export type {
  Dashboard,
  DashboardChannel,
  DashboardMeet,
  DashboardProduct,
} from '../../../api/src/shared/dashboard.ts';
export type { NotificationPage, UserNotification };

/**
 * The global view's own calls (GET /api/me/dashboard, /api/me/notifications): not list resources, so
 * they go through the same HTTP client as the data provider (language header, translated errors).
 */
export function useGlobalViewApi() {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const http = createHttpClient(() => locale);
    return {
      dashboard: () => http(`${API_URL}/me/dashboard`).then((r) => r.json as Dashboard),
      notifications: (nextToken?: string | null) =>
        http(
          `${API_URL}/me/notifications${nextToken ? `?nextToken=${encodeURIComponent(nextToken)}` : ''}`,
        ).then((r) => r.json as NotificationPage),
      removeNotification: (id: number) =>
        http(`${API_URL}/me/notifications/${id}`, { method: 'DELETE' }).then(
          (r) => r.json as UserNotification,
        ),
    };
  }, [locale]);
}

/** A date in the console's language; `utc` for the period start, which is a whole UTC day. */
export function formatDate(value: string, locale: string, opts: { utc?: boolean; time?: boolean } = {}) {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    ...(opts.time ? { timeStyle: 'short' } : {}),
    ...(opts.utc ? { timeZone: 'UTC' } : {}),
  }).format(new Date(value));
}
