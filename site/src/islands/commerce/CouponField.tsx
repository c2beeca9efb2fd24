import { format } from '../../i18n/index.ts';

type Messages = Record<
  | 'buy.coupon'
  | 'form.optional'
  | 'commerce.checkout.couponApply'
  | 'commerce.checkout.couponApplied'
  | 'commerce.checkout.couponRemove',
  string
>;

interface Props {
  id: string;
  messages: Messages;
  /** The site's `coupons` switch: off, there is no field (a code brought from the home still shows). */
  enabled: boolean;
  value: string;
  onValueChange: (value: string) => void;
  /** The code the current total includes. */
  applied: string | null;
  error?: string;
  busy: boolean;
  onApply: () => void;
  onRemove: () => void;
}

/** The coupon of a checkout: typed, applied by the server (its message when refused), removable. */
export function CouponField({
  id,
  messages: m,
  enabled,
  value,
  onValueChange,
  applied,
  error,
  busy,
  onApply,
  onRemove,
}: Props) {
  const status = applied ? (
    <p className="coupon-field__applied" role="status">
      {format(m['commerce.checkout.couponApplied'], { code: applied })}
      {enabled && (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={onRemove}
          disabled={busy}
        >
          {m['commerce.checkout.couponRemove']}
        </button>
      )}
    </p>
  ) : null;
  if (!enabled) return status;
  const errorId = `${id}-error`;
  return (
    <div className={`field coupon-field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {`${m['buy.coupon']} (${m['form.optional']})`}
      </label>
      <div className="coupon-field__row">
        <div className="field__control">
          <input
            id={id}
            name="couponCode"
            value={value}
            onChange={(event) => onValueChange(event.currentTarget.value)}
            onKeyDown={(event) => {
              // Enter applies the code instead of paying.
              if (event.key === 'Enter') {
                event.preventDefault();
                onApply();
              }
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </div>
        <button type="button" className="button button--secondary" onClick={onApply} disabled={busy}>
          {m['commerce.checkout.couponApply']}
        </button>
        {/* A refused code can be taken out at once, which also re-quotes without it. */}
        {error && !applied && value.trim() && (
          <button type="button" className="button button--ghost" onClick={onRemove} disabled={busy}>
            {m['commerce.checkout.couponRemove']}
          </button>
        )}
      </div>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
      {status}
    </div>
  );
}
