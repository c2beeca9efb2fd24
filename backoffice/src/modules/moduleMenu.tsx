import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useCallback } from 'react';
import { ConsoleMenuItem } from '../layout/ConsoleMenu';
import { type ModuleId, type ModuleStates, useModulesApi } from './modulesApi';

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
