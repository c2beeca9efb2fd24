import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ChatAnswer, ChatMessageAnswer, ChatRoomAnswer } from '../../../api/src/shared/chat.ts';
import { intlLocale } from '../../../api/src/shared/intl.ts';
import { SITE_TIME_ZONE } from '../../../api/src/shared/time-zone.ts';
import { format } from '../i18n/format.ts';
import type { Locale } from '../i18n/index.ts';
import { API_MESSAGE_KEYS, createApi } from './api.ts';
import { followChat } from './realtime-chat.ts';

export const CHAT_KEYS = [
  ...API_MESSAGE_KEYS,
  'chat.title',
  'chat.log',
  'chat.empty',
  'chat.pending',
  'chat.label',
  'chat.placeholder',
  'chat.hint',
  'chat.count',
  'chat.send',
  'chat.sending',
  'chat.wait',
  'chat.disabled',
  'chat.banned',
  'chat.slowMode',
  'chat.moderated',
  'chat.newMessages',
  'chat.announceOne',
  'chat.announceMany',
] as const;

type Messages = Record<(typeof CHAT_KEYS)[number], string>;

interface Props {
  locale: Locale;
  messages: Messages;
  productId: number;
  /** The history the page read (GET /api/products/{id}/chat): the panel follows the chat from its cursor. */
  initial: ChatAnswer;
  timezone: string;
  /** CHAT_TEXT_MAX, given by the page: the module that holds it would bring zod into the bundle. */
  maxLength: number;
  /** The panel's heading where "Chat" would not say enough (a meet's lobby); else `chat.title`. */
  title?: string;
  /** A line under the heading saying what this chat is for. */
  lead?: string;
}

/** A screen reader hears at most one announcement this often (the latest message, or how many came). */
const ANNOUNCE_EVERY_MS = 4_000;
/** Closer than this to the bottom of the list counts as "at the bottom" (new messages scroll into view). */
const BOTTOM_SLACK_PX = 48;
/** Addresses shown as links when the room allows them (else as the text they are). */
const URL_RE = /(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]])/g;

/** The messages by id, oldest first (an approval updates one in its place). */
function upsert(list: ChatMessageAnswer[], message: ChatMessageAnswer): ChatMessageAnswer[] {
  if (message.state === 'hidden') return list.filter((m) => m.id !== message.id);
  const i = list.findIndex((m) => m.id === message.id);
  if (i >= 0) return list.map((m, j) => (j === i ? message : m));
  return [...list, message].sort((a, b) => a.id - b.id);
}

function timeFormatter(locale: Locale, timezone: string) {
  const options = { hour: '2-digit', minute: '2-digit' } as const;
  try {
    return new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: timezone || SITE_TIME_ZONE });
  } catch {
    return new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: SITE_TIME_ZONE });
  }
}

/** A message's words as text nodes (never HTML); its addresses as links when the room allows them. */
function MessageText({ text, links }: { text: string; links: boolean }) {
  if (!links) return <>{text}</>;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_RE)) {
    const at = match.index ?? 0;
    if (at > last) parts.push(text.slice(last, at));
    parts.push(
      <a key={at} href={match[0]} rel="nofollow noopener ugc" target="_blank">
        {match[0]}
      </a>,
    );
    last = at + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

/**
 * The chat of a live moment (issue 21), beside the player or in a meet's lobby: the history the page read, then the chat's events on the tab's
 * one realtime connection (new and approved messages, removals, the room's switches); a composer with
 * a character count, Enter to send, and the API's reasons to wait (flood control, slow mode) counted down.
 * A polite live region announces what comes, at most once every few seconds.
 */
export default function ChatPanel({
  locale,
  messages: m,
  productId,
  initial,
  timezone,
  maxLength,
  title,
  lead,
}: Props) {
  const [list, setList] = useState<ChatMessageAnswer[]>(initial.messages);
  const [room, setRoom] = useState<ChatRoomAnswer>(initial.room);
  const [banned, setBanned] = useState(initial.banned);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const [waitUntil, setWaitUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [unseen, setUnseen] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const moderator = initial.moderator;
  const api = useMemo(() => createApi(locale, m), [locale, m]);
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const atBottom = useRef(true);
  const mine = useRef(new Set<number>());
  const heard = useRef<{ count: number; last: ChatMessageAnswer | null; timer: number | undefined }>({
    count: 0,
    last: null,
    timer: undefined,
  });
  const time = useRef(timeFormatter(locale, timezone));

  // Others' new messages, summed up for screen readers: one announcement per ANNOUNCE_EVERY_MS at most.
  const announce = useCallback(
    (message: ChatMessageAnswer) => {
      const h = heard.current;
      h.count += 1;
      h.last = message;
      if (h.timer !== undefined) return;
      h.timer = window.setTimeout(() => {
        const { count, last } = h;
        h.count = 0;
        h.last = null;
        h.timer = undefined;
        if (count === 1 && last) {
          setAnnouncement(
            format(m['chat.announceOne'], { name: last.author.name, text: last.text.slice(0, 200) }),
          );
        } else if (count > 1) setAnnouncement(format(m['chat.announceMany'], { count }));
      }, ANNOUNCE_EVERY_MS);
    },
    [m],
  );
  useEffect(() => () => window.clearTimeout(heard.current.timer), []);

  useEffect(() => {
    return followChat(productId, initial.cursor, {
      room: (next) => setRoom(next),
      message: (message) =>
        setList((current) => {
          const fresh = !current.some((x) => x.id === message.id);
          if (fresh && message.state !== 'hidden' && !mine.current.has(message.id)) announce(message);
          return upsert(current, message);
        }),
      removal: (removal) => setList((current) => current.filter((x) => x.id !== removal.id)),
    });
  }, [productId, initial.cursor, announce]);

  // New messages: follow them down, unless the reader scrolled up (then a button says they came).
  const count = list.length;
  const seen = useRef(count);
  // A list taller than its box scrolls, by keyboard too: then it takes the focus (tab stop).
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const log = logRef.current;
    const added = count - seen.current;
    seen.current = count;
    if (!log) return;
    setOverflows(log.scrollHeight > log.clientHeight);
    if (atBottom.current) log.scrollTop = log.scrollHeight;
    else if (added > 0) setUnseen((n) => n + added);
  }, [count]);
  useEffect(() => {
    const log = logRef.current;
    if (!log || typeof ResizeObserver === 'undefined') return;
    // The box changes size (the composer grows with a wait or an error, a phone turns): the newest stay in view.
    const observer = new ResizeObserver(() => {
      setOverflows(log.scrollHeight > log.clientHeight);
      if (atBottom.current) log.scrollTop = log.scrollHeight;
    });
    observer.observe(log);
    return () => observer.disconnect();
  }, []);
  const toBottom = () => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
    atBottom.current = true;
    setUnseen(0);
  };
  const onScroll = () => {
    const log = logRef.current;
    if (!log) return;
    atBottom.current = log.scrollHeight - log.scrollTop - log.clientHeight < BOTTOM_SLACK_PX;
    if (atBottom.current) setUnseen(0);
  };

  // A wait (flood control, slow mode): counted down each second until it passes.
  const waiting = waitUntil > now;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(1_000, waitUntil - now));
    return () => window.clearTimeout(timer);
  }, [waiting, waitUntil, now]);
  const secondsLeft = Math.max(0, Math.ceil((waitUntil - now) / 1000));

  const send = async () => {
    const body = text.trim();
    if (!body || sending || waiting) return;
    setSending(true);
    setError('');
    const res = await api<ChatMessageAnswer>(`/api/products/${productId}/chat`, {
      method: 'POST',
      body: { text: body },
      // A ban (403) is this chat's word, not the session's end.
      logoutOnAuthError: false,
    });
    setSending(false);
    if (res.ok) {
      mine.current.add(res.data.id);
      setText('');
      atBottom.current = true;
      setList((current) => upsert(current, res.data));
      // The send button empties with the text: the writing goes on in the box.
      inputRef.current?.focus();
      return;
    }
    const code = res.error.code;
    setError(res.error.message);
    if (code === 'CHAT_BANNED') setBanned(true);
    if (code === 'CHAT_DISABLED') setRoom((r) => ({ ...r, disabled: true }));
    // Too fast, or slow mode: the API's message says how long to wait (its Retry-After, in words).
    const retryAfter = res.status === 429 ? Number(/\d+/.exec(res.error.message)?.[0] ?? 0) : 0;
    if (retryAfter > 0) {
      const at = Date.now();
      setNow(at);
      setWaitUntil(at + retryAfter * 1000);
    }
  };
  // The wait is over: its explanation goes with it.
  useEffect(() => {
    if (!waiting && waitUntil > 0) {
      setWaitUntil(0);
      setError('');
    }
  }, [waiting, waitUntil]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const closed = room.disabled && !moderator;
  const length = text.length;
  return (
    <section className="chat" aria-labelledby="chat-title">
      <div className="chat__head">
        <h2 className="chat__title" id="chat-title">
          {title ?? m['chat.title']}
        </h2>
        {lead && <p className="chat__lead">{lead}</p>}
      </div>
      {(room.slowModeSeconds > 0 || (room.moderated && !moderator)) && !closed && !banned && (
        <div className="chat__notes">
          {room.slowModeSeconds > 0 && (
            <p className="chat__note">{format(m['chat.slowMode'], { seconds: room.slowModeSeconds })}</p>
          )}
          {room.moderated && !moderator && <p className="chat__note">{m['chat.moderated']}</p>}
        </div>
      )}
      <div className="chat__body">
        <div
          className="chat__scroll"
          ref={logRef}
          onScroll={onScroll}
          tabIndex={overflows ? 0 : undefined}
          data-testid="chat-scroll"
        >
          <ol className="chat__log" aria-label={m['chat.log']} data-testid="chat-log">
            {list.length === 0 && <li className="chat__empty muted">{m['chat.empty']}</li>}
            {list.map((message) => (
              <li key={message.id} className="chat__message" data-state={message.state}>
                <p className="chat__meta">
                  <span className="chat__author">{message.author.name}</span>{' '}
                  <time className="chat__time" dateTime={message.createdAt}>
                    {time.current.format(new Date(message.createdAt))}
                  </time>
                </p>
                <p className="chat__text">
                  <MessageText text={message.text} links={room.linksAllowed} />
                </p>
                {message.state === 'pending' && <p className="chat__pending">{m['chat.pending']}</p>}
              </li>
            ))}
          </ol>
        </div>
        {unseen > 0 && (
          <button type="button" className="button button--primary chat__unseen" onClick={toBottom}>
            {m['chat.newMessages']} ({unseen}) <span aria-hidden="true">↓</span>
          </button>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      {banned ? (
        <p className="chat__closed" role="status">
          {m['chat.banned']}
        </p>
      ) : closed ? (
        <p className="chat__closed" role="status">
          {m['chat.disabled']}
        </p>
      ) : (
        <form className="chat__composer" onSubmit={onSubmit} noValidate>
          {room.disabled && <p className="chat__note">{m['chat.disabled']}</p>}
          <label className="visually-hidden" htmlFor="chat-input">
            {m['chat.label']}
          </label>
          <textarea
            id="chat-input"
            ref={inputRef}
            className="chat__input"
            rows={2}
            maxLength={maxLength}
            value={text}
            placeholder={m['chat.placeholder']}
            aria-describedby="chat-hint chat-count"
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <div className="chat__row">
            <span id="chat-count" className="chat__count muted" data-full={length >= maxLength || undefined}>
              {format(m['chat.count'], { count: length, max: maxLength })}
            </span>
            <button
              type="submit"
              className="button button--primary chat__send"
              disabled={sending || waiting || text.trim() === ''}
            >
              {sending ? m['chat.sending'] : m['chat.send']}
            </button>
          </div>
          <p id="chat-hint" className="chat__hint muted">
            {m['chat.hint']}
          </p>
          {error && (
            <p className="alert alert--error chat__error" role="alert">
              {error}
            </p>
          )}
          {waiting && (
            <p className="chat__wait" data-testid="chat-wait">
              {format(m['chat.wait'], { seconds: secondsLeft })}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
