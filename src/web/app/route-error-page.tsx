/** Shown when a screen throws while rendering. */
import { Button } from '../components/ui/button.tsx';
import { navigateTo } from '../lib/navigation.ts';
import { AppShell } from './app-shell.tsx';

/** A calm error screen with a way back home (a full reload, to start from a clean state). */
export function RouteErrorPage() {
  return (
    <AppShell>
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <h1 className="font-display text-3xl font-semibold tracking-tight">Something went wrong</h1>
        <p className="mt-3 text-muted-foreground">An unexpected error stopped this page. Please try again.</p>
        <Button className="mt-8" onClick={() => navigateTo('/')}>
          Return Home
        </Button>
      </div>
    </AppShell>
  );
}
