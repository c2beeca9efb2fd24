/** The form creator's strings, loaded with the screen that shows it (i18n/lazy.ts), by language. */
export const FORM_CREATOR_STRINGS = {
  en: () => import('./formCreator.en'),
  es: () => import('./formCreator.es'),
  pt: () => import('./formCreator.pt'),
};
