import { isbot } from 'isbot';
import { logger } from '../../lib/logger.ts';
import { getSetting } from '../../settings/services/config.ts';
import { madridToday } from './period.ts';
import { select } from './sql.ts';

/**
 * The site's page views (spec 2: "analytics starts only if a key is set"): while the admin's analytics
 * switch (site config `analytics`) is on, each HTML page the site's server renders for a person (a GET
 * answered 200 with text/html, not a bot by its user agent) adds one to its path and Madrid day. No
 * cookie, nothing about the visitor is kept. Counts stay in memory and are added to page_views_daily in
 * one statement every few seconds and when the web role stops (flushPageViews).
 */
export const FLUSH_EVERY_MS = 5_000;
/** Distinct day+path pairs held between flushes: beyond that a flood of odd addresses is not counted. */
const MAX_PENDING = 10_000;
const MAX_PATH = 300;

let pending = new Map<string, number>();
let timer: NodeJS.Timeout | null = null;
let flushing: Promise<void> = Promise.resolve();

export interface PageRequest {
  method: string;
  path: string;
  userAgent: string | undefined;
  status: number;
  contentType: string | undefined;
}

/** Whether the request is a person's page view worth counting (the switch aside). */
export function isPageView(r: PageRequest): boolean {
  if (r.method !== 'GET' || r.status !== 200) return false;
  if (!r.contentType?.toLowerCase().startsWith('text/html')) return false;
  return !isbot(r.userAgent ?? '');
}

/** Counts one page answered by the site, if the switch is on and it is a person's page view. */
export async function countPageView(r: PageRequest, now = new Date()): Promise<void> {
  if (!isPageView(r)) return;
  if (!(await getSetting('site')).analytics) return;
  const path = r.path.length > MAX_PATH ? r.path.slice(0, MAX_PATH) : r.path;
  const key = `${madridToday(now)} ${path}`;
  const count = pending.get(key);
  if (count === undefined && pending.size >= MAX_PENDING) return;
  pending.set(key, (count ?? 0) + 1);
  if (!timer) {
    timer = setInterval(() => void flushPageViews(), FLUSH_EVERY_MS);
    timer.unref();
  }
}

/** Adds the counts held in memory to page_views_daily, in one statement; on failure they are kept. */
export function flushPageViews(): Promise<void> {
  flushing = flushing.then(async () => {
    if (!pending.size) return;
    const batch = pending;
    pending = new Map();
    const days: string[] = [];
    const paths: string[] = [];
    const views: number[] = [];
    for (const [key, n] of batch) {
      days.push(key.slice(0, 10));
      paths.push(key.slice(11));
      views.push(n);
    }
    try {
      await select(
        `INSERT INTO page_views_daily AS p (day, path, views)
         SELECT * FROM unnest($1::date[], $2::text[], $3::bigint[])
         ON CONFLICT (day, path) DO UPDATE SET views = p.views + EXCLUDED.views`,
        [days, paths, views],
      );
    } catch (err) {
      logger.warn('analytics.page_views_flush_failed', { error: String(err), pairs: batch.size });
      for (const [key, n] of batch) pending.set(key, (pending.get(key) ?? 0) + n);
    }
  });
  return flushing;
}

/** Stops the timer and writes what is held (the web role's stop). */
export async function stopPageViews(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = null;
  await flushPageViews();
}
