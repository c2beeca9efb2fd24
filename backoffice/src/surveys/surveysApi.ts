import { useMemo } from 'react';
import { useLocale } from 'react-admin';
import type {
  SurveyAdmin,
  SurveyAdminRow,
  SurveyBody,
  SurveyResults,
  SurveySend,
} from '../../../api/src/shared/surveys.ts';
import { API_URL, createHttpClient } from '../dataProvider';

export type { SurveyAdmin, SurveyAdminRow, SurveyBody, SurveyResults };

/** The surveys' calls (/api/surveys), through the console's HTTP client: errors are react-admin HttpErrors. */
export function useSurveysApi() {
  const locale = useLocale();
  return useMemo(() => {
    const http = createHttpClient(() => locale);
    const call = <T>(path: string, method = 'GET', body?: unknown) =>
      http(`${API_URL}/surveys${path}`, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }).then(({ json, headers }) => ({ json: json as T, headers }));
    return {
      /** One page of the list, newest first, and how many there are in all (ra-simple-rest's Content-Range). */
      list: async (page: number, perPage: number) => {
        const from = page * perPage;
        const query = new URLSearchParams({
          sort: JSON.stringify(['createdAt', 'DESC']),
          range: JSON.stringify([from, from + perPage - 1]),
        });
        const { json, headers } = await call<SurveyAdminRow[]>(`?${query}`);
        const total = Number(headers.get('Content-Range')?.split('/').pop());
        return { rows: json, total: Number.isFinite(total) ? total : json.length };
      },
      get: (id: number) => call<SurveyAdmin>(`/${id}`).then((r) => r.json),
      create: (body: SurveyBody) => call<SurveyAdmin>('', 'POST', body).then((r) => r.json),
      update: (id: number, body: SurveyBody) => call<SurveyAdmin>(`/${id}`, 'PUT', body).then((r) => r.json),
      remove: (id: number) => call<unknown>(`/${id}`, 'DELETE').then(() => undefined),
      send: (id: number) => call<SurveySend>(`/${id}/send`, 'POST', {}).then((r) => r.json),
      close: (id: number) => call<SurveyAdmin>(`/${id}/close`, 'POST', {}).then((r) => r.json),
      results: (id: number) => call<SurveyResults>(`/${id}/results`).then((r) => r.json),
    };
  }, [locale]);
}

/** The CSV of every answer, as the browser downloads it (the session cookie goes along). */
export const resultsCsvUrl = (id: number) => `${API_URL}/surveys/${id}/results.csv`;
