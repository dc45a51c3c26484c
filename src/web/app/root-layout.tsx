/**
 * The auth gate (docs/product.md §2): signed out or loading, every path but the signed-out pages (sign-in, forgot
 * and reset password) shows the landing page. After a page change, focus the change left on the body goes to the
 * page's main region.
 */
import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { safeReturnPath } from '../../core/return-path.ts';
import { signedOutPaths, signInPath } from '../features/auth/paths.ts';
import { useUser } from '../features/auth/use-user.ts';
import { LandingPage } from '../features/home/landing-page.tsx';
import { HydrationMark } from '../lib/use-hydrated.ts';
import { AppShell, PageLoading } from './app-shell.tsx';
import { OfflineNotice } from './offline-notice.tsx';

const trimmed = (pathname: string) => pathname.replace(/\/+$/, '');

/**
 * When another page opens and the element that had focus is gone with the old page (focus fell to the body), focus
 * moves to the main region, so the keyboard and a screen reader carry on from the new page instead of the top of
 * the document (WCAG 2.4.3 Focus Order). Focus a page placed itself, or on an element that stays (the header's
 * links), is left where it is; the first load is left alone.
 */
function useFocusOnPageChange(pathname: string) {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (document.activeElement === null || document.activeElement === document.body)
      document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * Chooses what the current path shows. The URL is left alone, so after signing in the user is back on it. A
 * signed-in user who opens /sign-in is sent on to its returnTo (or home).
 */
export function RootLayout() {
  const { isAuthenticated } = useUser();
  const { pathname, search } = useLocation();
  useFocusOnPageChange(pathname);
  const onSignIn = trimmed(pathname) === signInPath;
  const signedOutPage = signedOutPaths.includes(trimmed(pathname));

  let content: ReactNode;
  if (onSignIn && isAuthenticated) {
    content = <Navigate to={safeReturnPath(new URLSearchParams(search).get('returnTo'))} replace />;
  } else if (signedOutPage || isAuthenticated) {
    content = <Outlet />;
  } else {
    content = <LandingPage />;
  }

  return (
    <AppShell notice={<OfflineNotice />}>
      <ScrollRestoration />
      <Suspense fallback={<PageLoading />}>
        {content}
        <HydrationMark />
      </Suspense>
    </AppShell>
  );
}
