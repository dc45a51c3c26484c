/**
 * What wraps every page of a signed-in member, loaded as its own chunk (ADR 012) so visitors never download it:
 * the preloading of member pages on link intent and when idle. (Tooltips bring their own timing provider, so a
 * page without one loads no Radix Tooltip, ADR 022.)
 */
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useIdlePreload, usePreloadOnIntent } from './prefetch.ts';
import { preloadToaster } from './providers.tsx';

/** The member's page (the router's outlet) with the member-only preloading. */
export function MemberFrame() {
  usePreloadOnIntent();
  useIdlePreload();
  useEffect(() => {
    void preloadToaster();
  }, []);
  return <Outlet />;
}
