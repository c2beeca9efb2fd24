/** The open lab's screen strings, loaded with its screens (i18n/lazy.ts), by language. */
export const OPENLAB_STRINGS = {
  en: () => import('./openlab.en'),
  es: () => import('./openlab.es'),
  pt: () => import('./openlab.pt'),
};
