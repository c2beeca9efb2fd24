import { useCallback, useEffect, useState } from 'react';

export type Load<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/** Loads once (and again on `load()`), keeping whether it is loading, failed or ready. */
export function useLoad<T>(fetcher: () => Promise<T>) {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      setState({ status: 'ready', data: await fetcher() });
    } catch {
      setState({ status: 'error' });
    }
  }, [fetcher]);
  useEffect(() => {
    void load();
  }, [load]);
  return { state, load };
}
