import { useMemo, useState } from 'react';
import type { LessonProgressAnswer } from '../../../../api/src/shared/learning.ts';
import type { Locale } from '../../i18n/index.ts';
import { LESSON_WATCHED_EVENT } from '../../lib/learn-events.ts';
import { API_MESSAGE_KEYS, createApi } from '../api.ts';
import { notify } from '../notify.ts';

export const WATCHED_TOGGLE_KEYS = [
  ...API_MESSAGE_KEYS,
  'learn.watchedToggle',
  'learn.watchSaved',
  'learn.unwatchSaved',
  'learn.watchFailed',
] as const;

type Messages = Record<(typeof WATCHED_TOGGLE_KEYS)[number], string>;

interface Props {
  locale: Locale;
  messages: Messages;
  lessonId: number;
  watched: boolean;
}

/**
 * The lesson's watched mark (PUT /api/lessons/{id}/progress). Shown checked at once; if saving fails the
 * box goes back and spec 8's "failed to update lesson watch status" says so, in the user's language.
 */
export default function WatchedToggle({ locale, messages: m, lessonId, watched: initial }: Props) {
  const api = useMemo(() => createApi(locale, m), [locale, m]);
  const [watched, setWatched] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  async function change(next: boolean) {
    setWatched(next);
    setBusy(true);
    setStatus(null);
    const res = await api<LessonProgressAnswer>(`/api/lessons/${lessonId}/progress`, {
      method: 'PUT',
      body: { watched: next },
    });
    setBusy(false);
    if (!res.ok) {
      setWatched(!next);
      // Spec 8's words first; the server's reason after it when it gave one.
      const reason = res.error.code === 'SERVER_ERROR' ? '' : `: ${res.error.message}`;
      const text = `${m['learn.watchFailed']}${reason}`;
      setStatus({ ok: false, text });
      notify('error', text);
      return;
    }
    setWatched(res.data.watched);
    setStatus({ ok: true, text: m[res.data.watched ? 'learn.watchSaved' : 'learn.unwatchSaved'] });
    window.dispatchEvent(
      new CustomEvent(LESSON_WATCHED_EVENT, { detail: { lessonId, watched: res.data.watched } }),
    );
  }

  return (
    <div className="watched">
      <label className="watched-toggle">
        <input
          type="checkbox"
          checked={watched}
          aria-busy={busy || undefined}
          onChange={(e) => void change(e.currentTarget.checked)}
        />
        {m['learn.watchedToggle']}
      </label>
      <p
        className={status && !status.ok ? 'lesson-status field__error' : 'lesson-status muted'}
        role={status && !status.ok ? 'alert' : 'status'}
      >
        {status?.text ?? ''}
      </p>
    </div>
  );
}
