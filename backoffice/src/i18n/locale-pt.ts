/// <reference types="vite/client" />
import type { TranslationMessages } from 'react-admin';
import { mergeMessages } from './define';
import { pt } from './pt';
import { raPt } from './ra-pt';

/**
 * Every message of the console in this language, and only this language: react-admin's, the core
 * catalogue and each feature's own file (messages.pt.ts beside its screens). A chunk of its own, loaded for
 * the language in use (load.ts).
 */
const features = import.meta.glob<object>('../**/*messages.pt.ts', { eager: true, import: 'default' });

export default Object.values(features).reduce<object>(
  (all, messages) => mergeMessages(all as Record<string, unknown>, messages),
  { ...raPt, ...pt },
) as TranslationMessages;
