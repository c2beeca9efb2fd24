import { type SubmitEvent, useId, useMemo, useState } from 'react';
import type { LessonRatingJson } from '../../../../api/src/shared/learning.ts';
import { format, type Locale } from '../../i18n/index.ts';
import { API_MESSAGE_KEYS, createApi } from '../api.ts';
import { FormAlert } from '../form/FormAlert.tsx';
import { TextAreaField } from '../form/TextAreaField.tsx';
import { useHydrated } from '../form/useHydrated.ts';
import { notify } from '../notify.ts';

export const LESSON_RATING_KEYS = [
  ...API_MESSAGE_KEYS,
  'form.optional',
  'learn.rating.legend',
  'learn.rating.star.one',
  'learn.rating.star.other',
  'learn.rating.comment',
  'learn.rating.save',
  'learn.rating.saved',
  'learn.rating.required',
  'learn.rating.working',
] as const;

type Messages = Record<(typeof LESSON_RATING_KEYS)[number], string>;

interface Props {
  locale: Locale;
  messages: Messages;
  lessonId: number;
  initial: { rating: number; comment: string | null } | null;
}

const STARS = [1, 2, 3, 4, 5] as const;

/** 1–5 stars and an optional comment (PUT /api/lessons/{id}/rating); rating again replaces it. */
export default function LessonRating({ locale, messages: m, lessonId, initial }: Props) {
  const api = useMemo(() => createApi(locale, m), [locale, m]);
  const id = useId();
  const plural = useMemo(() => new Intl.PluralRules(locale), [locale]);
  const [rating, setRating] = useState<number | null>(initial?.rating ?? null);
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [busy, setBusy] = useState(false);
  // Sent by this script only: a click before it has run does nothing (form/useHydrated.ts).
  const hydrated = useHydrated();
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [saved, setSaved] = useState(false);
  const starLabel = (n: number) =>
    format(m[plural.select(n) === 'one' ? 'learn.rating.star.one' : 'learn.rating.star.other'], { count: n });

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (rating === null) {
      setMissing(true);
      return;
    }
    setBusy(true);
    setError(null);
    setSaved(false);
    const res = await api<LessonRatingJson>(`/api/lessons/${lessonId}/rating`, {
      method: 'PUT',
      body: { rating, comment: comment.trim() || null },
    });
    setBusy(false);
    if (!res.ok) {
      setError(res.error.message);
      notify('error', res.error.message);
      return;
    }
    setRating(res.data.rating);
    setComment(res.data.comment ?? '');
    setSaved(true);
    notify('success', m['learn.rating.saved']);
  }

  return (
    <form method="post" className="form" noValidate onSubmit={(e) => void save(e)}>
      {error && <FormAlert>{error}</FormAlert>}
      <fieldset
        className={missing ? 'stars field--invalid' : 'stars'}
        aria-describedby={missing ? `${id}-missing` : undefined}
      >
        <legend>{m['learn.rating.legend']}</legend>
        <div className="stars__row">
          {STARS.map((n) => (
            <label
              key={n}
              className={rating !== null && n <= rating ? 'stars__star stars__star--on' : 'stars__star'}
            >
              <input
                type="radio"
                name={`${id}-rating`}
                value={n}
                checked={rating === n}
                aria-label={starLabel(n)}
                onChange={() => {
                  setRating(n);
                  setMissing(false);
                  setSaved(false);
                }}
              />
              <span aria-hidden="true">{rating !== null && n <= rating ? '★' : '☆'}</span>
            </label>
          ))}
        </div>
        {missing && (
          <p className="field__error" id={`${id}-missing`}>
            {m['learn.rating.required']}
          </p>
        )}
      </fieldset>
      <TextAreaField
        id={`${id}-comment`}
        label={`${m['learn.rating.comment']} (${m['form.optional']})`}
        value={comment}
        onValueChange={(value) => {
          setComment(value);
          setSaved(false);
        }}
        rows={3}
        maxLength={2000}
      />
      <div className="note-form__meta">
        <button type="submit" className="button button--primary" disabled={busy || !hydrated}>
          {busy ? m['learn.rating.working'] : m['learn.rating.save']}
        </button>
        <p className="muted" role="status">
          {saved ? m['learn.rating.saved'] : ''}
        </p>
      </div>
    </form>
  );
}
