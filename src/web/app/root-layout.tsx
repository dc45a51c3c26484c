/**
 * The auth gate (docs/product.md §2): signed out or loading, every path but the signed-out pages (sign-in, forgot
 * and reset password) shows the landing page.
 */
import { type ReactNode, Suspense } from 'react';
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
 * Chooses what the current path shows. The URL is left alone, so after signing in the user is back on it. A
 * signed-in user who opens /sign-in is sent on to its returnTo (or home).
 */
export function RootLayout() {
  const { isAuthenticated } = useUser();
  const { pathname, search } = useLocation();
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
