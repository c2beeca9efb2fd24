import type { DeferredLoaders } from '../i18n/deferred';

/** The catalogue's and its settings screens' messages, loaded with them (i18n/deferred.tsx). */
export const MODULES_MESSAGES: DeferredLoaders = {
  en: () => import('./modules.deferred.en'),
  es: () => import('./modules.deferred.es'),
  pt: () => import('./modules.deferred.pt'),
};
