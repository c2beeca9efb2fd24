/**
 * A channel's page in the console (spec 2: /account/channels/{slug}, /manage/channels/{slug}). A slug of
 * digits only would read as an id, so such a channel keeps its id address; id addresses keep working.
 */
export function channelPath(record: { id?: unknown; slug?: unknown }): string {
  const slug = typeof record.slug === 'string' ? record.slug : '';
  const key = slug && !/^\d+$/.test(slug) ? slug : String(record.id);
  return `/channels/${encodeURIComponent(key)}`;
}

/** Whether a path segment is an id (else a slug). */
export const isIdParam = (param: string) => /^[1-9]\d{0,9}$/.test(param);
