import { type CSSProperties, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { UserNotification } from '../../../api/src/shared/dashboard.ts';
import type { Locale } from '../../../api/src/shared/locale.ts';
import type { PlateaDataProvider } from '../dataProvider';
import type { BellStrings } from './bell.en';
import {
  type Arrival,
  CHANGED_EVENT,
  followNotifications,
  followSnacks,
  READ_EVENT,
  retryDelay,
  type Snack,
} from './feed';
import { firstLook, markRead, notificationsPage } from './graphql';

/*
 * This chunk imports nothing of the console but React: each module it shared with the first screen's
 * chunk would be split out of it (the first screen is held to 300 KB, tests/e2e/backoffice-weight.spec.ts).
 * So it is plain elements styled here with the theme's colours (theme.ts), and the app bar hands it the
 * data provider and the language.
 */
const VIOLET = '#5b3df5';
const ERROR = '#b3261e';
const TEXT = 'rgba(0, 0, 0, 0.87)';
const MUTED = 'rgba(0, 0, 0, 0.6)';

const STRINGS: Record<Locale, () => Promise<{ default: BellStrings }>> = {
  en: () => import('./bell.en'),
  es: () => import('./bell.es'),
  pt: () => import('./bell.pt'),
};

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

/** Read by screen readers, not shown (as globalview/visuallyHidden.ts: a shared module would be split out of
 * the first screen's chunk). */
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/** Arrivals this close together are announced as one sentence (a burst never floods a screen reader). */
const ANNOUNCE_AFTER_MS = 1_500;
/** How long a system toast stays (spec 9: top left, 10 s). */
const SNACK_MS = 10_000;

type ListState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; items: UserNotification[]; nextToken: string | null };

const asItem = (n: Arrival): UserNotification => ({
  ...n,
  user: null,
  readOn: null,
  timestamp: new Date().toISOString(),
});

/**
 * The app bar's bell (both consoles; issue 21): the signed-in user's unread count, kept live by the page's
 * one realtime stream, and a panel with their newest notifications (older ones on demand); clicking an
 * unread one marks it read. New ones are announced politely, a burst in one sentence. Loaded after the
 * console's first screen, with its texts.
 */
type Props = { dataProvider: PlateaDataProvider; locale: Locale };

const NotificationsBell = ({ dataProvider, locale }: Props) => {
  const [strings, setStrings] = useState<{ locale: Locale; s: BellStrings } | null>(null);
  useEffect(() => {
    let wanted = true;
    // Texts that cannot be fetched (the network is down) leave the bell out; the next page load tries again.
    STRINGS[locale]().then(
      (m) => {
        if (wanted) setStrings({ locale, s: m.default });
      },
      () => undefined,
    );
    return () => {
      wanted = false;
    };
  }, [locale]);
  return strings?.locale === locale ? (
    <Bell s={strings.s} dataProvider={dataProvider} locale={locale} />
  ) : null;
};

const Bell = ({ s, dataProvider, locale }: Props & { s: BellStrings }) => {
  const [unread, setUnread] = useState<number | null>(null);
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [cursor, setCursor] = useState<number | null>(null);
  /** The ids the count has seen (the first page's and the stream's). */
  const known = useRef(new Set<number>());
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [readError, setReadError] = useState(false);
  const pending = useRef<{ count: number; last: Arrival | null; timer?: number }>({ count: 0, last: null });
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const panelId = useId();

  // The count and the newest page; asked again after a growing pause while it fails.
  const load = useCallback(
    (failures = 0): (() => void) => {
      let stopped = false;
      let timer: number | undefined;
      firstLook(dataProvider).then(
        ({ unread: count, page }) => {
          if (stopped) return;
          setUnread(count);
          setList({ status: 'ready', items: page.notifications, nextToken: page.nextToken });
          // The page is newest first by date: the stream's cursor is its highest id (ids only grow).
          for (const n of page.notifications) known.current.add(n.id);
          setCursor((c) => Math.max(c ?? 0, ...page.notifications.map((n) => n.id)));
        },
        () => {
          if (stopped) return;
          setList({ status: 'error' });
          timer = window.setTimeout(
            () => {
              stop = load(failures + 1);
            },
            retryDelay(failures + 1),
          );
        },
      );
      let stop = () => {
        stopped = true;
        window.clearTimeout(timer);
      };
      return () => stop();
    },
    [dataProvider],
  );

  useEffect(() => load(), [load]);

  // Once the newest id is known, the stream brings what comes after it (it stays open across reloads of
  // the list: the cursor only grows).
  const following = cursor !== null;
  const cursorRef = useRef(cursor);
  cursorRef.current = cursor;
  useEffect(() => {
    if (!following) return;
    const flush = () => {
      const { count, last } = pending.current;
      pending.current = { count: 0, last: null };
      if (count === 1 && last)
        setAnnouncement(fill(s.NEW_ONE, { subject: last.subject || last.content || last.type }));
      else if (count > 1) setAnnouncement(fill(s.NEW_MANY, { n: count }));
    };
    const unfollow = followNotifications(cursorRef.current ?? 0, (arrival) => {
      // One the count already holds (read with the first page) is not counted twice.
      if (known.current.has(arrival.id)) return;
      known.current.add(arrival.id);
      setUnread((n) => (n ?? 0) + 1);
      setList((l) =>
        l.status === 'ready' && !l.items.some((n) => n.id === arrival.id)
          ? { ...l, items: [asItem(arrival), ...l.items] }
          : l,
      );
      pending.current.count += 1;
      pending.current.last = arrival;
      pending.current.timer ??= window.setTimeout(() => {
        pending.current.timer = undefined;
        flush();
      }, ANNOUNCE_AFTER_MS);
      window.dispatchEvent(new Event(CHANGED_EVENT));
    });
    return () => {
      unfollow();
      window.clearTimeout(pending.current.timer);
      pending.current = { count: 0, last: null };
    };
  }, [following, s]);

  // The system's toasts (snack.notification), top left for 10 s: a newer one takes the place.
  const [snack, setSnack] = useState<Snack | null>(null);
  useEffect(() => {
    let timer: number | undefined;
    const stop = followSnacks((next) => {
      setSnack(next);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setSnack(null), SNACK_MS);
    });
    return () => {
      stop();
      window.clearTimeout(timer);
    };
  }, []);

  // The global view's card marked one read: the count (and the list) as the server has them now.
  useEffect(() => {
    let stop: (() => void) | undefined;
    const again = () => {
      stop?.();
      stop = load();
    };
    window.addEventListener(READ_EVENT, again);
    return () => {
      window.removeEventListener(READ_EVENT, again);
      stop?.();
    };
  }, [load]);

  const more = async () => {
    if (list.status !== 'ready' || !list.nextToken) return;
    try {
      const page = await notificationsPage(dataProvider, list.nextToken);
      setList((l) =>
        l.status === 'ready'
          ? {
              status: 'ready',
              items: [...l.items, ...page.notifications.filter((n) => !l.items.some((m) => m.id === n.id))],
              nextToken: page.nextToken,
            }
          : l,
      );
    } catch {
      setList({ status: 'error' });
    }
  };

  const read = async (id: number) => {
    setBusy(id);
    setReadError(false);
    try {
      const changed = await markRead(dataProvider, [id]);
      const now = new Date().toISOString();
      setList((l) =>
        l.status === 'ready'
          ? { ...l, items: l.items.map((n) => (n.id === id ? { ...n, readOn: now } : n)) }
          : l,
      );
      setUnread((n) => Math.max(0, (n ?? 0) - changed));
      setAnnouncement(s.MARKED_READ);
      // The pressed item is plain text now: the panel keeps the focus.
      panel.current?.focus();
      window.dispatchEvent(new Event(CHANGED_EVENT));
    } catch {
      setReadError(true);
    } finally {
      setBusy(null);
    }
  };

  const count = unread ?? 0;
  const close = useCallback(() => setOpen(false), []);
  // The panel closes on Escape (back to the bell) and on a click outside it.
  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      const target = event.target;
      if (!(target instanceof Node) || panel.current?.contains(target) || button.current?.contains(target))
        return;
      close();
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('keydown', onEscape);
    panel.current?.focus();
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('keydown', onEscape);
    };
  }, [open, close]);

  return (
    <span style={{ position: 'relative', display: 'inline-flex' }}>
      <button
        ref={button}
        type="button"
        className="platea-bell"
        aria-label={count > 0 ? fill(s.BUTTON_UNREAD, { n: count }) : s.BUTTON}
        aria-haspopup="dialog"
        aria-expanded={open ? 'true' : 'false'}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 22c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2m6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1z"
          />
        </svg>
        {count > 0 && (
          <span aria-hidden="true" data-testid="notifications-count" className="platea-bell-count">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      <span role="status" aria-live="polite" style={visuallyHidden}>
        {announcement}
      </span>
      {open && (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
          className="platea-bell-panel"
        >
          <div style={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 8 }}>
            <h2 id={titleId} style={{ fontSize: '1.15rem', fontWeight: 500, margin: '0 0 8px' }}>
              {s.TITLE}
            </h2>
            {count > 0 && (
              <span style={{ color: MUTED, fontSize: '0.875rem' }}>{fill(s.UNREAD, { n: count })}</span>
            )}
          </div>
          {readError && (
            <p role="alert" style={{ color: ERROR, margin: '0 0 8px', fontSize: '0.875rem' }}>
              {s.READ_ERROR}
            </p>
          )}
          {list.status === 'loading' && <p style={{ margin: 0 }}>…</p>}
          {list.status === 'error' && (
            <p role="alert" style={{ color: ERROR, margin: 0, fontSize: '0.875rem' }}>
              {s.LOAD_ERROR}{' '}
              <button type="button" className="platea-bell-link" onClick={() => load()}>
                {s.RETRY}
              </button>
            </p>
          )}
          {list.status === 'ready' && list.items.length === 0 && (
            <p style={{ color: MUTED, margin: 0, fontSize: '0.875rem' }}>{s.EMPTY}</p>
          )}
          {list.status === 'ready' && list.items.length > 0 && (
            <>
              {count > 0 && <p style={{ color: MUTED, margin: '0 0 8px', fontSize: '0.875rem' }}>{s.HINT}</p>}
              <ul aria-labelledby={titleId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {list.items.map((n) => (
                  <li key={n.id} style={{ marginBottom: 4 }}>
                    <Item n={n} s={s} locale={locale} busy={busy === n.id} onRead={() => void read(n.id)} />
                  </li>
                ))}
              </ul>
              {list.nextToken && (
                <button type="button" className="platea-bell-link" onClick={() => void more()}>
                  {s.MORE}
                </button>
              )}
            </>
          )}
        </div>
      )}
      <style>{CSS}</style>
      {snack && (
        <div role="status" className={`platea-snack platea-snack-${snack.kind}`} data-testid="console-snack">
          {snack.text}
        </div>
      )}
    </span>
  );
};

/** The bell's look (the theme's colours and MUI's icon button, menu paper and focus ring). */
const CSS = `
.platea-bell{position:relative;display:inline-flex;align-items:center;justify-content:center;padding:8px;border:0;border-radius:50%;background:transparent;color:inherit;cursor:pointer}
.platea-bell:hover{background:rgba(255,255,255,.12)}
.platea-bell:focus-visible{outline:2px solid #fff;outline-offset:-2px}
.platea-bell-count{position:absolute;top:2px;right:0;min-width:20px;height:20px;padding:0 5px;box-sizing:border-box;border-radius:10px;background:${ERROR};color:#fff;font-size:.75rem;font-weight:700;line-height:20px;text-align:center}
.platea-bell-panel{position:absolute;top:calc(100% + 4px);right:0;z-index:1300;width:min(380px,calc(100vw - 24px));max-height:min(560px,75vh);overflow-y:auto;box-sizing:border-box;padding:16px;border-radius:4px;background:#fff;color:${TEXT};text-align:left;box-shadow:0 5px 5px -3px rgba(0,0,0,.2),0 8px 10px 1px rgba(0,0,0,.14),0 3px 14px 2px rgba(0,0,0,.12);outline:none}
@media (max-width:599.95px){.platea-bell-panel{position:fixed;top:60px;left:12px;right:12px;width:auto}}
.platea-bell-item{display:flex;align-items:flex-start;width:100%;padding:8px 12px;border:0;border-radius:4px;background:transparent;color:inherit;font:inherit;font-size:.875rem;text-align:left}
button.platea-bell-item{background:rgba(0,0,0,.04);cursor:pointer}
button.platea-bell-item:hover{background:rgba(0,0,0,.08)}
.platea-bell-item:focus-visible,.platea-bell-link:focus-visible{outline:2px solid ${VIOLET};outline-offset:1px}
.platea-snack{position:fixed;top:72px;left:16px;z-index:1400;max-width:min(420px,calc(100vw - 32px));box-sizing:border-box;padding:12px 16px;border-radius:4px;font-size:.875rem;line-height:1.43;text-align:left;box-shadow:0 3px 5px -1px rgba(0,0,0,.2),0 6px 10px 0 rgba(0,0,0,.14)}
.platea-snack-success{background:#edf7ed;color:#1e4620}
.platea-snack-warning{background:#fff4e5;color:#663c00}
.platea-snack-error{background:#fdeded;color:#5f2120}
.platea-bell-link{padding:6px 8px;border:0;border-radius:4px;background:transparent;color:${VIOLET};font:inherit;font-size:.8125rem;font-weight:500;text-transform:uppercase;cursor:pointer}
`;

/** One notification: unread ones are buttons (a click marks them read), read ones plain text. */
const Item = ({
  n,
  s,
  locale,
  busy,
  onRead,
}: {
  n: UserNotification;
  s: BellStrings;
  locale: string;
  busy: boolean;
  onRead: () => void;
}) => {
  const unread = !n.readOn;
  const body = (
    <>
      <span
        aria-hidden="true"
        style={{
          width: 8,
          height: 8,
          borderRadius: '50%',
          flexShrink: 0,
          marginTop: 6,
          marginRight: 10,
          background: unread ? VIOLET : 'transparent',
        }}
      />
      <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <span style={{ display: 'block', fontWeight: unread ? 700 : 400, fontSize: '0.95rem' }}>
          {n.subject || n.content || n.type}
        </span>
        {n.subject && n.content && <span style={{ display: 'block', color: MUTED }}>{n.content}</span>}
        <span style={{ display: 'block', color: MUTED, fontSize: '0.8rem' }}>
          {new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
            new Date(n.timestamp),
          )}
          {unread && <span style={visuallyHidden}>{` (${s.UNREAD_LABEL})`}</span>}
        </span>
      </span>
    </>
  );
  return unread ? (
    <button type="button" className="platea-bell-item" onClick={onRead} disabled={busy}>
      {body}
    </button>
  ) : (
    <div className="platea-bell-item">{body}</div>
  );
};

export default NotificationsBell;
