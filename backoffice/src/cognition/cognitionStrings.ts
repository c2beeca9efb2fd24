/** Cognition's screen strings, loaded with the screen (i18n/lazy.ts), by language. */
export const COGNITION_STRINGS = {
  en: () => import('./cognition.en'),
  es: () => import('./cognition.es'),
  pt: () => import('./cognition.pt'),
};
