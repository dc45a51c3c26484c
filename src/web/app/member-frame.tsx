/**
 * What wraps every page of a signed-in member, loaded as its own chunk (ADR 012) so visitors never download it:
 * the tooltip timing provider, and the preloading of member pages on link intent and when idle.
 */
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { TooltipProvider } from '../components/ui/tooltip.tsx';
import { useIdlePreload, usePreloadOnIntent } from './prefetch.ts';
import { preloadToaster } from './providers.tsx';

/** The member's page (the router's outlet) inside the member-only providers. */
export function MemberFrame() {
  usePreloadOnIntent();
  useIdlePreload();
  useEffect(() => {
    void preloadToaster();
  }, []);
  return (
    <TooltipProvider>
      <Outlet />
    </TooltipProvider>
  );
}
