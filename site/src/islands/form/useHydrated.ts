import { useEffect, useState } from 'react';

/**
 * False in the server's HTML and until this island's script has run. A form that carries a secret and
 * has no server handler keeps its submit button disabled until then: a password manager's auto-submit
 * in the half second before hydration (Enter in a field, a click) then does nothing, instead of the
 * browser sending the form itself. The form also says method="post", so even a scripted submit never
 * puts what was typed in an address.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * What the visitor typed (or ticked) in the server's HTML before this island's script ran: read once, on
 * hydration, from the element itself and handed to the form's state, which would otherwise draw its own
 * (empty) value over it at its next render. On a slow connection nothing typed early is lost.
 */
export function useKeptFromBeforeHydration<T>(
  id: string,
  read: (element: HTMLElement) => T | null,
  current: T,
  keep: (value: T) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the island hydrates
  useEffect(() => {
    const element = document.getElementById(id);
    const found = element ? read(element) : null;
    if (found !== null && found !== current) keep(found);
  }, []);
}
