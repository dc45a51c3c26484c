/**
 * Asking before unsaved Ideal Week changes are lost (ADR 032). The app runs React Router in declarative mode
 * (ADR 012), where `useBlocker` is not available (it needs a data router), so the editor guards the ways out it
 * can see: a reload, closing the tab or leaving for another site get the browser's own question (beforeunload);
 * a click on an in-app link anywhere on the page (the site header's) and the page's own buttons that navigate
 * (through `leave`) get 'Leave without saving?'. The browser's Back and Forward buttons are not guarded.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/** The guard: `leave(go)` runs `go` at once or after Leave; `pending` says the question is open. */
export interface LeaveGuard {
  /** Whether 'Leave without saving?' is asked. */
  pending: boolean;
  /** Runs `go` (a navigation) now when nothing would be lost, else once the user chooses Leave. */
  leave(go: () => void): void;
  /** Stay: closes the question, nothing happens. */
  stay(): void;
  /** Leave: closes the question and runs the navigation that was asked for. */
  confirm(): void;
}

/** The in-app path a click on `target` would follow, or null (not a link, another site, a new tab, the API). */
function inAppPath(event: MouseEvent): string | null {
  if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href);
  // Browser navigations to the API (/api/login, /api/logout) are left to beforeunload.
  if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return null;
  // The same page (the skip link's #main) loses nothing.
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Guards leaving the page while `hasChanges()` is true (read when the user leaves, not on each edit). */
export function useLeaveGuard(hasChanges: () => boolean): LeaveGuard {
  const navigate = useNavigate();
  const changes = useRef(hasChanges);
  useEffect(() => {
    changes.current = hasChanges;
  });
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!changes.current()) return;
      event.preventDefault();
      // Older browsers show their question only when returnValue is set.
      event.returnValue = '';
    };
    // Capture phase on the document: before React Router's Link (on the app's root) handles the click.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented) return;
      const path = inAppPath(event);
      if (path === null || !changes.current()) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(() => () => navigate(path));
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [navigate]);

  const leave = useCallback((go: () => void) => {
    if (changes.current()) setPending(() => go);
    else go();
  }, []);

  return {
    pending: pending !== null,
    leave,
    stay: () => setPending(null),
    confirm: () => {
      setPending(null);
      pending?.();
    },
  };
}
