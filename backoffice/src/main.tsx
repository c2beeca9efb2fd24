import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { areaFromPath } from './area';

// The first chunk holds React and this file only: react-admin, MUI and the screens arrive in later chunks.
const App = lazy(() => import('./App'));

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Suspense fallback={<div className="boot" role="status" aria-label="Platea" />}>
        <App area={areaFromPath(window.location.pathname)} />
      </Suspense>
    </StrictMode>,
  );
}
