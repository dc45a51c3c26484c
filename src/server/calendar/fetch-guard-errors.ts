/**
 * The errors of the guarded fetch (fetch-guard.ts): socket, DNS, TLS and request-filtering-agent failures as
 * {@link CalendarError}s (`refused` with `field: 'url'`, or `unreachable` with a message for the user), and
 * the error of an exchange a signal ended (the caller's reason, or `unreachable` at the deadline).
 */
import { CALENDAR_ERROR_MESSAGES, CalendarError } from './provider.ts';

/** Socket and DNS error codes that mean "could not reach the server" (node:net, node:dns, node:tls). */
const UNREACHABLE_MESSAGES: Readonly<Record<string, string>> = {
  ENOTFOUND: 'The calendar server’s name could not be found.',
  EAI_AGAIN: 'The calendar server’s name could not be looked up.',
  ECONNREFUSED: 'The calendar server refused the connection.',
  ECONNRESET: 'The calendar server closed the connection.',
  EHOSTUNREACH: 'The calendar server could not be reached.',
  ENETUNREACH: 'The calendar server could not be reached.',
  ETIMEDOUT: 'The calendar server did not answer in time.',
};

/** request-filtering-agent's refusal: a plain Error (no `code`) whose message says the address is not allowed. */
function isAddressRefusal(error: unknown): error is Error {
  return (
    error instanceof Error &&
    (error as NodeJS.ErrnoException).code === undefined &&
    /^DNS lookup .+ is not allowed\b/.test(error.message)
  );
}

/** Maps a socket, DNS, TLS or agent error to a CalendarError. */
export function networkError(error: unknown, url: URL, hop: number): CalendarError {
  if (error instanceof CalendarError) return error;
  if (isAddressRefusal(error))
    return new CalendarError('refused', `${url.host}: ${error.message}`, {
      userMessage:
        hop === 0
          ? CALENDAR_ERROR_MESSAGES.refused
          : 'That address redirects to a private or local network, which Steward does not connect to.',
      field: 'url',
      cause: error,
    });
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  const known = UNREACHABLE_MESSAGES[code];
  if (known)
    return new CalendarError('unreachable', `${url.host}: ${code}`, { userMessage: known, cause: error });
  if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY/i.test(code))
    return new CalendarError('unreachable', `${url.host}: TLS ${code}`, {
      userMessage: 'The calendar server’s certificate could not be verified.',
      cause: error,
    });
  const message = error instanceof Error ? error.message : String(error);
  return new CalendarError('unreachable', `${url.host}: ${code || message}`, { cause: error });
}

/** The error to throw when a signal ended the exchange: the caller's reason, or `unreachable` on the deadline. */
export function abortOr(
  error: unknown,
  callerSignal: AbortSignal | undefined,
  deadline: AbortSignal,
  url: URL,
  timeoutMs: number,
): unknown {
  if (error instanceof CalendarError) return error;
  if (callerSignal?.aborted) return callerSignal.reason;
  if (deadline.aborted)
    return new CalendarError('unreachable', `${url.host}: no complete answer within ${timeoutMs} ms`, {
      userMessage: `The calendar server did not answer within ${Math.round(timeoutMs / 1000)} seconds.`,
      cause: error,
    });
  return undefined;
}
