/** The page frame: skip link, site header (banner landmark), a notice under it and the main landmark around the page. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StewardMark } from '../components/steward-mark.tsx';
import { useHydrated } from '../lib/use-hydrated.ts';

/**
 * Wraps a page with the site header, `notice` (the offline notice, where the app runs) and a <main id="main">; pages
 * supply their own single <h1>. Until a server-rendered page is hydrated its main area is `aria-busy`.
 */
export function AppShell({ children, notice }: { children: ReactNode; notice?: ReactNode }) {
  // A server-rendered page is busy until its code has taken over (ADR 062).
  const hydrated = useHydrated();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:shadow-md focus:ring-2 focus:ring-ring"
      >
        Skip to main content
      </a>
      <header className="border-b border-border/80 bg-background/90 print:hidden">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center px-4 sm:px-6">
          <Link
            to="/"
            className="flex items-center gap-2.5 rounded-md font-display text-xl font-semibold tracking-tight text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-4 focus-visible:ring-offset-background"
          >
            <StewardMark className="size-8" />
            Steward
          </Link>
        </div>
      </header>
      {notice}
      <main id="main" tabIndex={-1} aria-busy={!hydrated || undefined} className="flex-1 focus:outline-none">
        {children}
      </main>
    </div>
  );
}

/** What shows while a page's code is loading for the first time: an empty, busy main area (no layout jump). */
export function PageLoading() {
  return <div aria-busy="true" className="min-h-[60dvh]" />;
}
