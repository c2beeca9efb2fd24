import { useMemo } from 'react';
import { useLocale } from 'react-admin';
import type { IdeaAction, IdeaJson, LeanTestJson, LeanTestResults } from '../../../api/src/shared/openlab.ts';
import { API_URL, createHttpClient } from '../dataProvider';

export type { IdeaJson, LeanTestJson, LeanTestResults };

/** The open lab's calls (/api/ideas, /api/lean-tests) through the console's HTTP client (errors: HttpError). */
export function useOpenLabApi() {
  const locale = useLocale();
  return useMemo(() => {
    const http = createHttpClient(() => locale);
    const send = <T>(method: string, path: string, body?: unknown) =>
      http(`${API_URL}${path}`, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }).then(({ json }) => json as T);
    const q = (o: Record<string, unknown>) =>
      Object.entries(o)
        .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
        .join('&');
    return {
      ideas: (status: string | null) =>
        send<IdeaJson[]>(
          'GET',
          `/ideas/moderation?${q({ sort: ['votes', 'DESC'], range: [0, 199], filter: status ? { status } : {} })}`,
        ),
      moderate: (id: number, body: { action: IdeaAction; reason?: string; mergedInto?: number }) =>
        send<IdeaJson>('POST', `/ideas/${id}/moderation`, body),
      leanTests: () => send<LeanTestJson[]>('GET', `/lean-tests?${q({ range: [0, 199] })}`),
      createLeanTest: (body: Record<string, unknown>) => send<LeanTestJson>('POST', '/lean-tests', body),
      updateLeanTest: (id: number, body: Record<string, unknown>) =>
        send<LeanTestJson>('PATCH', `/lean-tests/${id}`, body),
      deleteLeanTest: (id: number) => send<null>('DELETE', `/lean-tests/${id}`),
      results: (id: number) => send<LeanTestResults>('GET', `/lean-tests/${id}/results`),
      decide: (id: number, body: { decision: 'create' | 'drop' | null; note?: string }) =>
        send<LeanTestJson>('POST', `/lean-tests/${id}/decision`, body),
    };
  }, [locale]);
}

/** The API's message of a failed call (already in the user's language), or null. */
export function errorMessage(err: unknown): string | null {
  const body = (err as { body?: { error?: { message?: string } } })?.body;
  return body?.error?.message ?? (err instanceof Error ? err.message : null);
}

/** The message of each field the API named. */
export function fieldErrors(err: unknown): Record<string, string> {
  const fields = (err as { body?: { error?: { fields?: { field: string; message: string }[] } } })?.body
    ?.error?.fields;
  return Object.fromEntries((fields ?? []).map((f) => [f.field, f.message]));
}
