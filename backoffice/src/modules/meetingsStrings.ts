/** The meetings' screen strings, loaded with the screen (i18n/lazy.ts), by language. */
export const MEETINGS_STRINGS = {
  en: () => import('./meetings.en'),
  es: () => import('./meetings.es'),
  pt: () => import('./meetings.pt'),
};
