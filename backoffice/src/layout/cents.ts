/**
 * Cents in the API, euros on screen. An empty amount stays empty: react-admin hands the input '' for a
 * null value, which must not show as "0" (an offer or a price that is not there).
 */
export const toEuros = (cents: number | string | null | undefined) =>
  cents == null || cents === '' ? '' : Number(cents) / 100;
export const toCents = (euros: number | string | null | undefined) =>
  euros === '' || euros == null || Number.isNaN(Number(euros)) ? null : Math.round(Number(euros) * 100);
