/// <reference types="vite/client" />
import type { TranslationMessages } from 'react-admin';
import { mergeMessages } from './define';
import { es } from './es';
import { raEs } from './ra-es';

/**
 * Every message of the console in this language, and only this language: react-admin's, the core
 * catalogue and each feature's own file (messages.es.ts beside its screens). A chunk of its own, loaded for
 * the language in use (load.ts).
 */
const features = import.meta.glob<object>('../**/*messages.es.ts', { eager: true, import: 'default' });

export default Object.values(features).reduce<object>(
  (all, messages) => mergeMessages(all as Record<string, unknown>, messages),
  { ...raEs, ...es },
) as TranslationMessages;
