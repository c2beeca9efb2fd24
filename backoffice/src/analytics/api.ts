import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale } from 'react-admin';
import type {
  AnalyticsChannels,
  AnalyticsOverview,
  AnalyticsProduct,
  AnalyticsProducts,
  AnalyticsQuery,
  AnalyticsUsers,
  AnalyticsWeb,
} from '../../../api/src/shared/analytics.ts';
import { API_URL, createHttpClient } from '../dataProvider';

/** What each GET /api/analytics/<path> answers (api/src/shared/analytics.ts). */
type Answers = {
  overview: AnalyticsOverview;
  products: AnalyticsProducts;
  channels: AnalyticsChannels;
  users: AnalyticsUsers;
  web: AnalyticsWeb;
};

export const queryString = (query: AnalyticsQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value != null) params.set(key, String(value));
  return params.toString();
};

function useAnalyticsGet<T>(path: string, query: AnalyticsQuery, enabled: boolean) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['analytics', path, query, locale],
    queryFn: () =>
      createHttpClient(() => locale)(`${API_URL}/analytics/${path}?${queryString(query)}`).then(
        (r) => r.json as T,
      ),
    enabled,
    // A new range or filter keeps the last figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** One of the lists of the analytics screens, for the period and filters chosen. */
export const useAnalytics = <P extends keyof Answers>(path: P, query: AnalyticsQuery, enabled = true) =>
  useAnalyticsGet<Answers[P]>(path, query, enabled);

/** GET /api/analytics/products/:id: one product's days, retention, devices and countries. */
export const useProductAnalytics = (productId: number, query: AnalyticsQuery) =>
  useAnalyticsGet<AnalyticsProduct>(`products/${productId}`, query, true);
