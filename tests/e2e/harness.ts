/**
 * E2E harness: runs the real server (`node src/server/main.ts`, the built SPA in dist/web) as a child process on a
 * free port (tests/server-child.ts) and drives Debian's Chromium through playwright-core. Each server gets a fresh
 * database: a new PostgreSQL database beside TEST_DATABASE_URL's when that is set (dropped on stop), else a fresh
 * PGlite folder (a copy of the migrated template tests/e2e/global-setup.ts makes once per run). Run
 * `npm run build` first (npm test and npm run test:e2e do).
 */
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import postgres from 'postgres';
import { afterAll, beforeAll, inject } from 'vitest';
import { freePort, startServerChild } from '../server-child.ts';

/** Chromium flags for this machine: headless, no sandbox as root, no background traffic to closed networks. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Path of Debian's Chromium (override with CHROMIUM_PATH). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A running Steward server. */
export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** What a server's database adds to its env, and how to drop it. */
interface FreshDatabase {
  env: Record<string, string>;
  dispose(): Promise<void>;
}

/**
 * A fresh database for one server, as the env it adds: `DATABASE_URL` of a new PostgreSQL database when
 * TEST_DATABASE_URL is set, else nothing (the server opens PGlite in its DATA_DIR, which `dataDir` fills with a copy
 * of the run's migrated template when there is one). `dispose` drops the database.
 */
async function freshDatabase(dataDir: string): Promise<FreshDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const template = inject('pgliteTemplate');
    if (template) cpSync(join(template, 'pg'), join(dataDir, 'pg'), { recursive: true });
    return { env: {}, dispose: async () => {} };
  }
  const name = `steward_e2e_${randomUUID().replaceAll('-', '')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } catch (error) {
    await admin.end();
    throw error;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    dispose: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Starts the server (tests/server-child.ts) with `env` on top of a test configuration, on a fresh database (see
 * {@link freshDatabase}; `env.DATABASE_URL` overrides it), on `http://localhost:<free port>` unless `env.PORT` /
 * `env.BASE_URL` are given (a peer such as an OIDC provider must know the address first). `stop()` ends the
 * process and deletes the folder and the database.
 * @throws Error with the server's output when it exits or is not ready within 120 s.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = env.PORT ?? String(await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'steward-e2e-'));
  const cleanUp = async (dispose: () => Promise<void>) => {
    await dispose();
    rmSync(dataDir, { recursive: true, force: true });
  };
  let database: FreshDatabase = { env: {}, dispose: async () => {} };
  try {
    if (!env.DATABASE_URL) database = await freshDatabase(dataDir);
    const server = await startServerChild({
      PORT: port,
      BASE_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      BETTER_AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-42',
      LOG_LEVEL: 'info',
      ...database.env,
      ...env,
    });
    return {
      url: server.url,
      dataDir,
      stop: async () => {
        await server.stop();
        await cleanUp(database.dispose);
      },
    };
  } catch (error) {
    await cleanUp(database.dispose);
    throw error;
  }
}

/**
 * Registers the hooks of a test file (or describe block) that shares one server and one Chromium: both start
 * before its first test (the server with `env`, as {@link startServer}) and are handed to `started`, and both stop
 * after its last test.
 */
export function withServerAndBrowser(
  env: Record<string, string>,
  started: (running: { server: RunningServer; browser: Browser }) => void,
): void {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(env);
    browser = await launchBrowser();
    started({ server, browser });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
}

/** Launches headless Chromium with the machine's flags. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/**
 * A fresh browser context on `baseURL` that fails the test on any page error or console error
 * (conventions: tests fail on unexpected console.error). `errors` collects them for the assertion. `hasTouch`
 * gives the page a touch screen (locator.tap()).
 */
export async function newContext(
  browser: Browser,
  baseURL: string,
  options: { timezoneId?: string; hasTouch?: boolean } = {},
): Promise<{ context: BrowserContext; errors: string[] }> {
  const context = await browser.newContext({
    baseURL,
    timezoneId: options.timezoneId ?? 'America/New_York',
    locale: 'en-US',
    hasTouch: options.hasTouch ?? false,
  });
  const errors: string[] = [];
  context.on('page', (page) => watch(page, errors));
  return { context, errors };
}

const EXPECTED_FETCH_ERROR = /^Failed to load resource: the server responded with a status of (401|404)\b/;

function watch(page: Page, errors: string[]) {
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    // Chromium logs every non-OK fetch. 401 (signed out, from /api/auth/user) and 404 (no plan for a day) are
    // answers the app expects and handles; any other console error fails the test.
    if (m.type() === 'error' && !EXPECTED_FETCH_ERROR.test(m.text()))
      errors.push(`console.error: ${m.text()}`);
  });
}

/** Signs up through Steward's own sign-in page from the landing page and waits for Home. */
export async function signUpInBrowser(
  page: Page,
  name: string,
  email: string,
  password: string,
): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.waitForURL(/\/sign-in/);
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await page.getByRole('button', { name: 'Sign Out' }).waitFor();
}

/**
 * Signs up through the API from the page's context (its cookie jar gets the session); with `timeZone`, also stores
 * that zone on the user. Throws unless each call succeeded.
 */
export async function signUpViaApi(
  page: Page,
  baseUrl: string,
  name = 'Test User',
  timeZone?: string,
): Promise<{ email: string }> {
  const email = `${crypto.randomUUID()}@example.com`;
  const headers = { Origin: baseUrl };
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password: 'correct horse battery staple' },
    headers,
  });
  if (!res.ok()) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  if (timeZone !== undefined) {
    const zone = await page.request.patch('/api/auth/user', { data: { timeZone }, headers });
    if (!zone.ok()) throw new Error(`time zone failed: ${zone.status()} ${await zone.text()}`);
  }
  return { email };
}

/** Asserts that the document does not scroll sideways (a 390 px check); `where` names the screen. */
export async function expectDocumentFits(page: Page, where: string): Promise<void> {
  const widths = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  if (widths.scrollWidth > widths.clientWidth)
    throw new Error(`${where} scrolls sideways: ${JSON.stringify(widths)}`);
}

/**
 * Presses Escape until `dialog` closes, then waits for it to leave the page. Radix adds a dialog's Escape listener
 * (DismissableLayer) two renders after the dialog mounts, after focus has moved in, so on a busy machine a press
 * right after opening can come first: it then closes a toast still on screen, or does nothing. Five presses that
 * close nothing fail the test.
 */
export async function pressEscapeToClose(page: Page, dialog: Locator): Promise<void> {
  const open = dialog.and(page.locator('[data-state="open"]'));
  for (let press = 1; ; press++) {
    await page.keyboard.press('Escape');
    try {
      await open.waitFor({ state: 'detached', timeout: 2_000 });
      break;
    } catch (error) {
      if (press === 5) throw error;
    }
  }
  await dialog.waitFor({ state: 'detached' });
}

/** Serious or critical axe-core violations on the page, as readable lines (WCAG checks of the e2e suites). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * Waits for the toast with this title (and description) in the toast viewport. While a modal dialog is open the
 * viewport is aria-hidden (screen readers get the toast from Radix's live announcement), hence includeHidden.
 */
export async function toastWith(page: Page, title: string, description?: string): Promise<void> {
  const toast = page
    .getByRole('region', { name: 'Notifications (F8)', includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ has: page.getByText(title, { exact: true }) });
  await toast.waitFor();
  if (description) await toast.getByText(description, { exact: true }).waitFor();
}

/**
 * Presses Download PDF and returns the printable page it opens, kept open for inspection: the popup's print()
 * and close() do nothing (spec §2 'Daily plan export' would print and close it).
 */
export async function openPrintPopup(context: BrowserContext, page: Page): Promise<Page> {
  await page.evaluate(() => {
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      const popup = open(...args);
      if (popup) {
        popup.print = () => undefined;
        popup.close = () => undefined;
      }
      return popup;
    };
  });
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  return popup;
}

/** Whether the element of `locator` has focus (for checks that focus returned where it should). */
export function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}
