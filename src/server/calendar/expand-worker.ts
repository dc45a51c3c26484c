/**
 * Worker entry of {@link readCalendarIsolated} (expand-isolated.ts): parses and expands iCalendar texts off the
 * main thread, so a feed that makes ical.js loop (it does, on some impossible rules) or eat memory costs a
 * terminated worker, not a stuck server. Posts `{ ready: true }` once its modules are loaded, then answers each
 * {@link WorkerRequest} with one {@link WorkerReply} carrying the same `id`.
 */
import { parentPort } from 'node:worker_threads';
import { calendarName, expandCalendar, parseCalendar } from './expand.ts';
import type { WorkerReply, WorkerRequest } from './expand-isolated.ts';
import { isCalendarError } from './provider.ts';

function answer(request: WorkerRequest): WorkerReply {
  try {
    const parsed = parseCalendar(request.text);
    return {
      id: request.id,
      ok: true,
      name: calendarName(parsed),
      expansion: request.expand ? expandCalendar(parsed, request.expand) : undefined,
    };
  } catch (error) {
    return isCalendarError(error)
      ? {
          id: request.id,
          ok: false,
          kind: error.kind,
          message: error.message,
          userMessage: error.userMessage,
        }
      : {
          id: request.id,
          ok: false,
          kind: 'invalid-data',
          message: error instanceof Error ? error.message : String(error),
        };
  }
}

parentPort?.on('message', (request: WorkerRequest) => parentPort?.postMessage(answer(request)));
parentPort?.postMessage({ ready: true });
