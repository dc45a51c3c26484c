/**
 * Asking before unsaved Ideal Week changes are lost (ADR 032). The app runs React Router in declarative mode
 * (ADR 012), where `useBlocker` is not available (it needs a data router), so the editor guards the ways out it
 * can see: a reload, closing the tab or leaving for another site get the browser's own question (beforeunload);
 * a click on an in-app link anywhere on the page (the site header's) and the page's own buttons that navigate
 * (through `leave`) get 'Leave without saving?'. The browser's Back button gets it too, through a guard entry:
 * on the user's first press, tap or input on the page (with the user's activation, so the browser keeps the
 * entry for its Back button), the editor's history entry is copied once, marked; Back from the copy lands on the
 * editor's own entry, where the page asks (Stay copies the entry again) or, with nothing to lose, goes on back
 * (ADR 032 addendum).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
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

/** The mark of the copy of the editor's history entry that Back leaves first. */
const GUARD_MARK = 'stewardLeaveGuard';

function onGuardEntry(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && GUARD_MARK in state;
}

/** The user's own actions, which arm the guard (user activation: the browser keeps the entry for Back). */
const ARMING_EVENTS = ['pointerdown', 'keydown', 'input'] as const;

/** Copies the current history entry (React Router's state included, so its index is unchanged), marked. */
function pushGuardEntry(): void {
  if (onGuardEntry()) return;
  const state: unknown = window.history.state;
  window.history.pushState({ ...(typeof state === 'object' ? state : {}), [GUARD_MARK]: true }, '');
}

/** Guards leaving the page while `hasChanges()` is true (read when the user leaves, not on each edit). */
export function useLeaveGuard(hasChanges: () => boolean): LeaveGuard {
  const navigate = useNavigate();
  const changes = useRef(hasChanges);
  useEffect(() => {
    changes.current = hasChanges;
  });
  // The navigation waiting for the answer (a ref, so the listeners and Stay see it at once), and whether to ask.
  const pending = useRef<(() => void) | null>(null);
  const [asking, setAsking] = useState(false);
  const ask = useCallback((go: () => void) => {
    pending.current = go;
    setAsking(true);
  }, []);

  // A layout effect: the listeners are in place before the page can be touched (a passive effect may run after
  // the first paint on a busy phone, and a first keystroke then would not add the guard entry).
  useLayoutEffect(() => {
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
      ask(() => navigate(path));
    };
    // While Back's question is open the user is on the editor's own entry; Stay copies it again, Leave goes back.
    const arm = () => {
      if (pending.current === null) pushGuardEntry();
    };
    // Back from the guard entry: the editor's own entry (same address, no mark) is showing again.
    const editorAddress = window.location.href;
    const onPopState = () => {
      if (onGuardEntry() || window.location.href !== editorAddress) return;
      if (changes.current()) ask(() => window.history.back());
      else window.history.back();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('popstate', onPopState);
    document.addEventListener('click', onClick, true);
    for (const type of ARMING_EVENTS) document.addEventListener(type, arm, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('popstate', onPopState);
      document.removeEventListener('click', onClick, true);
      for (const type of ARMING_EVENTS) document.removeEventListener(type, arm, true);
    };
  }, [navigate, ask]);

  const leave = useCallback(
    (go: () => void) => {
      if (changes.current()) ask(go);
      else go();
    },
    [ask],
  );

  return {
    pending: asking,
    leave,
    // Radix closes the dialog after Leave's click too: by then nothing is pending, so Stay does nothing.
    stay: () => {
      if (pending.current === null) return;
      pending.current = null;
      setAsking(false);
      // After a Back, the user stays on the editor's own entry: the next Back needs the guard entry again.
      pushGuardEntry();
    },
    confirm: () => {
      const go = pending.current;
      pending.current = null;
      setAsking(false);
      go?.();
    },
  };
}
