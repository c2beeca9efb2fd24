import type { Provider, Quote } from './checkout-types.ts';

/** Who takes the payment: a choice when several providers are on, else the one that will. */
export function ProviderChoice({
  quote,
  chosen,
  label,
  nameOf,
  onChoose,
}: {
  quote: Quote;
  chosen: Provider | null;
  label: string;
  nameOf: (p: Provider) => string;
  onChoose: (p: Provider) => void;
}) {
  const { providers } = quote;
  if (providers.length > 1) {
    return (
      <fieldset className="checkout-providers">
        <legend>{label}</legend>
        {providers.map((p) => (
          <label key={p} className="checkout-providers__option">
            <input
              type="radio"
              name="provider"
              value={p}
              checked={(chosen ?? quote.provider) === p}
              onChange={() => onChoose(p)}
            />
            {nameOf(p)}
          </label>
        ))}
      </fieldset>
    );
  }
  if (!quote.provider) return null;
  return (
    <p className="checkout-form__provider">
      {label}: <strong>{nameOf(quote.provider)}</strong>
    </p>
  );
}
