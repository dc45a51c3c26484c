/**
 * What wraps every page of a signed-in member, loaded as its own chunk (ADR 012) so visitors never download it:
 * the preloading of member pages on link intent and when idle, and the scroll positions across a member's
 * navigations (a visitor's pages, the landing page and sign-in, are reached by full page loads). (Tooltips bring
 * their own timing provider, so a page without one loads no Radix Tooltip, ADR 022.)
 */
import { Outlet } from 'react-router';
import { useIdlePreload, usePreloadOnIntent } from './prefetch.ts';
import { useScrollRestoration } from './use-scroll-restoration.ts';

/** The member's page (the router's outlet) with the member-only preloading and scroll restoration. */
export function MemberFrame() {
  useScrollRestoration();
  usePreloadOnIntent();
  useIdlePreload();
  return <Outlet />;
}
