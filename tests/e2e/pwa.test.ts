/**
 * The installable app (ADR 052): Chromium's install criteria, the service worker taking the page and serving the
 * build from its cache (and nothing else), the update prompt, and a push delivered to the worker over CDP showing
 * its notification, whose 'Done' checks a habit in. Both clocks are pinned (`now`), so a habit reminder's day is
 * the server's today.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CDPSession, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import {
  controlled,
  expect,
  expectAxeClean,
  expectDocumentFits,
  expectToast,
  NOW,
  newUser,
  test,
} from './fixtures.ts';

test.use({ now: NOW });

const TODAY = '2026-03-10';

/** The id of the page's service worker registration, as CDP names it. */
async function registrationId(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((registration) => !registration.isDeleted);
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** The notifications Steward's worker shows now. */
function notifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    // `actions` is not in TypeScript's DOM library yet.
    type Shown = Notification & { actions: { action: string; title: string }[] };
    return (await registration.getNotifications()).map((shown) => {
      const { title, body, tag, data, actions } = shown as Shown;
      return {
        title,
        body,
        tag,
        data: data as unknown,
        actions: actions.map(({ action, title }) => ({ action, title })),
      };
    });
  });
}

/**
 * Delivers `payload` (JSON) to the page's service worker as a push, without a push service, and returns once the
 * worker's push event has settled (its notification shown). Reading the notifications any sooner races with the
 * showing: Chromium's getNotifications() drops a notification it has stored but not displayed yet, for good.
 */
async function deliverPush(page: Page, baseURL: string, payload: unknown): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const settled = new Promise<string | undefined>((resolve) => {
    cdp.on('BackgroundService.backgroundServiceEventReceived', ({ backgroundServiceEvent: event }) => {
      if (event.eventName === 'Push event completed')
        resolve(event.eventMetadata.find(({ key }) => key === 'Status')?.value);
    });
  });
  await cdp.send('BackgroundService.startObserving', { service: 'pushMessaging' });
  await cdp.send('BackgroundService.setRecording', { shouldRecord: true, service: 'pushMessaging' });
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL,
    registrationId: await registrationId(cdp),
    data: JSON.stringify(payload),
  });
  expect(await settled).toBe('Success');
}

test('Chromium finds nothing missing to install Steward, on the landing page and in the app', async ({
  server,
}) => {
  // A persistent profile: Playwright's usual context is incognito, where Chromium never offers to install.
  const profile = mkdtempSync(join(tmpdir(), 'steward-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL: server.url,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await page.goto('/');
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);

    const user = newUser('Installer');
    const signUp = await context.request.post('/api/auth/sign-up/email', {
      data: user,
      headers: { Origin: server.url },
    });
    expect(signUp.status(), await signUp.text()).toBe(200);
    await page.goto('/daily-overview');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test("the service worker takes the page and then serves the build's scripts from its cache", async ({
  page,
  baseURL,
  user: _,
}) => {
  await page.goto('/daily-overview');
  expect(await controlled(page)).toBe(`${baseURL}/sw.js`);

  const scripts: { url: string; fromWorker: boolean }[] = [];
  page.on('response', (response) => {
    if (/\/assets\/.+\.js$/.test(response.url()))
      scripts.push({ url: response.url(), fromWorker: response.fromServiceWorker() });
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => !script.fromWorker)).toEqual([]);
});

test("the worker's script is sent precompressed, like the build's other scripts", async ({ page }) => {
  for (const encoding of ['br', 'gzip']) {
    const response = await page.request.get('/sw.js', { headers: { 'Accept-Encoding': encoding } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe(encoding);
    expect(await response.text()).toContain('__WB_REVISION__');
  }
});

test('after use and sign-out, Cache Storage holds only files of the build: no landing page, no API answer', async ({
  page,
  user: _,
}) => {
  await page.goto('/daily-overview');
  await controlled(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();

  const cached = await page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths;
  });
  expect(cached).toContain('/pwa-192x192.png');
  // index.html is the app shell of the build: the same bytes the server sends anyone who asks for /index.html, with
  // no user data; it is served in place of a page only offline, for a kept signed-in user (app-shell.ts).
  expect(cached).toContain('/index.html');
  expect(cached).not.toContain('/landing.html');
  const buildFile = /^\/(assets\/[\w.-]+\.(js|css)|[\w-]+\.(png|svg|webmanifest)|index\.html)$/;
  expect(cached.filter((path) => !buildFile.test(path))).toEqual([]);
});

test("a new version waits until the user presses Reload in 'A new version of Steward is ready'", async ({
  page,
  baseURL,
  user: _,
}) => {
  await page.goto('/daily-overview');
  await controlled(page);
  // The next version: a worker under another script URL for the same scope (the server answers /sw.js too), which
  // installs and waits as a new deploy's worker does. The page is a first visit's, claimed by its first worker.
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js?next');
  });
  await expectToast(page, 'A new version of Steward is ready', 'Reload to start using it.');
  const waiting = () =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null);
  expect(await waiting()).toBe('installed');

  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Reload' }).press('Enter');
  await reloaded;
  expect(await controlled(page)).toBe(`${baseURL}/sw.js?next`);
  // The waiting worker became the active one. (Whether one waits now is not asked: the reloaded page registers
  // /sw.js again, which to the browser is another script than /sw.js?next, so it may install and wait in turn.)
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL),
  ).toBe(`${baseURL}/sw.js?next`);
});

test('a push shows its notification with the page it opens', async ({ page, context, baseURL, user: _ }) => {
  await context.grantPermissions(['notifications']);
  await page.goto('/daily-overview');
  await controlled(page);
  await deliverPush(page, baseURL ?? '', {
    title: 'Plan your day',
    body: 'Your Big 3 are waiting',
    url: '/daily-planning',
    tag: 'plan-day',
  });
  expect(await notifications(page)).toEqual([
    {
      title: 'Plan your day',
      body: 'Your Big 3 are waiting',
      tag: 'plan-day',
      data: { url: '/daily-planning', habit: null },
      actions: [],
    },
  ]);
});

test("'Done' on a habit reminder checks the habit in", async ({ page, context, baseURL, api, user: _ }) => {
  const { id } = await api.post('/api/habits', { name: 'Read 10 pages', schedule: { kind: 'daily' } });
  await context.grantPermissions(['notifications']);
  await page.goto('/habit-tracker');
  await controlled(page);
  await deliverPush(page, baseURL ?? '', {
    title: 'Read 10 pages',
    body: 'Check it in when it is done.',
    url: `/habit-tracker/${id}`,
    tag: `habit-${id}`,
    actions: [{ action: 'done', title: 'Done' }],
    habitId: id,
    date: TODAY,
  });
  expect((await notifications(page)).map((shown) => shown.actions)).toEqual([
    [{ action: 'done', title: 'Done' }],
  ]);

  // Chromium has no way to press a notification's button from a test: the worker gets the event the browser
  // would send, dispatched in its own scope (its handler starts the check-in before waitUntil, which refuses an
  // event the browser did not send).
  const [worker] = context.serviceWorkers();
  await worker?.evaluate(async () => {
    const scope = self as unknown as {
      registration: { getNotifications(): Promise<Notification[]> };
      dispatchEvent(event: Event): boolean;
    };
    const [notification] = await scope.registration.getNotifications();
    const NotificationEvent = (
      globalThis as unknown as { NotificationEvent: new (type: string, init: object) => Event }
    ).NotificationEvent;
    scope.dispatchEvent(new NotificationEvent('notificationclick', { notification, action: 'done' }));
  });

  await expect
    .poll(async () => (await page.request.get(`/api/habits/${id}/entries?from=${TODAY}&to=${TODAY}`)).json())
    .toEqual([{ date: TODAY, count: 1, skipped: false }]);
});

test('Settings → Notifications offers to turn notifications on for this device, by keyboard', async ({
  page,
  context,
  user: _,
}) => {
  // Only up to the browser's permission: subscribing needs the push API of the server's reminders.
  await context.grantPermissions(['notifications']);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Notifications' });
  const turnOn = section.getByRole('button', { name: 'Turn on notifications on this device' });
  await expect(turnOn).toBeVisible();
  await turnOn.focus();
  await expect(turnOn).toBeFocused();
  await expectAxeClean(page, 'Settings → Notifications', '#notifications');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectDocumentFits(page, 'Settings at 390 px');
});

test('Settings → Notifications says how to allow notifications when the site is blocked', async ({
  page,
  baseURL,
  user: _,
}) => {
  // Playwright can grant a permission but not refuse one: CDP sets it for this test's browser context.
  const cdp = await page.context().newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting: 'denied',
    origin: baseURL,
    browserContextId: targetInfo.browserContextId,
  });
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Notifications' });
  await expect(section.getByRole('status')).toContainText(
    'Notifications are blocked for Steward in this browser',
  );
  await expect(section.getByRole('button', { name: 'Turn on notifications on this device' })).toHaveCount(0);
});
