/**
 * Pure rules of a ritual's run mode (ADR 044): the day's done flags fitted to the ritual, where a reopened run
 * resumes, the summary's count and the timer's clock text.
 */

/**
 * The run's flags fitted to `count` elements: a saved run written before the ritual was edited may hold more or
 * fewer flags (ADR 043); missing ones are not done, extra ones are dropped.
 */
export function fitCompleted(completed: readonly boolean[] | undefined, count: number): boolean[] {
  return Array.from({ length: count }, (_, i) => completed?.[i] === true);
}

/**
 * The step a reopened run starts on: the first element not done (a run keeps done flags only, so a skipped element
 * comes round again), or `completed.length` (the summary) when every element is done.
 */
export function resumeStep(completed: readonly boolean[]): number {
  const open = completed.indexOf(false);
  return open === -1 ? completed.length : open;
}

/** A streak's length: '1 day', '3 days'. */
export function daysText(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** How many elements are done. */
export function doneCount(completed: readonly boolean[]): number {
  return completed.filter(Boolean).length;
}

/** Seconds as a clock: 'm:ss' under an hour, else 'h:mm:ss' (negative counts as 0). */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * What an element's timer shows after `elapsed` seconds: counting down from `minutes` when the element has minutes
 * (stopping at 0:00, then `over`), else counting up.
 */
export function timerText(minutes: number | undefined, elapsed: number): { clock: string; over: boolean } {
  if (minutes === undefined) return { clock: formatClock(elapsed), over: false };
  const left = minutes * 60 - elapsed;
  return { clock: formatClock(left), over: left <= 0 };
}
