/**
 * `npm run bench:real`: what a person waits for, measured in a real browser (Debian's Chromium through
 * playwright-core) on a throttled phone profile, never by a simulator's score. bench/README.md explains the
 * figures and how "painted" is measured.
 *
 *   npm run bench:real                      this working tree (built first)
 *   npm run bench:real -- --ab <commit>     <commit> built beside it, both measured interleaved in one run
 *   npm run bench:real -- --no-build        reuse dist/web of this tree as it is
 *
 * Each build runs its own server (`node src/server/main.ts`, NODE_ENV=production) on its own fresh database
 * (a temporary PGlite folder, or a new database on BENCH_DATABASE_URL's PostgreSQL when that is set) with its
 * own user, signed up through the API, whose plan for today has three Big 3 tasks. BENCH_REAL_RUNS (5) rounds.
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, type CDPSession, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.ts';
import { armClick, armDrop, keyOf, paintProbe, type Wanted } from './real-probes.ts';
import {
  BENCH_BLOCK,
  BIG_THREE,
  bookBlock,
  checkout,
  ROOT,
  run,
  savePlan,
  startTarget,
  type Target,
  TIME_ZONE,
} from './real-setup.ts';

const RUNS = Number(process.env.BENCH_REAL_RUNS ?? 5);
/** The phone profile. DevTools takes throughput in bytes per second: 1.6 Mbit/s down, 750 kbit/s up. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const FIRST_TASK = BIG_THREE[0];
const GET_STARTED: Wanted = { text: 'Get Started' };
/** Insights' first chart: the drawing its ChartSvg renders once its card's width is known (data-chart). */
const FIRST_CHART: Wanted = { selector: 'svg[data-chart]' };
/** How much later than the cold Big 3 Insights may paint its first chart (docs/product.md, Insights). */
const CHART_SLACK_MS = 500;

/** One measured page load: time to the text painted, and what the page had fetched and computed by then. */
interface Load {
  paintedMs: number;
  requests: number;
  bytes: number;
  /** Requests in the longest chain where each starts after the previous one's response ended. */
  chain: number;
  /**
   * The renderer main thread's CPU time from the navigation to just after the paint (Performance.getMetrics
   * ThreadTime). Chromium's throttle keeps the thread busy, so this is the code's CPU cost at 4×, without the
   * waits other processes on the machine add to the wall time.
   */
  cpuMs: number;
  /** The main thread's task time over the same span (TaskDuration): wall time, so also other work's delays. */
  busyMs: number;
  /** Whether the navigation went through the app's service worker (its Navigation Timing `workerStart` > 0). */
  viaWorker: boolean;
}

/** A round's figures for one target. */
interface Round {
  cold: Load;
  warm: Load;
  landing: Load;
  /** (e): /insights cold, to its first chart painted. */
  insights: Load;
  clickMs: number;
  /** NaN when the build has no draggable blocks (an older commit under --ab). */
  dropMs: number;
  /** (f): frames per second while the block is dragged, and the longest frame (ms); NaN as `dropMs`. */
  dragFps: number;
  longestFrameMs: number;
}

/** Frames per second over `frames` (their times, ms) and the longest gap between two of them. */
function frameRate(frames: number[]): { dragFps: number; longestFrameMs: number } {
  if (frames.length < 2) return { dragFps: Number.NaN, longestFrameMs: Number.NaN };
  const gaps = frames.slice(1).map((time, i) => time - (frames[i] ?? time));
  const span = (frames.at(-1) ?? 0) - (frames[0] ?? 0);
  return { dragFps: (1000 * gaps.length) / span, longestFrameMs: Math.max(...gaps) };
}

/**
 * (d) and (f): drags the bench block down from 6:00 to 6:30 AM with the mouse, one step every 16 ms (a hand's pace
 * at 60 Hz) for half a second, and returns the milliseconds from the release to the block painted at 6:30 and the
 * frames painted while it moved; NaN when the page has no such block handle.
 */
async function drag(page: Page): Promise<{ dropMs: number; dragFps: number; longestFrameMs: number }> {
  const handle = page.getByRole('button', { name: new RegExp(`^${BENCH_BLOCK}, `) });
  if ((await handle.count()) === 0) return { dropMs: Number.NaN, ...frameRate([]) };
  const row = page.locator('[data-hour="6"]');
  await row.scrollIntoViewIfNeeded();
  const grab = await handle.boundingBox();
  const hour = await row.boundingBox();
  if (!grab || !hour) throw new Error('the bench block is not on screen');
  const x = grab.x + grab.width / 2;
  const y = grab.y + grab.height / 2;
  await page.evaluate(armDrop, { title: BENCH_BLOCK, label: '6:30 AM - 7:00 AM' });
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + 8, { steps: 2 });
  const to = hour.y + hour.height / 2 + (y - grab.y);
  for (let step = 1; step <= DRAG_STEPS; step++) {
    await page.mouse.move(x, y + 8 + ((to - y - 8) * step) / DRAG_STEPS);
    await page.waitForTimeout(16);
  }
  await page.mouse.up();
  const dropMs = await within(
    page.evaluate(() => (window as unknown as { __dropPaint: number }).__dropPaint),
    'the dropped block painted',
  );
  const frames = await page.evaluate(() => (window as unknown as { __dragFrames: number[] }).__dragFrames);
  return { dropMs, ...frameRate(frames) };
}

/** Pointer moves of the drag, one per 16 ms. */
const DRAG_STEPS = 30;

/** `promise`, or an Error naming `what` after 60 s, so a text that never paints fails the run instead of hanging. */
function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within 60 s`)), 60_000);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** A new tab in `context` with the phone's network and CPU throttled through its own DevTools session. */
async function throttledPage(context: BrowserContext): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await cdp.send('Performance.enable');
  return { page, cdp };
}

/** The main thread's CPU time and task time so far, in ms (Performance.getMetrics: ThreadTime, TaskDuration). */
async function mainThread(cdp: CDPSession): Promise<{ cpuMs: number; busyMs: number }> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const seconds = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? Number.NaN;
  return { cpuMs: 1000 * seconds('ThreadTime'), busyMs: 1000 * seconds('TaskDuration') };
}

/** Opens `url` in a new throttled tab and waits until `wanted` is painted; the tab stays open. */
async function load(
  context: BrowserContext,
  url: string,
  wanted: Wanted,
): Promise<{ page: Page; load: Load }> {
  const { page, cdp } = await throttledPage(context);
  const before = await mainThread(cdp);
  await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
  const painted = page.evaluate(
    (key) =>
      (window as unknown as { __painted: Record<string, Promise<number>> }).__painted[key] as Promise<number>,
    keyOf(wanted),
  );
  const paintedMs = await within(painted, `${url}: '${keyOf(wanted)}' painted`);
  const after = await mainThread(cdp);
  const cpuMs = after.cpuMs - before.cpuMs;
  const busyMs = after.busyMs - before.busyMs;
  // Resource Timing in the page's own clock: what had arrived by the paint (transferSize 0 = from the cache).
  const fetched = await page.evaluate((until) => {
    const entries = [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ] as PerformanceResourceTiming[];
    return entries
      .filter((entry) => entry.responseEnd <= until)
      .map(({ startTime, responseEnd, transferSize }) => ({ startTime, responseEnd, transferSize }));
  }, paintedMs);
  const viaWorker = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).workerStart > 0,
  );
  let chain = 0;
  let free = 0; // greedy by earliest end gives the longest chain of non-overlapping requests
  const network = fetched.filter((entry) => entry.transferSize > 0);
  for (const entry of network.sort((a, b) => a.responseEnd - b.responseEnd))
    if (entry.startTime >= free) [chain, free] = [chain + 1, entry.responseEnd];
  const bytes = network.reduce((sum, entry) => sum + entry.transferSize, 0);
  return { page, load: { paintedMs, requests: network.length, bytes, chain, cpuMs, busyMs, viaWorker } };
}

/**
 * Runs in the page: resolves once the app's service worker is active, or after 30 s when the build registers
 * none (an older commit under --ab). (a) warm is a returning member's load, with the HTTP cache and the installed
 * app's worker in place; closing the first tab earlier made the second load race the worker's install.
 */
function workerActive(): Promise<unknown> {
  return Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, 30_000))]);
}

/** A fresh context (empty HTTP cache) whose pages watch for `wanted`, with the session cookie when signed in. */
async function freshContext(
  browser: Browser,
  target: Target,
  wanted: Wanted,
  signedIn: boolean,
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE, timezoneId: TIME_ZONE });
  await context.addInitScript(paintProbe, [wanted]);
  if (signedIn) {
    const cookies = target.cookie.split('; ').map((pair) => {
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      return { name, value, url: target.url };
    });
    await context.addCookies(cookies);
  }
  return context;
}

/**
 * One round on one target: (a) cold in a fresh context, (c) a click once that page has settled, (a) warm in a
 * second tab of the same context, (b) signed out in another fresh context, (e) /insights signed in, in a third.
 */
async function round(browser: Browser, target: Target): Promise<Round> {
  await savePlan(target.url, target.cookie); // every round starts with no task done
  await bookBlock(target.url, target.cookie);
  const member = await freshContext(browser, target, { text: FIRST_TASK }, true);
  try {
    const first = await load(member, `${target.url}/daily-overview`, { text: FIRST_TASK });
    await first.page.waitForLoadState('networkidle', { timeout: 60_000 });
    await first.page.waitForTimeout(500);
    await first.page.evaluate(armClick, FIRST_TASK);
    await first.page.getByRole('checkbox', { name: FIRST_TASK, exact: true }).click();
    const clickMs = await within(
      first.page.evaluate(() => (window as unknown as { __clickPaint: number }).__clickPaint),
      'the checkbox painted checked',
    );
    await first.page.waitForLoadState('networkidle', { timeout: 60_000 });
    const dragged = await drag(first.page);
    await first.page.waitForLoadState('networkidle', { timeout: 60_000 });
    await first.page.evaluate(workerActive);
    await first.page.close();
    const warm = await load(member, `${target.url}/daily-overview`, { text: FIRST_TASK });
    const visitor = await freshContext(browser, target, GET_STARTED, false);
    try {
      const landing = await load(visitor, `${target.url}/`, GET_STARTED);
      const reader = await freshContext(browser, target, FIRST_CHART, true);
      try {
        // A build from before the chart's marker (an older commit under --ab) never paints it: NaN, NOT MET.
        const insights = await load(reader, `${target.url}/insights`, FIRST_CHART).then(
          (opened) => opened.load,
          (error: Error) => {
            console.log(`  ${target.label}: ${error.message}`);
            return { ...first.load, paintedMs: Number.NaN };
          },
        );
        return {
          cold: first.load,
          warm: warm.load,
          landing: landing.load,
          insights,
          clickMs,
          ...dragged,
        };
      } finally {
        await reader.close().catch(() => {});
      }
    } finally {
      await visitor.close().catch(() => {});
    }
  } finally {
    await member.close().catch(() => {});
  }
}

/** The median, min and max of `values`, rounded to milliseconds: '1234 (1100–1400)'. */
function spread(values: number[]): { median: number; text: string } {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  const ms = (v: number) => Math.round(v).toString();
  return { median, text: `${ms(median)} (${ms(sorted[0] ?? 0)}–${ms(sorted.at(-1) ?? 0)})` };
}

/** Prints the table: per measure, each target's median (min–max) in ms and, with two targets, A ÷ B. */
function report(targets: Target[], rounds: Map<Target, Round[]>): void {
  const measures: [string, (r: Round) => number][] = [
    ['(a) /daily-overview cold → Big 3 painted', (r) => r.cold.paintedMs],
    ['(a) /daily-overview warm → Big 3 painted', (r) => r.warm.paintedMs],
    ['(b) / signed out → Get Started painted', (r) => r.landing.paintedMs],
    ['(c) Big 3 checkbox press → checked painted', (r) => r.clickMs],
    ['(d) block dropped 30 min later → painted there', (r) => r.dropMs],
    ['(e) /insights cold → first chart painted', (r) => r.insights.paintedMs],
    ['(f) block dragged → frames per second', (r) => r.dragFps],
    ['(f) block dragged → longest frame', (r) => r.longestFrameMs],
  ];
  const header = ['ms, median (min–max)', ...targets.map((t) => t.label)];
  if (targets.length === 2) header.push(`${targets[0]?.label} ÷ ${targets[1]?.label}`);
  const rows = measures.map(([name, pick]) => {
    const cells = targets.map((t) => spread((rounds.get(t) ?? []).map(pick)));
    const ratio =
      cells.length === 2 ? [`${((cells[0]?.median ?? 0) / (cells[1]?.median ?? 1)).toFixed(2)}×`] : [];
    return [name, ...cells.map((c) => c.text), ...ratio];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(`\n${[line(header), ...rows.map(line)].join('\n')}`);
  for (const target of targets) {
    const cold = spread((rounds.get(target) ?? []).map((r) => r.cold.paintedMs)).median;
    const chart = spread((rounds.get(target) ?? []).map((r) => r.insights.paintedMs)).median;
    const limit = cold + CHART_SLACK_MS;
    console.log(
      `target (e) ≤ (a) cold + ${CHART_SLACK_MS} ms, medians — ${target.label}: first chart ${Math.round(chart)} ms,` +
        ` cold Big 3 ${Math.round(cold)} + ${CHART_SLACK_MS} = ${Math.round(limit)} ms: ${chart <= limit ? 'MET' : 'NOT MET'}`,
    );
  }
  console.log(
    '\nWhat (a) and (e) had fetched and computed by the paint (medians), and their floor on this profile:',
  );
  for (const target of targets) {
    for (const kind of ['cold', 'warm', 'insights'] as const) {
      const loads = (rounds.get(target) ?? []).map((r) => r[kind]);
      const med = (pick: (l: Load) => number) => spread(loads.map(pick)).median;
      // A new connection's TCP handshake adds a round trip the throttling leaves out; a warm tab reuses it.
      const roundTrips = med((l) => l.chain) + (kind === 'warm' ? 0 : 1);
      const floor = roundTrips * NETWORK.latency + (1000 * med((l) => l.bytes)) / NETWORK.downloadThroughput;
      console.log(
        `  ${target.label} ${kind}: ${med((l) => l.requests)} requests, ${(med((l) => l.bytes) / 1000).toFixed(1)} kB,` +
          ` ${roundTrips} round trips, main thread busy ${Math.round(med((l) => l.busyMs))} ms, CPU ${Math.round(med((l) => l.cpuMs))} ms →` +
          ` floor ${Math.round(floor + med((l) => l.cpuMs))} ms (network ${Math.round(floor)} ms)`,
      );
    }
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const abAt = args.indexOf('--ab');
  const commit = abAt >= 0 ? args[abAt + 1] : undefined;
  if (abAt >= 0 && !commit) throw new Error('--ab needs a commit');
  const other = commit ? checkout(commit) : null;
  const targets: Target[] = [];
  let browser: Browser | undefined;
  try {
    if (!args.includes('--no-build') || !existsSync(join(ROOT, 'dist/web/index.html')))
      run('npm', ['run', 'build', '--silent'], ROOT);
    if (other && commit) {
      run('npm', ['run', 'build', '--silent'], other.root);
      targets.push(await startTarget(commit, other.root));
    }
    targets.push(await startTarget('HEAD', ROOT));
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
    console.log(
      `bench:real: Chromium ${browser.version()}, ${NETWORK.latency} ms RTT, 1.6 Mbit/s down, 750 kbit/s up,` +
        ` CPU ${CPU_SLOWDOWN}×, ${PHONE.viewport.width} px; ${RUNS} rounds, load average ${loadavg()[0]?.toFixed(1)}`,
    );
    const rounds = new Map<Target, Round[]>(targets.map((t) => [t, []]));
    for (let i = 0; i < RUNS; i++) {
      for (const target of targets) {
        const result = await round(browser, target);
        rounds.get(target)?.push(result);
        const { cold, warm, landing, insights, clickMs, dropMs: drop, dragFps } = result;
        console.log(
          `  round ${i + 1} ${target.label}: cold ${Math.round(cold.paintedMs)},` +
            ` warm ${Math.round(warm.paintedMs)}${warm.viaWorker ? '' : ' (without the worker)'},` +
            ` landing ${Math.round(landing.paintedMs)}, click ${Math.round(clickMs)}, drop ${Math.round(drop)},` +
            ` insights chart ${Math.round(insights.paintedMs)} ms, drag ${Math.round(dragFps)} fps`,
        );
      }
    }
    report(targets, rounds);
    console.log(
      `load average at the end ${loadavg()[0]?.toFixed(1)} (a busy machine makes every figure noisy)`,
    );
  } finally {
    await browser?.close();
    for (const target of targets) await target.cleanUp();
    other?.remove();
  }
}

await main();
