import type { Page, Request } from '@playwright/test';

/**
 * Playwright's 'networkidle' without the page's realtime connection: a page that follows /api/graphql's
 * event stream (islands/realtime.ts) always has a request open, so 'networkidle' never comes. This
 * watches every other request from now on; `settled()` resolves once none has been open for `quietMs`
 * (500, as 'networkidle'), so what a page loads after its load event (islands, their chunks) is in.
 */
export function watchNetwork(page: Page) {
  const open = new Set<Request>();
  let changed: (() => void) | null = null;
  const poke = () => changed?.();
  const start = (req: Request) => {
    if (req.resourceType() === 'eventsource') return;
    open.add(req);
    poke();
  };
  const end = (req: Request) => {
    if (open.delete(req)) poke();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    /** Resolves when no request but the event stream has been open for `quietMs`. */
    settled(quietMs = 500): Promise<void> {
      return new Promise((resolve) => {
        let timer: NodeJS.Timeout | undefined;
        const check = () => {
          clearTimeout(timer);
          if (open.size > 0) return;
          timer = setTimeout(() => {
            changed = null;
            resolve();
          }, quietMs);
        };
        changed = check;
        check();
      });
    },
    stop() {
      page.off('request', start);
      page.off('requestfinished', end);
      page.off('requestfailed', end);
    },
  };
}
