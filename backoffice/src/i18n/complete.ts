import type { TranslationMessages } from 'react-admin';

/**
 * react-admin's own message tree with every key required and no open index signatures: a locale typed
 * with it must translate every key ra-language-english has (ra-core's interface lists them all, some as
 * optional), and nothing else.
 */
export type CompleteRaMessages = Complete<Pick<TranslationMessages, 'ra'>>;

type Complete<T> = {
  [K in keyof T as string extends K ? never : K]-?: NonNullable<T[K]> extends string
    ? string
    : Complete<NonNullable<T[K]>>;
};
