import type { GraphqlNotificationPage, UserNotificationEvent } from '../../../api/src/shared/realtime.ts';
import { notify } from './notify.ts';

/**
 * The live part of the header's notifications bell (components/commerce/NotificationBell.astro), loaded
 * when a notification comes or the bell is opened: new ones go on top (the count rises, a polite
 * announcement, one for a burst), an unread one is marked read when selected (the count falls), and older
 * ones come a page at a time (GraphQL getUserNotifications).
 */

type Item = GraphqlNotificationPage['notifications'][number];

/** A query or mutation of /api/graphql; null when it failed. */
async function graphql<T>(query: string, variables: Record<string, unknown>): Promise<T | null> {
  const res = await fetch('/api/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body: { data?: T | null } | null = res.ok ? await res.json() : null;
  return body?.data ?? null;
}

let started: { arrived(n: UserNotificationEvent): void } | null = null;

export function start(bell: HTMLElement): { arrived(n: UserNotificationEvent): void } {
  if (started) return started;
  const text = (key: string) => bell.getAttribute(`data-${key}`) ?? '';
  const list = bell.querySelector<HTMLUListElement>('.nav-bell__list');
  const more = bell.querySelector<HTMLButtonElement>('.nav-bell__more');
  const count = bell.querySelector<HTMLElement>('.nav-bell__count');
  const label = bell.querySelector<HTMLElement>('[data-bell-label]');
  const status = bell.parentElement?.querySelector<HTMLElement>('[data-bell-status]');
  const empty = bell.querySelector<HTMLElement>('.nav-bell__empty');
  let unread = Number(text('unread')) || 0;
  let next = text('next');
  let time: Intl.DateTimeFormat;
  try {
    time = new Intl.DateTimeFormat(text('locale'), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone: text('timezone') || undefined,
    });
  } catch {
    time = new Intl.DateTimeFormat(text('locale'));
  }

  const paint = () => {
    if (count) {
      count.textContent = String(unread);
      count.hidden = unread === 0;
    }
    if (label)
      label.textContent =
        unread > 0 ? text('label-unread').replace('{count}', String(unread)) : text('label');
    const any = (list?.children.length ?? 0) > 0;
    if (list) list.hidden = !any;
    if (empty) empty.hidden = any;
  };

  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, value?: string | null) => {
    const node = document.createElement(tag);
    if (value) node.textContent = value;
    return node;
  };

  /** One notification, as the server renders it: an unread one is a button that marks it read. */
  const item = (n: Item) => {
    const li = el('li');
    li.className = n.readOn ? 'nav-bell__item' : 'nav-bell__item nav-bell__item--unread';
    li.dataset.id = n.id;
    li.tabIndex = -1;
    const stamp = el('time', time.format(new Date(n.timestamp)));
    stamp.dateTime = n.timestamp;
    stamp.className = 'muted';
    const body = [
      n.subject ? el('strong', n.subject) : null,
      n.content ? el('span', n.content) : null,
      stamp,
    ];
    const parts = body.filter((node): node is HTMLElement => node !== null);
    if (n.readOn) li.append(...parts);
    else {
      const button = el('button');
      button.type = 'button';
      button.className = 'nav-bell__open';
      const hint = el('span', text('mark-read'));
      hint.className = 'visually-hidden';
      button.append(...parts, hint);
      li.append(button);
    }
    return li;
  };
  const shown = (id: string) => list?.querySelector(`[data-id="${id}"]`) != null;
  const failed = () => notify('error', text('failed'));

  // New ones, newest first; a burst is said once, politely, a moment after it settles.
  let fresh: Item[] = [];
  let say: number | undefined;
  const announce = () => {
    if (!status) return;
    const one = fresh.length === 1 ? fresh[0] : null;
    status.textContent = one
      ? text('new-one').replace('{subject}', one.subject || one.content || '')
      : text('new-many').replace('{count}', String(fresh.length));
    fresh = [];
  };
  const arrived = (n: UserNotificationEvent) => {
    if (!list || shown(n.id)) return;
    const added: Item = { ...n, readOn: null };
    list.prepend(item(added));
    unread += 1;
    paint();
    fresh.push(added);
    window.clearTimeout(say);
    say = window.setTimeout(announce, 1_500);
  };

  // Selecting an unread one marks it read; the count falls.
  const markRead = async (button: HTMLButtonElement, li: HTMLElement) => {
    if (button.getAttribute('aria-busy') === 'true') return;
    button.setAttribute('aria-busy', 'true');
    const done = await graphql<{ markNotificationsRead: number }>(
      'mutation($ids:[ID!]!){markNotificationsRead(ids:$ids)}',
      { ids: [li.dataset.id] },
    ).catch(() => null);
    button.removeAttribute('aria-busy');
    if (!done) {
      failed();
      return;
    }
    const focused = li.contains(document.activeElement);
    button.querySelector('.visually-hidden')?.remove();
    li.replaceChildren(...button.childNodes);
    li.classList.remove('nav-bell__item--unread');
    if (focused) li.focus();
    unread = Math.max(0, unread - 1);
    paint();
  };
  list?.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    const li = button?.closest('li');
    if (button && li) markRead(button, li).catch(failed);
  });

  // Older ones, a page at a time (the server's first page of five, then GraphQL's pages).
  const loadMore = async () => {
    const data = await graphql<{ getUserNotifications: GraphqlNotificationPage }>(
      'query($t:String){getUserNotifications(nextToken:$t){nextToken notifications{id type subject content payload readOn timestamp}}}',
      { t: next },
    ).catch(() => null);
    if (!data || !list || !more) {
      failed();
      return;
    }
    const page = data.getUserNotifications;
    const added = page.notifications.filter((n) => !shown(n.id)).map(item);
    list.append(...added);
    next = page.nextToken ?? '';
    more.hidden = !next;
    // The button goes at the last page: the focus goes to the first of the ones it brought.
    if (more.hidden) added[0]?.focus();
    paint();
  };
  if (more) more.hidden = !next;
  more?.addEventListener('click', () => {
    loadMore().catch(failed);
  });

  started = { arrived };
  return started;
}
