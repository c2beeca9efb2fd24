import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { lazy, Suspense, useCallback } from 'react';
import { ConsoleMenuItem } from '../layout/ConsoleMenu';
import { NotFoundPage } from '../layout/NotFoundPage';
import { PageLoading } from '../layout/PageLoading';
import { type ModuleId, type ModuleStates, useModulesApi } from './modulesApi';

// The menus import this file, so it is on the consoles' first screen (held to 300 KB): the settings pages'
// parts (PageParts brings react-admin's form library with its save button) load only if a gate fails.
const LoadFailed = lazy(() => import('./PageParts').then((m) => ({ default: m.LoadFailed })));

/** The query of GET /api/config/modules, shared by the menus, the module screens and the catalogue. */
const ENABLED_MODULES = ['config', 'modules'] as const;

/**
 * Which modules of the catalogue (spec 7) are on, asked once and kept for half a minute: the menus and
 * the module screens read it. The catalogue's save refreshes it at once (useModulesChanged), so a module
 * switched on shows its menu entry without reloading the console.
 */
export function useEnabledModules() {
  const api = useModulesApi();
  return useQuery({ queryKey: ENABLED_MODULES, queryFn: () => api.getModules(), staleTime: 30_000 });
}

/** Tells the console the modules changed (the catalogue saved them): menus and gates follow. */
export function useModulesChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    (modules: ModuleStates) => queryClient.setQueryData(ENABLED_MODULES, modules),
    [queryClient],
  );
}

/**
 * A module's screen: drawn only while the module is on. Off, the console answers as it does for any
 * path it does not have (the API answers 404 to the module's routes too).
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
  return data[id] ? <>{children}</> : <NotFoundPage />;
};

/** A side-menu entry of a module: there only while the module is on. */
export const ModuleMenuItem = ({
  module,
  ...item
}: {
  module: ModuleId;
  to: string;
  primaryText: string;
  leftIcon: ReactElement;
}) => {
  const { data } = useEnabledModules();
  return data?.[module] ? <ConsoleMenuItem {...item} /> : null;
};
