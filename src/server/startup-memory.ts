/**
 * Gives back the memory that starting the server churned through (ADR 013). Loading Steward's modules allocates
 * several hundred MB of short-lived garbage: Node 24's ESM loader re-parses the whole `exports` map of a package's
 * package.json for every file it loads from it (date-fns ~200 KB × ~300 files, drizzle-orm ~180 KB × ~110). The
 * survivors end up spread over ~70 MB of V8 heap pages that V8 keeps while the server is idle: its memory reducer
 * waits for a low allocation rate that, with no collection after start-up, it never measures. One memory-reducing
 * collection before the server listens compacts them and returns the empty pages to the OS.
 */

/** V8's `gc` extension (present with `node --expose-gc`); `last-resort` is its memory-reducing full collection. */
type GcExtension = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/**
 * Runs one synchronous, memory-reducing full garbage collection (a few hundred ms on a small machine) when Node
 * runs with `--expose-gc`, as `npm start` does; otherwise does nothing. Call it once, after the app is built and
 * before listening, so no request waits for it.
 * @returns Whether a collection ran.
 */
export function releaseStartupMemory(): boolean {
  const gc = (globalThis as { gc?: GcExtension }).gc;
  if (typeof gc !== 'function') return false;
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  return true;
}
