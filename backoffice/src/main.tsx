import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { areaFromPath } from './area';
import { initialLocale, loadMessages } from './i18n/load';

// The first chunk holds React and this file only: react-admin, MUI and the screens arrive in later chunks,
// with the messages of the language in use (and only those) loaded alongside.
const locale = initialLocale();
const App = lazy(async () => {
  const [app, messages] = await Promise.all([import('./App'), loadMessages(locale)]);
  const Console = app.default;
  return {
    default: () => (
      <Console area={areaFromPath(window.location.pathname)} locale={locale} messages={messages} />
    ),
  };
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Suspense fallback={<div className="boot" role="status" aria-label="Platea" />}>
        <App />
      </Suspense>
    </StrictMode>,
  );
}
