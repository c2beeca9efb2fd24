import { type ComponentType, createContext, useContext } from 'react';

/**
 * The console's not-found page, handed to the modules' screens by their gate (modules/enabled.tsx): a
 * lazy screen importing layout/NotFoundPage itself would split that page and its parts out of the first
 * screen's chunks (tests/e2e/backoffice-weight.spec.ts), for a page the first screen holds anyway.
 */
export const NotFoundSlot = createContext<ComponentType | null>(null);

/** The not-found page, for a module's screen to answer an unknown path or record with. */
export function useNotFoundPage(): ComponentType {
  const page = useContext(NotFoundSlot);
  if (!page) throw new Error('useNotFoundPage: not under a ModuleGate');
  return page;
}
