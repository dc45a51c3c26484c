/**
 * Resolves in a later task of the event loop (a zero-delay timer), so that work awaited after it runs apart from the
 * work before it: start-up work split this way makes several short tasks instead of one long task, which Total
 * Blocking Time counts (ADR 037).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}
