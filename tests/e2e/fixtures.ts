/**
 * Fixtures of the browser tests (ADR 039). Each worker runs the real server (`node src/server/main.ts` with the
 * built SPA, tests/server-child.ts) on a fresh database: a new PostgreSQL database beside TEST_DATABASE_URL's when
 * that is set, else a PGlite folder copied from the run's migrated template (global-setup.ts). Each test gets
 * `baseURL` on that server, its own `user` (signed up through the API when asked for), and fails on an
 * unexpected console error. A file that needs a special server sets `serverEnv` / `now`, or overrides `server`.
 */
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import postgres from 'postgres';
import { freePort, startServerChild } from '../server-child.ts';

export { expect };

/** Tuesday 2026-03-10 9:00 AM in New York (EDT): the instant the files that pin both clocks use (`now`). */
export const NOW = '2026-03-10T13:00:00.000Z';

/** A running Steward server. */
export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** A fresh database's env for one server (nothing on PGlite: the server opens its DATA_DIR), and its removal. */
async function freshDatabase(
  dataDir: string,
): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const template = process.env.PGLITE_TEMPLATE;
    if (template) cpSync(join(template, 'pg'), join(dataDir, 'pg'), { recursive: true });
    return { env: {}, drop: async () => {} };
  }
  const name = `steward_e2e_${randomUUID().replaceAll('-', '')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Starts the server with `env` on top of a test configuration, on a fresh database, on
 * `http://localhost:<free port>` unless `env.PORT` / `env.BASE_URL` are given (a peer such as an OIDC provider
 * must know the address first). `stop()` ends it and deletes its folder and database.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = env.PORT ?? String(await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'steward-e2e-'));
  const database = await freshDatabase(dataDir);
  const cleanUp = async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const server = await startServerChild({
      PORT: port,
      BASE_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      BETTER_AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-42',
      // Playwright's API client reuses pooled sockets without reading the server's Keep-Alive hint, so a call
      // after a few idle seconds could meet the server closing that socket (ECONNRESET); sockets outlive a test here.
      KEEP_ALIVE_TIMEOUT: '300',
      // The calendar tests' CalDAV server (Radicale) listens on loopback.
      CALENDAR_ALLOW_PRIVATE_NETWORKS: 'true',
      ...database.env,
      ...env,
    });
    return {
      url: server.url,
      stop: async () => {
        await server.stop();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/** A user signed up for the test. */
export interface TestUser {
  name: string;
  email: string;
  password: string;
}

interface Options {
  /** Server env of the worker's server (a file sets it with `test.use`). */
  serverEnv: Record<string, string>;
  /** When set, both clocks read this instant: the server's (TEST_NOW) and the browser's (fixed). */
  now: string | undefined;
}

interface TestOptions {
  /** The name the `user` fixture signs up with. */
  userName: string;
}

/** See the `api` fixture. */
export interface Api {
  post<T = { id: string }>(path: string, data: unknown): Promise<T>;
  patch<T = unknown>(path: string, data: unknown): Promise<T>;
  put<T = unknown>(path: string, data: unknown): Promise<T>;
}

interface Fixtures {
  /** A new user, signed up through the API in the page's cookie jar, with the browser's time zone stored. */
  user: TestUser;
  /** JSON calls to the API in the page's cookie jar, with the Origin its guard wants; each asserts a 2xx answer. */
  api: Api;
  /** Console errors seen so far; `allow` lets through the ones a test provokes on purpose. */
  consoleErrors: { allow(pattern: RegExp): void };
}

/** Chromium logs every non-OK fetch; 401 (signed out) and 404 (no plan for a day) are answers the app expects. */
const EXPECTED_FETCH_ERROR =
  /^console.error: Failed to load resource: the server responded with a status of (401|404)\b/;

/** `test` with Steward's fixtures. */
export const test = base.extend<
  Fixtures & TestOptions,
  Options & { serverPort: number; server: RunningServer }
>({
  userName: ['Test User', { option: true }],
  serverEnv: [{}, { option: true, scope: 'worker' }],
  now: [undefined, { option: true, scope: 'worker' }],
  /** The server's port, known before it starts (a peer such as an OIDC provider needs its callback address). */
  serverPort: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => use(await freePort()),
    { scope: 'worker' },
  ],
  server: [
    async ({ serverEnv, now, serverPort }, use) => {
      const env = { PORT: String(serverPort), ...(now ? { TEST_NOW: now } : {}), ...serverEnv };
      const server = await startServer(env);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  context: async ({ context, now }, use) => {
    if (now) await context.clock.setFixedTime(new Date(now));
    await use(context);
  },
  api: async ({ page, baseURL }, use) => {
    const call =
      (method: string) =>
      async <T>(path: string, data: unknown): Promise<T> => {
        const res = await page.request.fetch(path, { method, data, headers: { Origin: baseURL ?? '' } });
        expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
        return (await res.json()) as T;
      };
    await use({ post: call('POST'), patch: call('PATCH'), put: call('PUT') });
  },
  consoleErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const allowed = [EXPECTED_FETCH_ERROR];
      const watch = (page: Page) => {
        page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(errors.filter((error) => !allowed.some((pattern) => pattern.test(error)))).toEqual([]);
    },
    { auto: true },
  ],
  user: async ({ page, baseURL, timezoneId, userName }, use) => {
    const user = {
      name: userName,
      email: `${randomUUID()}@example.com`,
      password: 'correct horse battery staple',
    };
    const headers = { Origin: baseURL ?? '' };
    const signUp = await page.request.post('/api/auth/sign-up/email', { data: user, headers });
    expect(signUp.status(), await signUp.text()).toBe(200);
    const zone = await page.request.patch('/api/auth/user', { data: { timeZone: timezoneId }, headers });
    expect(zone.status()).toBe(200);
    await use(user);
  },
});

/** Signs up through Steward's own sign-in page from the landing page and waits for Home. */
export async function signUpInBrowser(page: Page, user: TestUser): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
}

/** A user that no test has signed up yet (for sign-up through the UI). */
export function newUser(name: string): TestUser {
  return { name, email: `${randomUUID()}@example.com`, password: 'a long enough passphrase' };
}

/** Asserts that the document does not scroll sideways (a 390 px check); `where` names the screen. */
export async function expectDocumentFits(page: Page, where = 'the page'): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
}

/**
 * Asserts (softly) that the document does not scroll sideways and no element hides or scrolls content sideways
 * (text fields, which scroll their own value, and screen-reader-only text left out), a stricter check than expectDocumentFits.
 */
export async function expectNoSideScroll(page: Page, where: string): Promise<void> {
  const problems = await page.evaluate(() => {
    const root = document.documentElement;
    return [root, ...document.querySelectorAll<HTMLElement>('body *')]
      .filter(
        (element) =>
          !element.matches('input, textarea, select, .sr-only, .sr-only *') &&
          element.clientWidth > 1 &&
          (element === root || getComputedStyle(element).overflowX !== 'visible') &&
          element.scrollWidth > element.clientWidth + (element === root ? 0 : 1),
      )
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}">`);
  });
  expect.soft(problems, where).toEqual([]);
}

/**
 * Asserts that axe-core finds no serious or critical violation on the page (the WCAG checks), or only within the
 * element `include` selects (one section of a long page). It first waits for colour transitions under way to end:
 * axe would read a button's colours halfway from one state to the next.
 */
export async function expectAxeClean(page: Page, where = 'the page', include?: string): Promise<void> {
  await page.waitForFunction(
    () => !document.getAnimations().some((animation) => animation instanceof CSSTransition),
  );
  const builder = new AxeBuilder({ page });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious, where).toEqual([]);
}

/**
 * Asserts the toast with this title (and description) is shown. While a modal dialog is open the toast viewport
 * is aria-hidden (screen readers get the toast from Radix's live announcement), hence includeHidden.
 */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const withTitle = page
    .getByRole('region', { name: 'Notifications (F8)', includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ has: page.getByText(title, { exact: true }) });
  // One check of both: a toast followed by a navigation (the 401 redirect) may be gone by a second one.
  const toast = description
    ? withTitle.filter({ has: page.getByText(description, { exact: true }) })
    : withTitle;
  await expect(toast).toBeVisible();
}

/**
 * Closes the toast on screen (it would otherwise cover the buttons under it for 5 s). The toast may close itself
 * between finding its Close button and the click; then the click gives up and the toast is gone all the same.
 */
export async function closeToast(page: Page): Promise<void> {
  const close = page.getByRole('region', { name: /Notifications/ }).getByRole('button', { name: 'Close' });
  await close.click({ timeout: 2_000 }).catch(() => undefined);
  await expect(close).toHaveCount(0);
}

/**
 * Presses Download PDF and returns the printable page it opens, kept open for inspection: the popup's print()
 * and close() do nothing (docs/product.md §2 'Daily plan export' would print and close it).
 */
export async function openPrintPopup(page: Page): Promise<Page> {
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
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  return popup;
}

/** Closing the tab asks the browser's own question (`beforeunload`); it is dismissed, so the page stays open. */
export async function expectCloseAsked(page: Page): Promise<void> {
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked).toEqual(['beforeunload']);
  expect(page.isClosed()).toBe(false);
}

/**
 * Closes `dialog` with one Escape press. Radix handles Escape only once the dialog is the top layer, which it
 * becomes a render after it mounts (after focus moved in), the render that gives it an inline
 * `pointer-events: auto`; a press before then closes a toast below it, or nothing.
 */
export async function closeWithEscape(dialog: Locator): Promise<void> {
  await expect(dialog).toHaveAttribute('style', /pointer-events: auto/);
  await dialog.page().keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/**
 * Clicks the button `name` that prints the page and expects the browser's print to be called with a stylesheet
 * whose `@page` rule has a 1 inch margin (docs/product.md §2: summaries print with a 1 inch margin).
 */
export async function expectPrintsWithInchMargin(page: Page, name: string): Promise<void> {
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  const margins = await page.evaluate(() =>
    [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule) => rule instanceof CSSPageRule)
      .map((rule) => (rule as CSSPageRule).style.margin),
  );
  expect(margins).toContain('1in');
}

/** Holds every request to `url` (a glob or a pattern) until the returned function is called, as on a slow network. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Moves the keyboard to `target` and presses `key` (Enter by default). */
export async function press(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await target.focus();
  await expect(target).toBeFocused();
  await page.keyboard.press(key);
}

/** Replaces the text of `field` by typing `text` on the keyboard. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/**
 * Waits until Steward's service worker controls `page` (the first one claims the page once it is active, so its
 * precache is complete) and returns the worker's script URL.
 */
export async function controlled(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const { serviceWorker } = navigator;
    if (!serviceWorker.controller)
      await new Promise((resolve) =>
        serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    return serviceWorker.controller?.scriptURL ?? '';
  });
}
