import type { DeferredLoaders } from '../i18n/deferred';

/** The home editor's messages, loaded with it (i18n/deferred.tsx). */
export const HOME_EDITOR_MESSAGES: DeferredLoaders = {
  en: () => import('./home-editor.deferred.en'),
  es: () => import('./home-editor.deferred.es'),
  pt: () => import('./home-editor.deferred.pt'),
};
