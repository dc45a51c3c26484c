/**
 * `npm run bench:web` (after `vite build`): the web app's weight and Lighthouse figures (bench/README.md).
 * Prints the initial JS per route from the Vite manifest (bench/web-bundle.ts), then starts Steward
 * (node src/server/main.ts, NODE_ENV=test, a temporary PGlite DATA_DIR, a free port), signs up a user, saves
 * today's plan through the API, and runs Lighthouse (mobile, default throttling) on Debian's Chromium
 * BENCH_WEB_RUNS times (default 3) on the landing page and on /daily-overview signed in (session cookie through
 * `extraHeaders`), and prints the median of each figure (BENCH_WEB_RUNS=0 skips Lighthouse). Then it times
 * typing in a full Ideal Week (bench/ideal-week-typing.ts). A benchmark, not a test: other work on the machine
 * makes the timings noisy, hence the median of several runs. BENCH_LHR_DIR=<folder> keeps every Lighthouse report.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/chromium.ts';
import { formatTyping, measureTyping } from './ideal-week-typing.ts';
import { formatRoutes, measureRoutes } from './web-bundle.ts';

const root = join(import.meta.dirname, '..');
const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
/** A folder to keep every Lighthouse report in (JSON), or unset. */
const LHR_DIR = process.env.BENCH_LHR_DIR;
const chromePath = CHROMIUM_PATH;
/** Lighthouse launches Chromium itself: headless, with the flags the tests use. */
const chromeFlags = ['--headless=new', ...CHROMIUM_ARGS];

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** How long the first start (PGlite's initdb inside the process) may take: over a minute on a loaded machine. */
const READY_TIMEOUT_MS = 180_000;

/** Starts Steward and resolves once /api/ready answers 200. */
async function startSteward(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(root, 'src', 'server', 'main.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_MAX: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Steward exited with ${child.exitCode}`);
    const ready = await fetch(`http://localhost:${port}/api/ready`).catch(() => null);
    if (ready?.ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`Steward did not become ready within ${READY_TIMEOUT_MS / 1000} s`);
}

/** The local date of this machine, 'YYYY-MM-DD' (the browser on the same machine computes the same today). */
function localToday(): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

/** Signs up a user, saves today's plan, and returns the session cookie. Throws unless every call succeeded. */
async function memberWithPlan(base: string): Promise<string> {
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { Origin: base, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', password: 'a long bench passphrase' }),
  });
  if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const plan = await fetch(`${base}/api/daily-plans`, {
    method: 'POST',
    headers: { Origin: base, 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({
      date: localToday(),
      morningRitualCompleted: true,
      bigThree: ['Write the proposal', 'Call Sam', 'Review the budget'],
      bigThreeCompleted: [true, false, false],
      otherTasks: ['Inbox zero', 'Book travel'],
      otherTasksCompleted: [false, true],
      winningDefinition: 'The proposal is sent',
      distractions: ['Slack', 'News'],
    }),
  });
  if (!plan.ok) throw new Error(`save plan: ${plan.status} ${await plan.text()}`);
  return cookie;
}

/** One Lighthouse run's figures. */
interface Figures {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  accessibility: number;
  failing: string[];
}

/** Runs Lighthouse once on `url` in the Chrome listening on `port`. */
async function audit(url: string, port: number, cookie?: string): Promise<Figures> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error' },
    {
      extends: 'lighthouse:default',
      settings: {
        onlyCategories: ['performance', 'accessibility'],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      },
    },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  // BENCH_LHR_DIR keeps each run's whole report (the simulated and observed metrics, the LCP element, the
  // requests) for a closer look than the medians give.
  if (LHR_DIR) {
    const name = `${Date.now()}-${new URL(url).pathname.replaceAll('/', '_')}.json`;
    mkdirSync(LHR_DIR, { recursive: true });
    writeFileSync(join(LHR_DIR, name), JSON.stringify(result.lhr));
  }
  if (runtimeError) console.warn(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const failing = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .filter((a) => a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'metricSavings')
    .map((a) => a.id);
  return {
    performance: categories.performance?.score ?? Number.NaN,
    accessibility: categories.accessibility?.score ?? Number.NaN,
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    failing,
  };
}

/** The median of the runs that produced a figure (a run Lighthouse could not score gives NaN and is left out). */
const median = (values: number[]) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? Number.NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

async function main(): Promise<void> {
  console.log('Initial JS per route (entry + static imports + lazy page chunks; gzip 9 / brotli 11):\n');
  console.log(formatRoutes(measureRoutes(join(root, 'dist', 'web'))));

  const port = await freePort();
  const base = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'steward-bench-web-'));
  const steward = await startSteward(port, dataDir);
  const chrome = await launch({ chromePath, chromeFlags });
  try {
    const cookie = await memberWithPlan(base);
    const pages = [
      { name: '/ (signed out)', url: `${base}/` },
      { name: '/daily-overview (signed in)', url: `${base}/daily-overview`, cookie },
    ];
    const rows: string[][] = [];
    for (const page of runs > 0 ? pages : []) {
      const results: Figures[] = [];
      for (let i = 0; i < runs; i++) results.push(await audit(page.url, chrome.port, page.cookie));
      const pick = (key: 'performance' | 'lcp' | 'tbt' | 'cls' | 'accessibility') =>
        median(results.map((r) => r[key]));
      rows.push([
        page.name,
        pick('performance').toFixed(2),
        `${(pick('lcp') / 1000).toFixed(2)} s`,
        `${Math.round(pick('tbt'))} ms`,
        pick('cls').toFixed(3),
        pick('accessibility').toFixed(2),
        [...new Set(results.flatMap((r) => r.failing))].join(' ') || '-',
      ]);
    }
    const header = ['page', 'performance', 'LCP', 'TBT', 'CLS', 'accessibility', 'audits < 0.9 (any run)'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
    const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
    if (runs > 0) {
      console.log(`\nLighthouse ${runs}× per page, mobile, default throttling; medians:\n`);
      console.log([line(header), ...rows.map(line)].join('\n'));
    }
    console.log('\nTyping in a cell of a full Ideal Week (Event Timing, as INP measures it):\n');
    console.log(formatTyping(await measureTyping(base, cookie, chromePath)));
  } finally {
    chrome.kill();
    steward.kill('SIGTERM');
    await new Promise((resolve) => steward.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
