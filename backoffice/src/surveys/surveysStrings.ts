/** The surveys' screen strings, loaded with the screens (i18n/lazy.ts), by language. */
export const SURVEYS_STRINGS = {
  en: () => import('./surveys.en'),
  es: () => import('./surveys.es'),
  pt: () => import('./surveys.pt'),
};
