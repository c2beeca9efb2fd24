import { useMemo, useState } from 'react';
import { format } from '../i18n/format.ts';
import type { Locale } from '../i18n/index.ts';
import { intlLocale } from '../i18n/intl.ts';
import type { SessionUser } from '../lib/types.ts';
import { API_MESSAGE_KEYS, createApi } from './api.ts';
import { notify } from './notify.ts';

export const ACCOUNT_ORGANIZER_KEYS = [
  ...API_MESSAGE_KEYS,
  'account.organizer.intro',
  'account.organizer.request',
  'account.organizer.requesting',
  'account.organizer.requested',
  'account.organizer.sent',
] as const;

type Messages = Record<(typeof ACCOUNT_ORGANIZER_KEYS)[number], string>;

interface Props {
  locale: Locale;
  messages: Messages;
  /** When the request was sent (ISO date), null when it was not. */
  requestedAt: string | null;
  /** The user's time zone, so the server and the browser write the same date. */
  timezone: string;
}

/** "Become an organizer" of /account/my-data (spec 6: the team validates the upgrade). */
export default function AccountOrganizerRequest({ locale, messages: m, requestedAt, timezone }: Props) {
  const api = useMemo(() => createApi(locale, m), [locale, m]);
  const [sentAt, setSentAt] = useState(requestedAt);
  const [busy, setBusy] = useState(false);

  async function request() {
    setBusy(true);
    const result = await api<SessionUser>('/api/auth/me', {
      method: 'PUT',
      body: { requestOrganizer: true },
    });
    setBusy(false);
    if (!result.ok) {
      notify('error', result.error.message);
      return;
    }
    setSentAt(result.data.organizerRequestedAt ?? new Date().toISOString());
    notify('success', m['account.organizer.sent']);
  }

  if (sentAt) {
    return (
      <p className="alert alert--info" role="status">
        {format(m['account.organizer.requested'], { date: formatDate(sentAt, locale, timezone) })}
      </p>
    );
  }
  return (
    <div className="organizer-request">
      <p>{m['account.organizer.intro']}</p>
      <button type="button" className="button button--secondary" disabled={busy} onClick={request}>
        {busy ? m['account.organizer.requesting'] : m['account.organizer.request']}
      </button>
    </div>
  );
}

function formatDate(iso: string, locale: Locale, timezone: string): string {
  const date = new Date(iso);
  try {
    return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: timezone }).format(
      date,
    );
  } catch {
    return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  }
}
