import { type SubmitEvent, useId, useMemo, useState } from 'react';
import type { LessonNoteJson } from '../../../../api/src/shared/learning.ts';
import { format, type Locale } from '../../i18n/index.ts';
import { zonedFormatter } from '../../i18n/intl.ts';
import { API_MESSAGE_KEYS, createApi } from '../api.ts';
import { FormAlert } from '../form/FormAlert.tsx';
import { TextAreaField } from '../form/TextAreaField.tsx';
import { useHydrated } from '../form/useHydrated.ts';
import { notify } from '../notify.ts';

export const LESSON_NOTE_KEYS = [
  ...API_MESSAGE_KEYS,
  'learn.notes.label',
  'learn.notes.hint',
  'learn.notes.save',
  'learn.notes.saved',
  'learn.notes.cleared',
  'learn.notes.savedAt',
  'learn.notes.unsaved',
  'learn.notes.working',
] as const;

type Messages = Record<(typeof LESSON_NOTE_KEYS)[number], string>;

interface Props {
  locale: Locale;
  messages: Messages;
  lessonId: number;
  initial: LessonNoteJson | null;
  timezone: string;
}

/** The viewer's own notes on a lesson (GET/PUT /api/lessons/{id}/note), private to them. */
export default function LessonNote({ locale, messages: m, lessonId, initial, timezone }: Props) {
  const api = useMemo(() => createApi(locale, m), [locale, m]);
  const id = useId();
  const [text, setText] = useState(initial?.text ?? '');
  const [saved, setSaved] = useState({ text: initial?.text ?? '', at: initial?.updatedAt ?? null });
  const [busy, setBusy] = useState(false);
  // Sent by this script only: a click before it has run does nothing (form/useHydrated.ts).
  const hydrated = useHydrated();
  const [error, setError] = useState<string | null>(null);
  const dirty = text.trim() !== saved.text;
  const when = useMemo(() => ({ format: zonedFormatter(locale, timezone, 'short') }), [locale, timezone]);

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const res = await api<LessonNoteJson>(`/api/lessons/${lessonId}/note`, { method: 'PUT', body: { text } });
    setBusy(false);
    if (!res.ok) {
      setError(res.error.message);
      notify('error', res.error.message);
      return;
    }
    setSaved({ text: res.data.text, at: res.data.updatedAt });
    setText(res.data.text);
    notify('success', m[res.data.text ? 'learn.notes.saved' : 'learn.notes.cleared']);
  }

  return (
    <form method="post" className="form note-form" noValidate onSubmit={(e) => void save(e)}>
      {error && <FormAlert>{error}</FormAlert>}
      <TextAreaField
        id={`${id}-note`}
        label={m['learn.notes.label']}
        hint={m['learn.notes.hint']}
        value={text}
        onValueChange={setText}
        rows={8}
        maxLength={20000}
      />
      <div className="note-form__meta">
        <button type="submit" className="button button--primary" disabled={busy || !hydrated}>
          {busy ? m['learn.notes.working'] : m['learn.notes.save']}
        </button>
        <p className="muted" role="status">
          {dirty
            ? m['learn.notes.unsaved']
            : saved.at
              ? format(m['learn.notes.savedAt'], { date: when.format(new Date(saved.at)) })
              : ''}
        </p>
      </div>
    </form>
  );
}
