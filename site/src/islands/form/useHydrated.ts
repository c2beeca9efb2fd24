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
