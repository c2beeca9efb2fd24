import type { LessonMeet, MeetRoomView } from '../../../api/src/shared/meets.ts';
import { format } from '../i18n/format.ts';
import { LOCALES, type Locale, type MessageKey } from '../i18n/index.ts';
import { createApi } from './api.ts';

/**
 * The host's part of a meeting's room (a lesson's teacher, issue 22; components/MeetRoomHost.astro):
 * "Open the room", "Close the room" (asked first in a dialog) and the places taken, read again every
 * 15 s while the room is open and the page seen. Opened or closed, the host's page is drawn again from
 * the server (its state, its way in). The room's own script (islands/meet-room.ts) knows nothing of the
 * host: a meet's page, held to its weight budget, carries none of this.
 */

/** Its messages (MeetRoomHost.astro picks them for the page's language). */
export const MEET_HOST_KEYS = [
  'learn.meet.start',
  'learn.meet.starting',
  'learn.meet.stop',
  'learn.meet.seats',
  'errors.server',
  'errors.notFound',
] as const satisfies readonly MessageKey[];

type State = LessonMeet['state'];
const POLL_MS = 15_000;

export function startMeetHost(controls: HTMLElement) {
  const root = controls.closest<HTMLElement>('[data-meet-room]');
  if (!root) return;
  const { startUrl = '', stopUrl = '' } = controls.dataset;
  const stateUrl = root.dataset.stateUrl ?? '';
  let state: State = root.dataset.meetState === 'open' ? 'open' : 'scheduled';
  const max = Number(controls.dataset.max ?? 0);
  const t: Record<(typeof MEET_HOST_KEYS)[number], string> = JSON.parse(controls.dataset.messages ?? '{}');
  const locale: Locale = LOCALES.find((l) => l === document.documentElement.lang) ?? 'es';
  const api = createApi(locale, t);
  const seats = controls.querySelector<HTMLElement>('[data-meet-seats]');
  const open = controls.querySelector<HTMLButtonElement>('[data-meet-start]');
  const close = controls.querySelector<HTMLButtonElement>('[data-meet-stop]');
  const confirm = controls.querySelector<HTMLDialogElement>('[data-meet-confirm]');
  const error = root.querySelector<HTMLElement>('[data-meet-error]');

  const seen = (state: State, taken?: number | null) => {
    if (open) open.hidden = state === 'open';
    if (close) close.hidden = state !== 'open';
    if (seats) {
      seats.hidden = state !== 'open';
      if (typeof taken === 'number') seats.textContent = format(t['learn.meet.seats'], { count: taken, max });
    }
  };
  // The places taken, while the room is open (the room's script follows its state for everyone).
  async function poll() {
    if (document.visibilityState === 'visible' && state === 'open') {
      const res = await api<LessonMeet>(stateUrl, { accept404: true });
      if (res.ok) {
        state = res.data.state;
        seen(state, res.data.seatsTaken);
      }
    }
    window.setTimeout(() => void poll(), POLL_MS);
  }
  window.setTimeout(() => void poll(), POLL_MS);

  /** Opens or closes the room; the answer is the room's state and its places. */
  async function act(button: HTMLButtonElement, url: string, busy?: string) {
    if (error) error.hidden = true;
    const label = button.textContent;
    button.disabled = true;
    if (busy) button.textContent = busy;
    const res = await api<MeetRoomView>(url, { method: 'POST' });
    button.disabled = false;
    button.textContent = label;
    if (!res.ok) {
      if (error) {
        error.textContent = res.error.message;
        error.hidden = false;
      }
      return;
    }
    seen(res.data.state, res.data.seatsTaken);
    window.location.reload();
  }

  open?.addEventListener('click', () => void act(open, startUrl, t['learn.meet.starting']));
  if (close && confirm) {
    close.addEventListener('click', () => confirm.showModal());
    confirm.addEventListener('close', () => {
      if (confirm.returnValue === 'close') void act(close, stopUrl);
      confirm.returnValue = '';
      close.focus();
    });
  }
}
