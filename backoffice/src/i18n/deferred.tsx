import { type ReactNode, useEffect, useState } from 'react';
import { useLocale } from 'react-admin';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../api/src/shared/locale.ts';
import { rememberMessages } from './deferredPhrases';

/**
 * Messages of screens few people open (the modules catalogue and its settings, the home editor), kept out
 * of the language chunk every screen pays for: a `*.deferred.{en,es,pt}.ts` file has the same layout as a
 * feature's messages (ADMIN.<FEATURE>.*), and `<WithMessages>` loads the language in use before its
 * screen renders. From then on `translate('ADMIN…')` finds them like any other key (createI18nProvider
 * asks here first), so the screens keep react-admin's keys, labels and validators unchanged.
 */
export type DeferredLoaders = Record<Locale, () => Promise<{ default: object }>>;

const loaded = new Map<() => Promise<{ default: object }>, Promise<void>>();

function load(locale: Locale, loaders: DeferredLoaders): Promise<void> {
  const loader = loaders[locale];
  let done = loaded.get(loader);
  if (!done) {
    done = loader().then(({ default: tree }) => rememberMessages(locale, tree));
    // A failed load (a dropped connection) is tried again by the next mount.
    done.catch(() => loaded.delete(loader));
    loaded.set(loader, done);
  }
  return done;
}

/** Renders `children` once the deferred messages of the language in use are there. */
export function WithMessages({ loaders, children }: { loaders: DeferredLoaders; children: ReactNode }) {
  const current = useLocale();
  const locale: Locale = isLocale(current) ? current : DEFAULT_LOCALE;
  const [ready, setReady] = useState<Locale | null>(null);
  useEffect(() => {
    let wanted = true;
    void load(locale, loaders).then(
      () => wanted && setReady(locale),
      () => undefined,
    );
    return () => {
      wanted = false;
    };
  }, [locale, loaders]);
  return ready === locale ? children : null;
}
