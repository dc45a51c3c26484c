/** The auth gate (spec §2): signed out or loading, every path but /sign-in shows the landing page. */
import { type ReactNode, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { safeReturnPath } from '../../core/return-path.ts';
import { pageUser, userQueryOptions, useUser } from '../features/auth/use-user.ts';
import { LandingPage } from '../features/home/landing-page.tsx';
import { nextTask } from '../lib/next-task.ts';
import { queryClient } from '../lib/query-client.ts';
import { AppShell, PageLoading } from './app-shell.tsx';
import { preloadPageChunks } from './first-view.ts';
import { lazyPage } from './lazy-page.ts';
import { preloadPath, signInPath } from './routes.tsx';

const memberFrame = lazyPage(() => import('./member-frame.tsx').then((m) => m.MemberFrame));
const MemberFrame = memberFrame.Component;

const isSignIn = (pathname: string) => pathname.replace(/\/+$/, '') === signInPath;

/**
 * Called by the entry before React's first render (ADR 035): requests the user and, except on /sign-in, the
 * member frame, the current path's page and the requests of its first render, all in parallel, instead of one
 * after the other from the effects of successive renders. The server sends the app (not the static landing page)
 * only to a browser with a valid session (ADR 022, 036) and writes the member's user into the page, which is then
 * taken as the user's answer (no request). Resolves when the user is known and, for a member, the frame's and the
 * page's code are in, so that the first paint of React is the page; until then the server's first view of the
 * page shows.
 */
export async function startLoading({
  pathname,
  search,
}: {
  pathname: string;
  search: string;
}): Promise<unknown> {
  const inline = pageUser(document);
  if (inline) queryClient.setQueryData(userQueryOptions.queryKey, inline);
  const user = queryClient.fetchQuery(userQueryOptions).catch(() => null);
  if (isSignIn(pathname)) return user;
  // The page's code announced a few links per task, then the frame's and the page's imports each in a task of its
  // own (ADR 037).
  await preloadPageChunks();
  const frame = memberFrame.preload();
  await nextTask();
  const member = Promise.all([frame, preloadPath(pathname, search)]);
  return user.then((signedIn) => signedIn && member);
}

/**
 * Chooses what the current path shows. The URL is left alone, so after signing in the user is back on it.
 * A signed-in user who opens /sign-in is sent on to its returnTo (or home). Member code (the frame and the
 * pages, ADR 012) is requested at the start (`startLoading`; signing in ends with a full page load) and when a
 * page is first shown or a link to it is pointed at (prefetch.ts).
 */
export function RootLayout() {
  const { isAuthenticated } = useUser();
  const { pathname, search } = useLocation();
  const onSignIn = isSignIn(pathname);

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
