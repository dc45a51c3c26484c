/**
 * The Life domain of a scheduled task in Chromium (ADR 033): a brand-new user with
 * today's plan and an ideal week (both through the API) schedules tasks in the Schedule Task dialog, once choosing
 * a Life domain and once leaving it at None, and the block's minutes are what POST /api/calendar/week-comparison
 * reports for that domain in `byDomain` and what the calendar's Week Comparison Score card shows in its bar.
 * Then the same at 390 px by keyboard only, and a booked block's domain changed on the timeline at 390 px.
 *
 * Both clocks read Tuesday 2026-03-10, 9:00 AM in New York (daily-overview-setup.ts); the compared week is Monday
 * 2026-03-09 to Sunday 2026-03-15.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './daily-overview-setup.ts';
import type { Api } from './fixtures.ts';
import { expectAxeClean, expectDocumentFits, expectToast } from './fixtures.ts';

const WEEK = '2026-03-09';
/** One planned half hour each of Physical and Work: the comparison has an ideal week with those domains. */
const IDEAL_WEEK = {
  name: 'Balanced week',
  schedule: {
    'tuesday-7:00 AM': { activity: 'Gym', domain: 'physical' },
    'wednesday-9:00 AM': { activity: 'Deep work', domain: 'work' },
  },
};

interface DomainMinutes {
  domain: string | null;
  idealMinutes: number;
  actualMinutes: number;
}

/** Creates the ideal week through the API and returns its id. */
async function createIdealWeek(api: Api): Promise<string> {
  return (await api.post('/api/ideal-weeks', IDEAL_WEEK)).id;
}

/** The week's minutes per domain as the API compares them against `idealWeekId`. */
async function byDomain(api: Api, idealWeekId: string): Promise<DomainMinutes[]> {
  const body = { weekStartDate: WEEK, idealWeekId };
  return (await api.post<{ byDomain: DomainMinutes[] }>('/api/calendar/week-comparison', body)).byDomain;
}

/** Today's Steward blocks titled `title`, with their length in minutes. */
async function blocksTitled(page: Page, title: string): Promise<number[]> {
  const res = await page.request.get(
    `/api/calendar/events?${new URLSearchParams({
      startDate: '2026-03-10T04:00:00.000Z',
      endDate: '2026-03-11T04:00:00.000Z',
    })}`,
  );
  expect(res.status()).toBe(200);
  const events = (await res.json()) as { summary: string; start: string; end: string; source: string }[];
  return events
    .filter((event) => event.source === 'steward' && event.summary === title)
    .map((event) => (Date.parse(event.end) - Date.parse(event.start)) / 60_000);
}

/** The bodies of the page's time-block POSTs, as they are sent. */
function bookings(page: Page): Record<string, unknown>[] {
  const sent: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/calendar/time-blocks')
      sent.push(request.postDataJSON() as Record<string, unknown>);
  });
  return sent;
}

test('a block booked with Physical counts for Physical in the Week Comparison, one left at None for none', async ({
  page,
  api,
  user: _,
}) => {
  const idealWeekId = await createIdealWeek(api);
  expect(await byDomain(api, idealWeekId)).toEqual([
    { domain: 'physical', idealMinutes: 30, actualMinutes: 0 },
    { domain: 'work', idealMinutes: 30, actualMinutes: 0 },
  ]);
  const sent = bookings(page);
  await page.goto('/daily-overview');
  const dialog = page.getByRole('dialog', { name: 'Schedule Task' });

  // Physical, for an hour at 10:00 AM.
  await page.getByRole('button', { name: 'Schedule Call the bank' }).click();
  await dialog.getByRole('button', { name: '1 hour', exact: true }).click();
  const domain = dialog.getByLabel('Life domain', { exact: true });
  await expect(domain).toHaveValue('');
  await expect(domain.locator('option:checked')).toHaveText('None');
  await expect(domain.locator('option')).toHaveText([
    'None',
    'Spiritual',
    'Financial',
    'Intellectual',
    'Emotional',
    'Physical',
    'Marital',
    'Parental',
    'Social',
    'Work',
    'Hobby',
  ]);
  await domain.selectOption({ label: 'Physical' });
  // Kept through Change Duration, which puts focus back on the duration chosen before.
  await dialog.getByRole('button', { name: 'Change Duration' }).click();
  const hour = dialog.getByRole('button', { name: '1 hour', exact: true });
  await expect(hour).toBeFocused();
  await hour.click();
  await expect(domain).toHaveValue('physical');
  await dialog.getByRole('button', { name: 'Select 10:00 AM - 11:00 AM' }).click();
  await expectToast(page, 'Task Scheduled', 'Call the bank at 10:00 AM - 11:00 AM');
  await expect(dialog).toHaveCount(0);

  // Left at None (and the dialog opens at None again), for 30 minutes at 9:00 AM.
  await page.getByRole('button', { name: 'Schedule Review the budget' }).click();
  await dialog.getByRole('button', { name: '30 minutes', exact: true }).click();
  await expect(domain).toHaveValue('');
  await dialog.getByRole('button', { name: 'Select 9:00 AM - 9:30 AM' }).click();
  await expectToast(page, 'Task Scheduled', 'Review the budget at 9:00 AM - 9:30 AM');
  await expect(dialog).toHaveCount(0);

  // The domain is sent only when one was chosen.
  expect(sent).toEqual([
    expect.objectContaining({ title: 'Call the bank', domain: 'physical' }),
    expect.objectContaining({ title: 'Review the budget' }),
  ]);
  expect(Object.keys(sent[1] ?? {})).not.toContain('domain');
  const [minutes] = await blocksTitled(page, 'Call the bank');
  expect(minutes).toBe(60);
  expect(await blocksTitled(page, 'Review the budget')).toEqual([30]);
  // The block's minutes count for Physical; the one without a domain in the 'No domain' row (ADR 058).
  expect(await byDomain(api, idealWeekId)).toEqual([
    { domain: 'physical', idealMinutes: 30, actualMinutes: minutes },
    { domain: 'work', idealMinutes: 30, actualMinutes: 0 },
    { domain: null, idealMinutes: 0, actualMinutes: 30 },
  ]);

  // The card's Physical bar: ideal 0.5 h, actual 1 h, the actual bar the longest.
  await page.goto('/calendar?view=week&date=2026-03-10');
  await expect(page.getByRole('heading', { name: 'Week Comparison Score' })).toBeVisible();
  const physical = page.getByRole('listitem').filter({ hasText: /^Physical/ });
  await expect(physical.getByText('ideal 0.5 h, actual 1 h', { exact: true })).toBeVisible();
  const widths = await physical
    .locator('[aria-hidden="true"] > span')
    .evaluateAll((bars) => bars.map((bar) => (bar as HTMLElement).style.width));
  expect(widths).toEqual(['50%', '100%']);
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: /^Work/ })
      .getByText('ideal 0.5 h, actual 0 h', { exact: true }),
  ).toBeVisible();
});

test.describe('at 390 px, a long task', () => {
  const task =
    'Prepare the quarterly investor update with revenue figures, churn analysis and the hiring plan';
  test.use({
    viewport: { width: 390, height: 844 },
    plan: { bigThree: [task, 'Call the bank', 'Review the budget'] },
  });

  test('at 390 px by keyboard: a duration puts focus on Life domain, typing chooses Work, the dialog fits', async ({
    page,
    api,
    user: _,
  }) => {
    const idealWeekId = await createIdealWeek(api);
    await page.goto('/daily-overview');
    const dialog = page.getByRole('dialog', { name: 'Schedule Task' });

    await page.getByRole('button', { name: `Schedule ${task}` }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: '1.5 hours', exact: true }).focus();
    await page.keyboard.press('Enter');
    // The pressed duration is replaced by the next step: focus goes on purpose to Life domain, before and after
    // the times arrive, not to wherever the browser leaves it.
    const domain = dialog.getByLabel('Life domain', { exact: true });
    await expect(domain).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Select 9:00 AM - 10:30 AM' })).toBeVisible();
    await expect(domain).toBeFocused();
    await page.keyboard.type('Work');
    await expect(domain).toHaveValue('work');
    await expectDocumentFits(page, 'The Schedule Task dialog at 390 px');
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await expectAxeClean(page);

    await page.keyboard.press('Tab');
    const first = dialog.getByRole('button', { name: 'Select 9:00 AM - 10:30 AM' });
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Task Scheduled', `${task} at 9:00 AM - 10:30 AM`);
    await expect(dialog).toHaveCount(0);
    expect(await byDomain(api, idealWeekId)).toEqual([
      { domain: 'physical', idealMinutes: 30, actualMinutes: 0 },
      { domain: 'work', idealMinutes: 30, actualMinutes: 90 },
    ]);
  });

  test("at 390 px a booked block's domain is changed on the timeline, kept on reload, and counted", async ({
    page,
    api,
    consoleErrors,
    user: _,
  }) => {
    consoleErrors.allow(/status of 500/);
    const idealWeekId = await createIdealWeek(api);
    await page.goto('/daily-overview');
    const dialog = page.getByRole('dialog', { name: 'Schedule Task' });
    await page.getByRole('button', { name: `Schedule ${task}` }).click();
    await dialog.getByRole('button', { name: '1 hour', exact: true }).click();
    await dialog.getByRole('button', { name: 'Select 9:00 AM - 10:00 AM' }).click();
    await expectToast(page, 'Task Scheduled', `${task} at 9:00 AM - 10:00 AM`);
    await expect(dialog).toHaveCount(0);
    // Booked without a domain: busy time in the 'No domain' row (ADR 058).
    expect(await byDomain(api, idealWeekId)).toEqual([
      { domain: 'physical', idealMinutes: 30, actualMinutes: 0 },
      { domain: 'work', idealMinutes: 30, actualMinutes: 0 },
      { domain: null, idealMinutes: 0, actualMinutes: 60 },
    ]);

    // Booked at None: the timeline's picker says so; choosing Work saves it and the comparison counts the hour.
    const picker = page.getByRole('combobox', { name: `Life domain of ${task}` });
    await expect(picker).toHaveValue('');
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' && response.url().includes('/api/calendar/time-blocks/'),
    );
    await picker.selectOption({ label: 'Work' });
    expect((await saved).status()).toBe(200);
    await expect
      .poll(() => byDomain(api, idealWeekId))
      .toEqual([
        { domain: 'physical', idealMinutes: 30, actualMinutes: 0 },
        { domain: 'work', idealMinutes: 30, actualMinutes: 60 },
      ]);
    await expectDocumentFits(page, 'The timeline with a block and its Life domain at 390 px');
    await expectAxeClean(page);
    await page.reload();
    await expect(picker).toHaveValue('work');

    // A failed change says so and shows the saved domain again.
    await page.route('**/api/calendar/time-blocks/*', (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 500, body: 'down' }) : route.fallback(),
    );
    await picker.selectOption({ label: 'Hobby' });
    await expectToast(page, 'Error', 'Failed to change the life domain. Please try again.');
    await expect(picker).toHaveValue('work');
    expect(await byDomain(api, idealWeekId)).toContainEqual({
      domain: 'work',
      idealMinutes: 30,
      actualMinutes: 60,
    });
  });
});
