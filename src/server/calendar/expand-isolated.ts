/**
 * Parsing and expansion of untrusted iCalendar text in a worker thread, with a deadline and a heap cap
 * (ADR 018). ical.js can loop forever on some impossible rules (`FREQ=DAILY;BYMONTH=2;BYMONTHDAY=-30`: its
 * DAILY iterator has no give-up counter), and parsing 10 MB takes a noticeable slice of CPU; on the main
 * thread either would stall every request of the server.
 *
 * One worker per process, started on first use and kept (its start loads date-fns and ical.js, which takes
 * seconds on a busy machine); requests run one at a time, in order, so calendar CPU work never takes more than
 * one core. A request past its deadline terminates the worker (the next request starts a new one) and is
 * `invalid-data`; so is a worker that runs out of its heap or dies.
 */
import { Worker } from 'node:worker_threads';
import type { ExpandOptions, Expansion } from './expand.ts';
import { CalendarError, type CalendarErrorKind } from './provider.ts';

/** Longest one parse-and-expand may take in the worker, in milliseconds (not counting the worker's start). */
export const EXPANSION_TIMEOUT_MS = 15_000;
/** Longest the worker may take to start (load its modules), in milliseconds. */
export const WORKER_START_TIMEOUT_MS = 60_000;
/** Old-generation heap of the worker, in MB: a 10 MB feed parses and expands well within it (ADR 018). */
export const EXPANSION_HEAP_MB = 512;

/** Message to the worker. */
export interface WorkerRequest {
  id: number;
  text: string;
  expand?: ExpandOptions;
}

/** Message from the worker (besides the first, `{ ready: true }`). */
export type WorkerReply =
  | { id: number; ok: true; name: string | undefined; expansion: Expansion | undefined }
  | { id: number; ok: false; kind: CalendarErrorKind; message: string; userMessage?: string };

/** Options of {@link readCalendarIsolated}. */
export interface IsolationOptions {
  /** Default {@link EXPANSION_TIMEOUT_MS}. */
  timeoutMs?: number;
}

/** What {@link readCalendarIsolated} answers. */
export interface IsolatedReading {
  /** The calendar's display name (X-WR-CALNAME / NAME), if any. */
  name: string | undefined;
  /** The expansion, when one was asked for. */
  expansion: Expansion | undefined;
}

const TOO_COMPLEX = 'The calendar is too large or too complex for Steward to read.';

interface Running {
  worker: Worker;
  ready: Promise<void>;
  /** Rejects the request in flight when the worker dies. */
  onDeath: (error: CalendarError) => void;
}

let running: Running | undefined;
let queue: Promise<unknown> = Promise.resolve();
let nextId = 1;

function start(): Running {
  const worker = new Worker(new URL('./expand-worker.ts', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: EXPANSION_HEAP_MB },
  });
  worker.unref(); // an idle worker does not keep the process alive; a pending request's timer does
  const state: Running = { worker, ready: Promise.resolve(), onDeath: () => {} };
  const die = (error: CalendarError) => {
    if (running === state) running = undefined;
    state.onDeath(error);
  };
  state.ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(
        new CalendarError('invalid-data', 'The expansion worker did not start in time', {
          userMessage: TOO_COMPLEX,
        }),
      );
    }, WORKER_START_TIMEOUT_MS);
    worker.once('message', () => {
      clearTimeout(timer);
      resolve();
    });
    state.onDeath = (error) => {
      clearTimeout(timer);
      reject(error);
    };
  });
  worker.on('error', (error: Error) =>
    die(
      new CalendarError('invalid-data', `Expansion worker failed: ${error.message}`, {
        userMessage: TOO_COMPLEX,
        cause: error,
      }),
    ),
  );
  worker.on('exit', (code) =>
    die(new CalendarError('invalid-data', `Expansion worker exited (${code})`, { userMessage: TOO_COMPLEX })),
  );
  return state;
}

async function run(request: Omit<WorkerRequest, 'id'>, timeoutMs: number): Promise<IsolatedReading> {
  running ??= start();
  const state = running;
  await state.ready;
  const id = nextId++;
  return new Promise<IsolatedReading>((resolve, reject) => {
    const timer = setTimeout(() => {
      state.onDeath = () => {};
      if (running === state) running = undefined;
      void state.worker.terminate();
      reject(
        new CalendarError('invalid-data', `Expansion passed its ${timeoutMs} ms deadline`, {
          userMessage: TOO_COMPLEX,
        }),
      );
    }, timeoutMs);
    const onMessage = (reply: WorkerReply) => {
      if (reply.id !== id) return;
      clearTimeout(timer);
      state.worker.off('message', onMessage);
      state.onDeath = () => {};
      if (reply.ok) resolve({ name: reply.name, expansion: reply.expansion });
      else
        reject(
          new CalendarError(
            reply.kind,
            reply.message,
            reply.userMessage ? { userMessage: reply.userMessage } : {},
          ),
        );
    };
    state.onDeath = (error) => {
      clearTimeout(timer);
      state.worker.off('message', onMessage);
      reject(error);
    };
    state.worker.on('message', onMessage);
    state.worker.postMessage({ id, ...request } satisfies WorkerRequest);
  });
}

/**
 * Parses `text` (and expands it with `expand` when given) in the calendar worker: the calendar's name and,
 * when asked, the {@link Expansion}, equal to `expandCalendar` on the main thread (Dates survive the structured
 * clone). Requests are queued and run one at a time.
 * @throws CalendarError as `parseCalendar` does (`invalid-data`), and `invalid-data` when the work passes
 *   `options.timeoutMs`, or the worker runs out of heap, dies or does not start.
 */
export function readCalendarIsolated(
  text: string,
  expand?: ExpandOptions,
  options: IsolationOptions = {},
): Promise<IsolatedReading> {
  const request = { text, ...(expand ? { expand } : {}) };
  const result = queue.then(() => run(request, options.timeoutMs ?? EXPANSION_TIMEOUT_MS));
  queue = result.catch(() => {});
  return result;
}
