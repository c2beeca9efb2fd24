import { lazy, StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { Locale } from '../../api/src/shared/locale.ts';
import { type Area, areaFromPath } from './area';
import { initialLocale, loadMessages, persistLocale } from './i18n/load';
import { loadSession, setSessionUser } from './session';
import { SignInForm } from './signin/SignInForm';
import { nextPath, signIn } from './signin/signIn';

// The first chunk holds React, the sign-in form and this file only. A visitor without a session gets the
// form at once; react-admin, MUI and the screens (with the messages of the language in use, and only
// those) arrive in later chunks: once signed in, or while the visitor types.
const root = document.getElementById('root');
const area = areaFromPath(window.location.pathname);
const boot = <div className="boot" role="status" aria-label="Platea" />;

const loadConsole = (locale: Locale) => Promise.all([import('./App'), loadMessages(locale)]);

function startConsole(reactRoot: ReturnType<typeof createRoot>, locale: Locale) {
  const App = lazy(async () => {
    const [app, messages] = await loadConsole(locale);
    const Console = app.default;
    return {
      default: () => (
        <Console area={areaFromPath(window.location.pathname)} locale={locale} messages={messages} />
      ),
    };
  });
  reactRoot.render(
    <StrictMode>
      <Suspense fallback={boot}>
        <App />
      </Suspense>
    </StrictMode>,
  );
}

/** The sign-in page before the console has loaded; on success the console opens at `next`. */
function SignInPage({
  area,
  next,
  onSignedIn,
}: {
  area: Area;
  next: string;
  onSignedIn: (l: Locale) => void;
}) {
  const [locale, setLocale] = useState(initialLocale);
  return (
    <SignInForm
      area={area}
      locale={locale}
      onLocaleChange={(code) => {
        persistLocale(code);
        setLocale(code);
      }}
      onFirstInput={() => void loadConsole(locale).catch(() => undefined)}
      submit={async (email, password) => {
        setSessionUser(await signIn(email, password, locale));
        window.history.replaceState(null, '', next);
        onSignedIn(locale);
      }}
    />
  );
}

function isSignInPath(pathname: string): boolean {
  return pathname.replace(/\/$/, '') === `/${area}/login`;
}

if (root) {
  const reactRoot = createRoot(root);
  const showSignIn = (next: string) =>
    reactRoot.render(
      <StrictMode>
        <SignInPage area={area} next={next} onSignedIn={(locale) => startConsole(reactRoot, locale)} />
      </StrictMode>,
    );
  const { pathname, search } = window.location;
  if (isSignInPath(pathname)) {
    showSignIn(nextPath(area, new URLSearchParams(search).get('next')));
  } else {
    // One session check (kept by session.ts, so the console does not ask again): signed in, the console
    // loads; signed out, the form shows at /<area>/login, and signing in comes back here.
    loadSession().then((user) => {
      if (user) return startConsole(reactRoot, initialLocale());
      const here = `${pathname}${search}`;
      const next = nextPath(area, here);
      const home = next === `/${area}`;
      window.history.replaceState(
        null,
        '',
        `/${area}/login${home ? '' : `?next=${encodeURIComponent(next)}`}`,
      );
      showSignIn(next);
    });
  }
}
