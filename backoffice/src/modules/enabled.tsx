import type { ReactNode } from 'react';
import { NotFoundPage } from '../layout/NotFoundPage';
import { useEnabledModules } from './moduleMenu';
import type { ModuleId } from './modulesApi';
import { LoadFailed, Loading } from './PageStatus';

// The menus' part (useEnabledModules, ModuleMenuItem) is in moduleMenu.tsx: the menus are on every first
// screen, and this file's loading and error parts bring the settings pages' form pieces along.
export { ModuleMenuItem, useEnabledModules, useModulesChanged } from './moduleMenu';

/**
 * A module's screen: drawn only while the module is on. Off, the console answers as it does for any
 * path it does not have (the API answers 404 to the module's routes too).
 */
export const ModuleGate = ({ id, children }: { id: ModuleId; children: ReactNode }) => {
  const { data, isPending, isError, refetch } = useEnabledModules();
  if (isPending) return <Loading />;
  if (isError) return <LoadFailed onRetry={() => refetch()} />;
  return data[id] ? <>{children}</> : <NotFoundPage />;
};
