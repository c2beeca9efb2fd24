import { useId, useMemo, useState } from 'react';
import type { SubscribeAnswer } from '../../../api/src/shared/commerce.ts';
import { format, type Locale } from '../i18n/index.ts';
import { API_MESSAGE_KEYS, createApi } from './api.ts';
import { ConfirmDialog } from './commerce/ConfirmDialog.tsx';
import { CheckField } from './form/CheckField.tsx';
import { FormAlert } from './form/FormAlert.tsx';
import { notify } from './notify.ts';

export const CHANNEL_SUBSCRIBE_KEYS = [
  ...API_MESSAGE_KEYS,
  'channel.subscribe',
  'channel.subscribed',
  'channel.renewsOn',
  'channel.unsubscribe',
  'channel.unsubscribeTitle',
  'channel.unsubscribeBody',
  'channel.unsubscribeConfirm',
  'channel.keep',
  'channel.cancelled',
  'channel.activeUntil',
  'channel.working',
  'buy.terms',
  'buy.termsLink',
  'buy.termsRequired',
  'commerce.sub.confirmTitle',
  'commerce.sub.confirmBody',
  'commerce.sub.provider',
  'commerce.sub.confirm',
  'commerce.sub.back',
  'commerce.sub.unavailable',
  'commerce.sub.resume',
  'commerce.sub.resumeTitle',
  'commerce.sub.resumeBody',
  'commerce.sub.resumed',
  'commerce.checkout.provider.demo',
  'commerce.checkout.provider.stripe',
] as const;

type Messages = Record<(typeof CHANNEL_SUBSCRIBE_KEYS)[number], string>;
type State = 'none' | 'subscribed' | 'cancelled';

interface Props {
  locale: Locale;
  messages: Messages;
  channelId: number;
  channelTitle: string;
  /** "10,00 € al mes", formatted by the page. */
  price: string;
  state: State;
  subscriptionId: number | null;
  /** The paid-through date, formatted by the page (cancelled: content stays until then). */
  validUntil: string | null;
  /** Who takes a subscription's payments (Stripe, else the demo outside production); null: nobody. */
  provider: 'stripe' | 'demo' | null;
  /** My stuff's rows have their own status: they reload after a change, and say no state line. */
  inList?: boolean;
}

/**
 * A channel's monthly subscription (spec 2, 4): subscribing goes through a confirmation with the price,
 * the terms and the payment provider, like any checkout; unsubscribing asks first and keeps the content
 * until the paid-through date; a cancelled one still in its period can be resumed (nothing charged).
 */
export default function ChannelSubscribe(props: Props) {
  const { locale, messages: m, channelId, channelTitle, price, provider } = props;
  const api = useMemo(() => createApi(locale, m), [locale, m]);
  const id = useId();
  const [state, setState] = useState<State>(props.state);
  const [dialog, setDialog] = useState<'subscribe' | 'cancel' | 'resume' | null>(null);
  const [terms, setTerms] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function fail(message: string) {
    setBusy(false);
    setDialog(null);
    setError(message);
    notify('error', message);
  }

  async function subscribe() {
    if (!terms) return setTermsError(m['buy.termsRequired']);
    setBusy(true);
    setError(null);
    const result = await api<SubscribeAnswer>(`/api/channels/${channelId}/subscribe`, {
      method: 'POST',
      body: provider ? { provider } : {},
    });
    if (!result.ok) return fail(result.error.message);
    window.location.assign(result.data.redirectUrl ?? '/mystuff/subscriptions?payment=ok');
  }

  async function change(action: 'cancel' | 'resume') {
    if (props.subscriptionId === null) return;
    setBusy(true);
    setError(null);
    const result = await api(`/api/subscriptions/${props.subscriptionId}/${action}`, { method: 'POST' });
    if (!result.ok) return fail(result.error.message);
    if (props.inList) {
      // The list is drawn again with the new status; it says what changed once it is back.
      window.location.assign(
        `${window.location.pathname}?subscription=${action === 'cancel' ? 'cancelled' : 'resumed'}`,
      );
      return;
    }
    notify('success', m[action === 'cancel' ? 'channel.cancelled' : 'commerce.sub.resumed']);
    setBusy(false);
    setDialog(null);
    setState(action === 'cancel' ? 'cancelled' : 'subscribed');
  }

  const until = props.validUntil;
  const back = (
    <button
      type="button"
      className="button button--secondary"
      disabled={busy}
      onClick={() => setDialog(null)}
    >
      {dialog === 'cancel' ? m['channel.keep'] : m['commerce.sub.back']}
    </button>
  );
  return (
    <div className="channel-sub__actions">
      {error && <FormAlert>{error}</FormAlert>}
      {state === 'none' &&
        (provider ? (
          <button type="button" className="button button--primary" onClick={() => setDialog('subscribe')}>
            {m['channel.subscribe']}
          </button>
        ) : (
          <p className="muted">{m['commerce.sub.unavailable']}</p>
        ))}
      {state === 'subscribed' && (
        <>
          {!props.inList && (
            <p className="channel-sub__state" role="status">
              {m['channel.subscribed']}
              {until && <> · {format(m['channel.renewsOn'], { date: until })}</>}
            </p>
          )}
          <button type="button" className="button button--secondary" onClick={() => setDialog('cancel')}>
            {m['channel.unsubscribe']}
          </button>
        </>
      )}
      {state === 'cancelled' && (
        <>
          {!props.inList && (
            <p className="channel-sub__state channel-sub__state--cancelled" role="status">
              {m['channel.cancelled']}
              {until && <> · {format(m['channel.activeUntil'], { date: until })}</>}
            </p>
          )}
          {until && (
            <button type="button" className="button button--primary" onClick={() => setDialog('resume')}>
              {m['commerce.sub.resume']}
            </button>
          )}
        </>
      )}

      {/* Each dialog exists only where it can open, so a page's text holds no hidden copies. */}
      {state === 'none' && provider && (
        <ConfirmDialog
          open={dialog === 'subscribe'}
          onClose={() => setDialog(null)}
          title={format(m['commerce.sub.confirmTitle'], { channel: channelTitle })}
          actions={
            <>
              {back}
              <button type="button" className="button button--primary" disabled={busy} onClick={subscribe}>
                {busy ? m['channel.working'] : m['commerce.sub.confirm']}
              </button>
            </>
          }
        >
          <p className="confirm-dialog__price">{price}</p>
          <p>{m['commerce.sub.confirmBody']}</p>
          {provider && (
            <p>
              {m['commerce.sub.provider']}: <strong>{m[`commerce.checkout.provider.${provider}`]}</strong>
            </p>
          )}
          <CheckField
            id={`${id}-terms`}
            name="termsAccepted"
            checked={terms}
            onCheckedChange={(checked) => {
              setTerms(checked);
              if (checked) setTermsError(null);
            }}
            error={termsError ?? undefined}
            required
          >
            {m['buy.terms']}{' '}
            <a href="/aviso-legal" target="_blank" rel="noopener">
              {m['buy.termsLink']}
            </a>
          </CheckField>
        </ConfirmDialog>
      )}

      {state === 'subscribed' && (
        <ConfirmDialog
          open={dialog === 'cancel'}
          onClose={() => setDialog(null)}
          title={m['channel.unsubscribeTitle']}
          actions={
            <>
              {back}
              <button
                type="button"
                className="button button--danger"
                disabled={busy}
                onClick={() => change('cancel')}
              >
                {busy ? m['channel.working'] : m['channel.unsubscribeConfirm']}
              </button>
            </>
          }
        >
          <p>{m['channel.unsubscribeBody']}</p>
          {until && <p>{format(m['channel.activeUntil'], { date: until })}</p>}
        </ConfirmDialog>
      )}

      {state === 'cancelled' && until && (
        <ConfirmDialog
          open={dialog === 'resume'}
          onClose={() => setDialog(null)}
          title={m['commerce.sub.resumeTitle']}
          actions={
            <>
              {back}
              <button
                type="button"
                className="button button--primary"
                disabled={busy}
                onClick={() => change('resume')}
              >
                {busy ? m['channel.working'] : m['commerce.sub.resume']}
              </button>
            </>
          }
        >
          <p>{format(m['commerce.sub.resumeBody'], { date: until, price })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
