/**
 * Dialogs whose code loads when they first open (ADR 022). Declare the dialog with `React.lazy` and render it
 * inside `<OnceOpened open={…}>`: nothing is rendered (so nothing is downloaded or run) until `open` is first true;
 * from then on the dialog stays mounted, so its state (a draft) survives closing as before. A page whose dialogs
 * stay closed does without their code (Radix Dialog, and react-hook-form with a form dialog); the first opening
 * waits for that one chunk.
 */
import { type ReactNode, Suspense, useState } from 'react';

/** Renders `children` (a lazily loaded dialog) from the first time `open` is true on. */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
