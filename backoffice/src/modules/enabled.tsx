import { lazy, type ReactNode, Suspense } from 'react';
import type { ModuleId } from '../../../api/src/shared/enums.ts';
import { NotFoundPage } from '../layout/NotFoundPage';
import { PageLoading } from '../layout/PageLoading';
import { useEnabledModules } from './enabledQuery';
import { NotFoundSlot } from './notFoundSlot';

// Only when the modules cannot be asked: the error and its retry button come with their own chunk.
const LoadFailed = lazy(() => import('./PageStatus').then((m) => ({ default: m.LoadFailed })));

/**
 * A module's screen (App.tsx wraps each module's route in it): drawn only while the module is on. Off,
 * the console answers as it does for any path it does not have (the API answers 404 to the module's
 * routes too), and the screen's chunk is never fetched. The gate is part of the console's own code, not
 * of the screens': a screen importing it would split the not-found page and the menus' parts out of the
 * first screen's chunks (tests/e2e/backoffice-weight.spec.ts).
 */
export const ModuleGate = ({ id, children }: { id: ModuleId; children: ReactNode }) => {
  const { data, isPending, isError, refetch } = useEnabledModules();
  if (isPending) return <PageLoading />;
  if (isError)
    return (
      <Suspense fallback={<PageLoading />}>
        <LoadFailed onRetry={() => refetch()} />
      </Suspense>
    );
  if (!data[id]) return <NotFoundPage />;
  return <NotFoundSlot.Provider value={NotFoundPage}>{children}</NotFoundSlot.Provider>;
};
