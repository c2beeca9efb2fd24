import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { format, type Locale } from '../i18n/index.ts';
import { API_MESSAGE_KEYS, createApi } from './api.ts';
import { FormAlert } from './form/FormAlert.tsx';
import { notify } from './notify.ts';

export const CHANNEL_SUBSCRIBE_KEYS = [
  ...API_MESSAGE_KEYS,
  'channel.subscribe',
  'channel.subscribed',
  'channel.unsubscribe',
  'channel.unsubscribeTitle',
  'channel.unsubscribeBody',
  'channel.unsubscribeConfirm',
  'channel.keep',
  'channel.cancelled',
  'channel.activeUntil',
  'channel.working',
] as const;

type Messages = Record<(typeof CHANNEL_SUBSCRIBE_KEYS)[number], string>;

interface Props {
  locale: Locale;
  messages: Messages;
  channelId: number;
  /** The user's active subscription to this channel, if any. */
  subscriptionId: number | null;
  /** "Active until" of an already cancelled subscription, formatted by the page. */
  cancelledUntil: string | null;
  timezone?: string;
}

/** Subscribe (POST /api/channels/:id/subscribe) or unsubscribe after a confirmation dialog (spec 2). */
export default function ChannelSubscribe({
  locale,
  messages: m,
  channelId,
  subscriptionId,
  cancelledUntil,
  timezone,
}: Props) {
  const api = useMemo(() => createApi(locale, m), [locale, m]);
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [until, setUntil] = useState<string | null>(cancelledUntil);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  async function subscribe() {
    setBusy(true);
    setError(null);
    const result = await api<{ redirectUrl: string | null }>(`/api/channels/${channelId}/subscribe`, {
      method: 'POST',
    });
    if (!result.ok) {
      setBusy(false);
      setError(result.error.message);
      notify('error', result.error.message);
      return;
    }
    window.location.assign(result.data.redirectUrl ?? '/mystuff/subscriptions');
  }

  async function cancel() {
    if (subscriptionId === null) return;
    setBusy(true);
    setError(null);
    const result = await api<{ validUntil: string | null }>(`/api/subscriptions/${subscriptionId}/cancel`, {
      method: 'POST',
    });
    setBusy(false);
    setOpen(false);
    if (!result.ok) {
      setError(result.error.message);
      notify('error', result.error.message);
      return;
    }
    const date = result.data.validUntil
      ? new Intl.DateTimeFormat(locale, {
          dateStyle: 'long',
          ...(timezone ? { timeZone: timezone } : {}),
        }).format(new Date(result.data.validUntil))
      : '';
    setUntil(date);
    notify('success', m['channel.cancelled']);
  }

  if (until !== null) {
    return (
      <p className="channel-sub__state" role="status">
        {m['channel.cancelled']}
        {until && <> · {format(m['channel.activeUntil'], { date: until })}</>}
      </p>
    );
  }

  if (subscriptionId === null) {
    return (
      <>
        {error && <FormAlert>{error}</FormAlert>}
        <button type="button" className="button button--primary" disabled={busy} onClick={subscribe}>
          {busy ? m['channel.working'] : m['channel.subscribe']}
        </button>
      </>
    );
  }

  return (
    <>
      {error && <FormAlert>{error}</FormAlert>}
      <p className="channel-sub__state">{m['channel.subscribed']}</p>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        {m['channel.unsubscribe']}
      </button>
      <dialog
        ref={dialog}
        className="confirm-dialog"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        onClose={() => setOpen(false)}
      >
        <h2 id={`${id}-title`}>{m['channel.unsubscribeTitle']}</h2>
        <p id={`${id}-body`}>{m['channel.unsubscribeBody']}</p>
        <div className="confirm-dialog__actions">
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => setOpen(false)}
          >
            {m['channel.keep']}
          </button>
          <button type="button" className="button button--danger" disabled={busy} onClick={cancel}>
            {busy ? m['channel.working'] : m['channel.unsubscribeConfirm']}
          </button>
        </div>
      </dialog>
    </>
  );
}
