import type { LessonMeet, MeetJoin, MeetView } from '../../../api/src/shared/meets.ts';
import { LOCALES, type Locale, type MessageKey } from '../i18n/index.ts';
import { createApi } from './api.ts';

/**
 * A meeting's room, a plain script (no React: the pages stay light), for a meet's page (/meets/{slug})
 * and a course lesson held as a meeting (/courses/{slug}/lessons/{id}) (issue 22). Which meeting it is
 * comes from its root's data attributes: where its state is read (`data-state-url`), where a place is
 * asked (`data-join-url`) and, for its host, where it is opened and closed (`data-start-url`,
 * `data-stop-url`). While the meeting is scheduled it counts down to its date; it asks the state every
 * 15 s while the page is seen, so "Enter" appears when the room opens and the room goes away when it
 * ends, without a reload. "Enter" asks the API for a place and the credential (409 when full or ended,
 * in the viewer's language) and opens the provider's prebuilt room in a frame allowed camera, microphone
 * and screen sharing (docs/ARCHITECTURE.md, Meetings: why a frame and not the provider's SDK).
 */

/** The messages every room needs (components/MeetRoom.astro picks them for the page's language). */
export const MEET_ROOM_KEYS = [
  'meets.room.startsIn',
  'meets.room.enter',
  'meets.room.entering',
  'meets.room.title',
  'meets.state.scheduled',
  'meets.state.open',
  'meets.state.ended',
  'errors.server',
  'errors.notFound',
] as const satisfies readonly MessageKey[];

type Messages = Record<(typeof MEET_ROOM_KEYS)[number], string>;
type State = MeetView['state'];

const POLL_MS = 15_000;

function duration(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  const parts = d > 0 ? [`${d} d`, `${h} h`] : h > 0 ? [`${h} h`, `${m} min`] : [`${m} min`, `${s % 60} s`];
  return parts.join(' ');
}

export function startMeetRoom(root: HTMLElement) {
  const page = root.closest('article') ?? document;
  const { stateUrl = '', joinUrl = '' } = root.dataset;
  const locale: Locale = LOCALES.find((l) => l === document.documentElement.lang) ?? 'es';
  const t: Messages = JSON.parse(root.dataset.messages ?? '{}');
  const api = createApi(locale, t);
  const starts = root.dataset.starts ? new Date(root.dataset.starts).getTime() : null;
  const countdown = root.querySelector<HTMLElement>('[data-meet-countdown]');
  const enter = root.querySelector<HTMLElement>('[data-meet-enter]');
  const join = root.querySelector<HTMLButtonElement>('[data-meet-join]');
  const error = root.querySelector<HTMLElement>('[data-meet-error]');
  const stage = page.querySelector<HTMLElement>('[data-meet-stage]');
  const frame = page.querySelector<HTMLElement>('[data-meet-frame]');
  const hostNote = page.querySelector<HTMLElement>('[data-meet-host]');
  const badge = page.querySelector<HTMLElement>('.meet__badge');
  const when = page.querySelector<HTMLElement>('[data-meet-when]');
  let state: State =
    root.dataset.meetState === 'open' || root.dataset.meetState === 'ended'
      ? root.dataset.meetState
      : 'scheduled';

  const say = (text: string | null) => {
    if (!error) return;
    error.textContent = text ?? '';
    error.hidden = !text;
  };

  const soon = page.querySelector<HTMLElement>('[data-meet-soon]');
  /** The way in shows while the meeting is open and its room is not on the page already. */
  const offer = () => {
    if (enter) enter.hidden = state !== 'open' || !!frame?.querySelector('iframe');
  };

  const leave = () => {
    frame?.replaceChildren();
    if (stage) stage.hidden = true;
    if (hostNote) hostNote.hidden = true;
    offer();
  };

  const show = (next: State) => {
    if (next !== state && badge) {
      badge.className = `meet__badge meet__badge--${next}`;
      badge.dataset.state = next;
      badge.textContent = t[`meets.state.${next}`];
      // The page's words for each state: data-scheduled, data-open, data-ended.
      if (when) when.textContent = when.dataset[next] ?? when.textContent;
    }
    state = next;
    if (soon) soon.hidden = next !== 'scheduled';
    // Closed (ended, or back to waiting for its date when it was opened long before): its room goes.
    if (next !== 'open') leave();
    offer();
    tick();
  };

  let ticking: number | undefined;
  function tick() {
    window.clearTimeout(ticking);
    if (!countdown) return;
    const left = starts === null ? -1 : starts - Date.now();
    countdown.hidden = state !== 'scheduled' || left <= 0;
    if (countdown.hidden) return;
    countdown.textContent = t['meets.room.startsIn'].replace('{time}', duration(left));
    ticking = window.setTimeout(tick, left > 3_600_000 ? 60_000 : 1000);
  }

  async function poll() {
    if (document.visibilityState === 'visible' && state !== 'ended') {
      const res = await api<MeetView | LessonMeet>(stateUrl, { accept404: true });
      if (res.ok && res.data.state !== state) show(res.data.state);
    }
    if (state !== 'ended') window.setTimeout(() => void poll(), POLL_MS);
  }

  join?.addEventListener('click', async () => {
    say(null);
    join.disabled = true;
    join.textContent = t['meets.room.entering'];
    const res = await api<MeetJoin>(joinUrl, { method: 'POST' });
    join.disabled = false;
    join.textContent = t['meets.room.enter'];
    if (!res.ok) {
      say(res.error.message);
      if (res.error.code === 'MEET_ENDED') show('ended');
      return;
    }
    const url = res.data.roomUrl;
    if (!url?.startsWith('https://')) {
      say(t['errors.server']);
      return;
    }
    const iframe = document.createElement('iframe');
    iframe.src = url;
    iframe.title = t['meets.room.title'];
    iframe.allow = 'camera; microphone; display-capture; fullscreen; autoplay';
    iframe.dataset.roomCode = res.data.roomCode;
    iframe.dataset.role = res.data.role;
    frame?.replaceChildren(iframe);
    offer();
    if (hostNote) hostNote.hidden = res.data.role !== 'host';
    if (stage) {
      stage.hidden = false;
      stage.scrollIntoView({ block: 'start' });
      iframe.focus();
    }
  });
  page.querySelector('[data-meet-leave]')?.addEventListener('click', leave);

  show(state);
  window.setTimeout(() => void poll(), POLL_MS);
}
