/**
 * Typing in the Ideal Week editor (ADR 026: typing in a cell re-renders the cell, not the grid).
 * Saves a full week (231 filled cells) for a signed-in member, opens /ideal-week in Debian's Chromium
 * (playwright-core), types a sentence into one cell's activity, and reads the browser's Event Timing entries
 * (the measure behind Interaction to Next Paint, INP: input delay + handlers + the next paint, in 8 ms steps) of
 * clearing the cell and of each keystroke. Run at the machine's speed and with the CPU slowed 4× (Lighthouse's mobile setting). Keystrokes
 * under 16 ms (the API's smallest threshold) have no entry and count as under 16 ms.
 */
import { chromium } from 'playwright-core';
import { fullIdealWeekSchedule } from '../tests/api/fixtures.ts';

const TEXT = 'Deep work on the quarterly plan with Sam';

/** Figures of one typing run: keystrokes, and the durations (ms) of those that took 16 ms or more. */
export interface TypingFigures {
  slowdown: number;
  keys: number;
  over16: number;
  p75: number;
  max: number;
}

/** Saves a full ideal week for the member of `cookie`. Throws unless the API answered 201. */
async function saveFullWeek(base: string, cookie: string): Promise<void> {
  const res = await fetch(`${base}/api/ideal-weeks`, {
    method: 'POST',
    headers: { Origin: base, 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ name: 'Full week', schedule: fullIdealWeekSchedule() }),
  });
  if (res.status !== 201) throw new Error(`save ideal week: ${res.status} ${await res.text()}`);
}

/** Types {@link TEXT} into Monday 9:00 AM at each CPU slowdown and returns the figures of each run. */
export async function measureTyping(
  base: string,
  cookie: string,
  chromePath: string,
  slowdowns: number[] = (process.env.BENCH_TYPING_SLOWDOWNS ?? '1,4').split(',').map(Number),
): Promise<TypingFigures[]> {
  await saveFullWeek(base, cookie);
  const browser = await chromium.launch({
    executablePath: chromePath,
    headless: true,
    args: ['--no-sandbox'],
  });
  try {
    const results: TypingFigures[] = [];
    for (const slowdown of slowdowns) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addCookies(
        cookie.split('; ').map((pair) => {
          const at = pair.indexOf('=');
          return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
        }),
      );
      const page = await context.newPage();
      await page.goto(`${base}/ideal-week`);
      const cell = page.getByLabel('Monday 9:00 AM activity');
      await cell.waitFor();
      if (!(await cell.inputValue())) throw new Error('the saved week did not load into the editor');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      await page.evaluate(() => {
        const entries: number[] = [];
        (window as unknown as { typingEntries: number[] }).typingEntries = entries;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if (entry.name === 'keydown' || entry.name === 'keypress' || entry.name === 'input')
              entries.push(entry.duration);
        }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
      });
      // The first edit (clearing the cell) is measured with the keystrokes: it is an interaction too.
      await cell.fill('');
      await page.keyboard.type(TEXT, { delay: 60 });
      await page.waitForTimeout(500);
      if ((await cell.inputValue()) !== TEXT) throw new Error('the cell does not hold what was typed');
      const durations = (
        await page.evaluate(() => (window as unknown as { typingEntries: number[] }).typingEntries)
      ).toSorted((a, b) => a - b);
      const at = (q: number) =>
        durations[Math.min(durations.length - 1, Math.floor(q * durations.length))] ?? 0;
      results.push({
        slowdown,
        keys: TEXT.length,
        over16: durations.length,
        p75: at(0.75),
        max: durations.at(-1) ?? 0,
      });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** The figures as lines for the bench's output. */
export function formatTyping(results: TypingFigures[]): string {
  return results
    .map(
      (r) =>
        `CPU ${r.slowdown}×: ${r.keys} keystrokes, ${r.over16} event entries ≥ 16 ms` +
        (r.over16 ? ` (p75 ${r.p75} ms, max ${r.max} ms)` : ''),
    )
    .join('\n');
}
