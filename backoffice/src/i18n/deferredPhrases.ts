import { isLocale, type Locale } from '../../../api/src/shared/locale.ts';
import { fill } from './fill';

/** The phrases of the deferred message files loaded so far (deferred.tsx), by language and key. */
const phrases = new Map<Locale, Map<string, string>>();

function flatten(tree: object, into: Map<string, string>, prefix = '') {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(path, value);
    else if (value && typeof value === 'object') flatten(value, into, path);
  }
}

/** Adds a loaded file's messages to its language. */
export function rememberMessages(locale: Locale, tree: object) {
  const map = phrases.get(locale) ?? new Map<string, string>();
  flatten(tree, map);
  phrases.set(locale, map);
}

/**
 * The deferred message `key` of `locale`, as polyglot would say it: `%{name}` filled from `options`, and
 * of `one |||| other` the form for `smart_count` (en, es and pt: 1 is singular, anything else plural).
 * Undefined until loaded.
 */
export function deferredMessage(locale: string, key: string, options?: Record<string, unknown>) {
  let phrase = isLocale(locale) ? phrases.get(locale)?.get(key) : undefined;
  if (phrase === undefined) return undefined;
  const count = options?.smart_count;
  if (phrase.includes('||||')) {
    const forms = phrase.split('||||').map((form) => form.trim());
    phrase = (typeof count === 'number' && count !== 1 ? forms[1] : forms[0]) ?? forms[0];
  }
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(options ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') params[name] = value;
  }
  return fill(phrase, params);
}
