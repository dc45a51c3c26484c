/**
 * The week view of Calendar at a Glance as a new user sees it (tester's findings): at a 390 px phone the Full
 * Week and Work Week grids scroll inside their own box, so the page does not scroll sideways and the Week
 * Comparison Score card below stays in view; the all-day row stays under the day headers while the grid opens on
 * the morning (and while it scrolls), so all-day events are visible when the page opens. Titles and the ideal
 * week's name are 200+ characters long.
 *
 * Both clocks read Tuesday 2026-03-10, 9:00 AM in New York; the week shown is Sunday 2026-03-08 to Saturday
 * 2026-03-14. The all-day event comes from a real Radicale calendar.
 */
import type { Locator } from '@playwright/test';
import { type RadicaleServer, seedCalendar, startRadicale } from '../calendar/radicale.ts';
import { BLOCKS, FOCUS_WEEK } from './calendar-glance-fixtures.ts';
import { test as base, expect, expectDocumentFits, NOW } from './fixtures.ts';

const TIME_ZONE = 'America/New_York';
const LONG = `Quarterly planning offsite with the whole leadership team ${'and partners '.repeat(15)}end`;
const HOLIDAY = `School holiday ${'(all schools in the district closed) '.repeat(6)}end`;

/** Monday 2026-03-09, all day, in the Radicale calendar. */
const HOLIDAY_ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Steward//E2E//EN',
  'BEGIN:VEVENT',
  'UID:holiday@week-layout',
  'DTSTAMP:20260301T000000Z',
  `SUMMARY:${HOLIDAY}`,
  'DTSTART;VALUE=DATE:20260309',
  'DTEND;VALUE=DATE:20260310',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

/** The element's left and right edges and the viewport's width, to check it lies inside the viewport. */
async function horizontalBox(locator: Locator): Promise<{ left: number; right: number; viewport: number }> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { left: box.left, right: box.right, viewport: document.documentElement.clientWidth };
  });
}

/** Whether the point at the middle of `locator` shows that element (not something drawn over it or clipped). */
function shownAtItsMiddle(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

/** `test` whose user has the blocks (one with a long title), a long-named ideal week and a Radicale calendar. */
const test = base.extend<object, { radicale: RadicaleServer }>({
  now: [NOW as string | undefined, { scope: 'worker' }],
  timezoneId: TIME_ZONE,
  radicale: [
    async ({ serverEnv: _ }, use) => {
      const radicale = await startRadicale();
      await seedCalendar(radicale, 'family', { displayName: 'Family', objects: { holiday: HOLIDAY_ICS } });
      await use(radicale);
      await radicale.stop();
    },
    { scope: 'worker' },
  ],
  user: async ({ user, api, radicale }, use) => {
    for (const block of BLOCKS) await api.post('/api/calendar/time-blocks', block);
    const long = { title: LONG, start: '2026-03-12T08:00:00-04:00', end: '2026-03-12T11:00:00-04:00' };
    await api.post('/api/calendar/time-blocks', long);
    await api.post('/api/ideal-weeks', { ...FOCUS_WEEK, name: `Focus week ${'x'.repeat(89)}` });
    const { origin: url, username, password } = radicale;
    await api.post('/api/calendar/sources', { kind: 'caldav', url, username, password });
    await use(user);
  },
});

test('at 390 px the week grids scroll in their box: no sideways page, the comparison card in view', async ({
  page,
  user: _,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/calendar?view=week');
  const figure = page.locator('dt:text-is("Match Score") + dd');
  await expect(figure.getByText('80%', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Thursday, March 12' }).getByText(LONG)).toBeVisible();

  for (const span of ['Full Week', 'Work Week'] as const) {
    await page.getByRole('button', { name: span }).click();
    await expect(page.getByRole('button', { name: span, pressed: true })).toBeVisible();
    await expectDocumentFits(page, `The ${span} at 390 px`);
    // The comparison card's texts are inside the viewport, not cut off at its right edge.
    for (const text of [
      page.getByRole('heading', { name: 'Week Comparison Score' }),
      page.getByText('ideal 2 h, actual 2.5 h', { exact: true }),
      page.getByText('A planned slot counts as matched', { exact: false }),
      page.getByText(/ (is|are) not shown here/),
      page.getByRole('listitem').filter({ hasText: 'No domain' }),
      page.getByLabel('Ideal week'),
      figure,
    ]) {
      const box = await horizontalBox(text);
      expect(box.left, `${span}: ${JSON.stringify(box)}`).toBeGreaterThanOrEqual(0);
      expect(box.right, `${span}: ${JSON.stringify(box)}`).toBeLessThanOrEqual(box.viewport + 1);
    }
    // The grid itself still scrolls sideways inside its box to show every day.
    const grid = page.getByRole('region', { name: 'Week of', exact: false });
    const sizes = await grid.evaluate((element) => ({
      scroll: element.scrollWidth,
      client: element.clientWidth,
    }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
  }
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px the all-day row is in view when the week opens and while it scrolls`, async ({
    page,
    user: _,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/calendar?view=week');
    const holiday = page
      .getByRole('list', { name: 'All-day events, Monday, March 9' })
      .getByRole('listitem')
      .filter({ hasText: 'School holiday' });
    await expect(holiday).toBeVisible();
    const grid = page.getByRole('region', { name: 'Week of', exact: false });
    // It opens on the morning (7 AM at the top of the hours), with the all-day event shown above.
    expect(await grid.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    await grid.scrollIntoViewIfNeeded();
    expect(await shownAtItsMiddle(holiday), 'all-day event visible on open').toBe(true);
    await expect(page.getByRole('list', { name: 'Hours' }).getByText('7 AM', { exact: true })).toBeVisible();
    expect(await shownAtItsMiddle(page.getByRole('list', { name: 'Hours' }).getByText('7 AM'))).toBe(true);

    await grid.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    expect(await shownAtItsMiddle(holiday), 'all-day event visible at the evening').toBe(true);
    await expect(page.getByRole('region', { name: 'Thursday, March 12' }).getByText(LONG)).toBeVisible();
    await expectDocumentFits(page, `The week at ${viewport.width} px`);
  });
}
