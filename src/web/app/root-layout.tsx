/** The auth gate (spec §2): signed out or loading, every path but /sign-in shows the landing page. */
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { safeReturnPath } from '../../core/return-path.ts';
import { useUser } from '../features/auth/api.ts';
import { LandingPage } from '../features/home/landing-page.tsx';
import { AppShell } from './app-shell.tsx';
import { preloadPath, signInPath } from './routes.tsx';
import { useScrollRestoration } from './use-scroll-restoration.ts';

const MemberFrame = lazy(() => import('./member-frame.tsx').then((m) => ({ default: m.MemberFrame })));

/** What shows while a page's code is loading for the first time: an empty, busy main area (no layout jump). */
function PageLoading() {
  return <div aria-busy="true" className="min-h-[60dvh]" />;
}

/**
 * Chooses what the current path shows. The URL is left alone, so after signing in the user is back on it.
 * A signed-in user who opens /sign-in is sent on to its returnTo (or home). Member code (the frame and the
 * pages, ADR 012) is requested only once the user is known to be signed in; the page of the current path is
 * requested together with the frame, not after it.
 */
export function RootLayout() {
  const { isAuthenticated } = useUser();
  const { pathname, search } = useLocation();
  const onSignIn = pathname.replace(/\/+$/, '') === signInPath;
  useScrollRestoration();

  useEffect(() => {
    if (isAuthenticated && !onSignIn) void preloadPath(pathname);
  }, [isAuthenticated, onSignIn, pathname]);

  let content: ReactNode;
  if (onSignIn && isAuthenticated) {
    content = <Navigate to={safeReturnPath(new URLSearchParams(search).get('returnTo'))} replace />;
  } else if (onSignIn) {
    content = <Outlet />;
  } else if (isAuthenticated) {
    content = <MemberFrame />;
  } else {
    content = <LandingPage />;
  }

  return (
    <AppShell>
      <Suspense fallback={<PageLoading />}>{content}</Suspense>
    </AppShell>
  );
}
