import { useEffect, useRef, useState } from 'react';
import { Confirm } from 'react-admin';
import { useHref, useNavigate } from 'react-router-dom';

/**
 * Warns before unsaved changes are lost. react-admin's own warning needs a data router, and the console
 * runs in a BrowserRouter (App.tsx), so this covers the two ways out an admin takes: closing or reloading
 * the tab (the browser's own prompt) and following a link of the console, such as the menu (our dialog).
 * Browser back and forward buttons are not caught.
 */
export function useLeaveGuard(dirty: boolean, text = 'ADMIN.HOME_EDITOR.LEAVE.TEXT') {
  // The router's basename (/manage): links of the console are followed through the router.
  const basename = useHref('/').replace(/\/$/, '');
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current) return; // the admin already chose to leave in our dialog
      event.preventDefault();
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, [dirty]);

  useEffect(() => {
    // Capture phase on the document: it runs before React's own listeners on the root, so a link's
    // navigation is stopped before the router sees the click.
    const onClick = (event: MouseEvent) => {
      if (!dirtyRef.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) {
        return;
      }
      const url = new URL(link.href, window.location.href);
      if (url.href === window.location.href || (url.pathname === window.location.pathname && url.hash))
        return;
      event.preventDefault();
      event.stopPropagation();
      setTarget(url.href);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  const leave = () => {
    if (!target) return;
    const url = new URL(target);
    setTarget(null);
    dirtyRef.current = false;
    const inConsole =
      url.origin === window.location.origin &&
      (url.pathname === basename || url.pathname.startsWith(`${basename}/`));
    if (inConsole) navigate(`${url.pathname.slice(basename.length) || '/'}${url.search}${url.hash}`);
    else window.location.assign(url.href);
  };

  const dialog = (
    <Confirm
      isOpen={target !== null}
      title="ADMIN.HOME_EDITOR.LEAVE.TITLE"
      content={text}
      confirm="ADMIN.HOME_EDITOR.LEAVE.LEAVE"
      cancel="ADMIN.HOME_EDITOR.LEAVE.STAY"
      onConfirm={leave}
      onClose={() => setTarget(null)}
    />
  );
  return { dialog };
}
