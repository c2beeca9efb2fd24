import { useEffect, useState } from 'react';
import { useLocale } from 'react-admin';
import type { ChannelPageAnswer } from '../../../../api/src/shared/catalogue-answers.ts';
import { API_URL, createHttpClient } from '../../dataProvider';
import { isIdParam } from './channelPath';

export type ChannelIdState =
  | { status: 'loading' }
  | { status: 'ready'; id: string }
  | { status: 'error'; message: string };

// Slugs already resolved in this tab (by the API, or by a channel the console loaded): moving the
// address from an id to its slug, or to a slug just saved, does not fetch the channel again.
const known = new Map<string, string>();

export function rememberChannelSlug(slug: unknown, id: unknown) {
  if (typeof slug === 'string' && slug && id != null) known.set(slug, String(id));
}

const resolvedAt = (param: string | undefined): string | undefined =>
  param && (isIdParam(param) ? param : known.get(param));

/**
 * The id behind the channel page's address: an id as it is, a slug through GET
 * /api/channels/by-slug/{slug} (the owner and admins see their channels in any state there).
 */
export function useChannelId(param: string | undefined): ChannelIdState {
  const locale = useLocale();
  const [state, setState] = useState<ChannelIdState>(() => {
    const id = resolvedAt(param);
    return id ? { status: 'ready', id } : { status: 'loading' };
  });

  useEffect(() => {
    if (!param) return setState({ status: 'error', message: 'SERVER_ERROR_NOT_FOUND' });
    const id = resolvedAt(param);
    if (id) return setState((s) => (s.status === 'ready' && s.id === id ? s : { status: 'ready', id }));
    let current = true;
    setState({ status: 'loading' });
    const http = createHttpClient(() => locale);
    http(`${API_URL}/channels/by-slug/${encodeURIComponent(param)}`)
      .then(({ json }) => {
        const id = String((json as ChannelPageAnswer).id);
        rememberChannelSlug(param, id);
        if (current) setState({ status: 'ready', id });
      })
      .catch((error: unknown) => {
        if (!current) return;
        // The API's own words (already in the console's language), or the generic text.
        setState({
          status: 'error',
          message: error instanceof Error && error.message ? error.message : 'SERVER_ERROR',
        });
      });
    return () => {
      current = false;
    };
  }, [param, locale]);

  return state;
}
