import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ModuleList, ModuleStates } from '../../../api/src/shared/config.ts';

export type { ModuleStates };

/** The query of GET /api/config/modules, shared by the menus, the module gates and the catalogue. */
const ENABLED_MODULES = ['config', 'modules'] as const;

/** GET /api/config/modules: public, so a bare fetch (the console's HTTP client stays off the first screen). */
async function fetchModules(): Promise<ModuleStates> {
  const res = await fetch('/api/config/modules', { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET /api/config/modules: ${res.status}`);
  const list = (await res.json()) as ModuleList;
  return Object.fromEntries(list.map((m) => [m.id, m.enabled])) as ModuleStates;
}

/**
 * Which modules of the catalogue (spec 7) are on, asked once and kept for half a minute: the menus and
 * the module gates read it. The catalogue's save refreshes it at once (useModulesChanged), so a module
 * switched on shows its menu entry without reloading the console. No JSX and no console part: the
 * screens that ask import nothing of the first screen's menus through it.
 */
export function useEnabledModules() {
  return useQuery({ queryKey: ENABLED_MODULES, queryFn: fetchModules, staleTime: 30_000 });
}

/** Tells the console the modules changed (the catalogue saved them): menus and gates follow. */
export function useModulesChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    (modules: ModuleStates) => queryClient.setQueryData(ENABLED_MODULES, modules),
    [queryClient],
  );
}
