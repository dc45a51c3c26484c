/**
 * The Ideal Week editor and summary in Chromium (docs/product.md §2 Ideal Week and summary, §4 save semantics, §5, §8),
 * driven by the documented texts: a brand-new user builds a week by dragging blocks, sets domains, copies a
 * day, saves ('Saving...', 'Ideal Week Saved'), reloads and sees it, saves again (an update), loads it from 'Load
 * Existing Week' and saves a new record, starts a New Ideal Week ('No Ideal Week' on View Summary), sees a failed
 * save's toast, opens the summary (hours per life domain), prints it (controls hidden, 1 inch margin, a PDF);
 * at 390 px the page does not scroll sideways (the grid scrolls in its own box); the grid is used by keyboard;
 * axe finds nothing serious. A keystroke in a cell of a full week is timed against a whole-grid re-render.
 */
import type { Page } from '@playwright/test';
import type { IdealWeek } from '../../src/core/ideal-week.ts';
import {
  closeToast,
  expect,
  expectAxeClean,
  expectDocumentFits,
  expectPrintsWithInchMargin,
  expectToast,
  test,
} from './fixtures.ts';

/** The user's ideal weeks as the API holds them (oldest first). */
async function weeksOf(page: Page): Promise<IdealWeek[]> {
  const response = await page.request.get('/api/ideal-weeks');
  expect(response.status()).toBe(200);
  return (await response.json()) as IdealWeek[];
}

const activity = (page: Page, cell: string) => page.getByLabel(`${cell} activity`, { exact: true });
const domain = (page: Page, cell: string) => page.getByLabel(`${cell} domain`, { exact: true });
/** The grid cell (its `td`) of 'Monday 9:00 AM' (cells are named by their row and column headers). */
const gridCell = (page: Page, cell: string) =>
  page.getByRole('gridcell').filter({ has: activity(page, cell) });

/** Drags with the mouse from the middle of one cell's activity to another's (both must be on screen). */
async function drag(page: Page, from: string, to: string): Promise<void> {
  await activity(page, from).evaluate((input) => input.scrollIntoView({ block: 'center' }));
  const start = await activity(page, from).boundingBox();
  const end = await activity(page, to).boundingBox();
  if (!start || !end) throw new Error(`cannot drag from ${from} to ${to}`);
  const hits = await page.evaluate(
    (points) => points.map(([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.getAttribute('aria-label')),
    [start, end].map((box) => [box.x + box.width / 2, box.y + box.height / 2]),
  );
  expect(hits).toEqual([`${from} activity`, `${to} activity`]);
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 8 });
  await page.mouse.up();
}

/** What has focus: a control's label ('Monday 9:00 AM activity'), a grid cell as 'Monday 9:00 AM', or an id. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    const label = active?.getAttribute('aria-label');
    if (label) return label;
    const inner = active?.matches('td') ? active.querySelector('input')?.getAttribute('aria-label') : null;
    return inner ? inner.replace(/ activity$/, '') : (active?.id ?? '');
  });

test('builds a week by dragging, saves, reloads, updates, saves a loaded week as new, and prints the summary', async ({
  page,
  consoleErrors,
  user: _,
}) => {
  test.setTimeout(240_000);
  consoleErrors.allow(/the server responded with a status of 500/);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/ideal-week');
  await expect(page.getByRole('heading', { name: 'Ideal Week', level: 1 })).toBeVisible();
  const name = page.getByLabel('Week Name');
  await expect(name).toHaveValue('My Ideal Week');
  await expect(page.getByRole('button', { name: 'View Summary' })).toHaveCount(0);
  await expect(page.getByLabel('Load Existing Week')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Life Domains' })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText([
    'Time',
    'Monday',
    'Tuesday',
    'Wednesday',
    'Thursday',
    'Friday',
    'Saturday',
    'Sunday',
  ]);
  const rows = await page.getByRole('rowheader').allTextContents();
  expect([rows.length, rows[0], rows.at(-1)]).toEqual([33, '5:00 AM', '9:00 PM']);
  await expectAxeClean(page);

  // A block by dragging: Monday 9:00 AM to Friday 11:30 AM, then one activity and domain for all 30 slots.
  await drag(page, 'Monday 9:00 AM', 'Friday 11:30 AM');
  const fill = page.getByRole('region', { name: 'Fill block' });
  await expect(fill.getByText('30 slots selected: Monday 9:00 AM – Friday 11:30 AM')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Fill block' }).getByLabel('Block activity')).toBeFocused();
  await page.keyboard.type('Deep work');
  await fill.getByLabel('Block domain').selectOption('work');
  await fill.getByRole('button', { name: 'Fill Block' }).click();
  await expect(fill).toHaveCount(0);
  for (const cell of ['Monday 9:00 AM', 'Wednesday 10:30 AM', 'Friday 11:30 AM']) {
    await expect(activity(page, cell)).toHaveValue('Deep work');
    await expect(domain(page, cell)).toHaveValue('work');
  }
  await expect(activity(page, 'Friday 12:00 PM')).toHaveValue('');
  await expect(activity(page, 'Saturday 9:00 AM')).toHaveValue('');
  // The domain tints the cell (Work is #475569 at 15%).
  expect(
    await gridCell(page, 'Tuesday 10:00 AM').evaluate((td) => getComputedStyle(td).backgroundColor),
  ).toBe('rgba(71, 85, 105, 0.15)');

  // One cell typed by hand, a domain picked; then Saturday copied to Sunday.
  await activity(page, 'Saturday 7:00 AM').fill('Long run');
  await domain(page, 'Saturday 7:00 AM').selectOption('physical');
  await page.getByLabel('Copy from').selectOption('saturday');
  await page.getByRole('checkbox', { name: 'Sunday' }).check();
  await page.getByRole('button', { name: 'Copy Day' }).click();
  await expect(activity(page, 'Sunday 7:00 AM')).toHaveValue('Long run');
  await expect(domain(page, 'Sunday 7:00 AM')).toHaveValue('physical');

  // Long text: the input stops at 200 characters.
  await activity(page, 'Sunday 8:00 PM').fill('Plan the week ahead with my wife. '.repeat(8));
  expect((await activity(page, 'Sunday 8:00 PM').inputValue()).length).toBe(200);

  // Save: 'Saving...' while the POST is held; then 'Ideal Week Saved' and one week in the database.
  await name.fill('Focus Week');
  const { promise: held, resolve: release } = Promise.withResolvers<void>();
  await page.route('**/api/ideal-weeks', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Save Ideal Week' }).click();
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  release();
  await expectToast(page, 'Ideal Week Saved');
  await page.unrouteAll();
  await closeToast(page);
  const [saved, ...others] = await weeksOf(page);
  expect(others).toEqual([]);
  expect(saved?.name).toBe('Focus Week');
  expect(Object.keys(saved?.schedule ?? {})).toHaveLength(33);
  expect(saved?.schedule['thursday-11:00 AM']).toEqual({ activity: 'Deep work', domain: 'work' });
  expect(saved?.schedule['sunday-7:00 AM']).toEqual({ activity: 'Long run', domain: 'physical' });

  // Reload: the saved week is back, with View Summary and Load Existing Week.
  await page.reload();
  await expect(activity(page, 'Wednesday 10:30 AM')).toHaveValue('Deep work');
  await expect(page.getByLabel('Week Name')).toHaveValue('Focus Week');
  await expect(page.getByRole('button', { name: 'View Summary' })).toBeVisible();
  await expect(page.getByText('Saving updates “Focus Week”.')).toBeVisible();

  // Saving the loaded week again updates it (PATCH): still one week.
  await activity(page, 'Monday 5:00 AM').fill('Scripture and prayer');
  await domain(page, 'Monday 5:00 AM').selectOption('spiritual');
  await page.getByRole('button', { name: 'Save Ideal Week' }).click();
  await expectToast(page, 'Ideal Week Saved');
  await closeToast(page);
  const updated = await weeksOf(page);
  expect(updated.map((w) => [w.id, w.schedule['monday-5:00 AM']])).toEqual([
    [saved?.id, { activity: 'Scripture and prayer', domain: 'spiritual' }],
  ]);

  // A week chosen in Load Existing Week is loaded, and the next save creates a new record.
  await page.getByLabel('Load Existing Week').selectOption({ label: 'Focus Week' });
  await expect(page.getByText('Saving creates a new ideal week.')).toBeVisible();
  await page.getByLabel('Week Name').fill('Summer Week');
  await activity(page, 'Friday 9:00 AM').fill('Golf with the team');
  await domain(page, 'Friday 9:00 AM').selectOption('hobby');
  await page.getByRole('button', { name: 'Save Ideal Week' }).click();
  await expectToast(page, 'Ideal Week Saved');
  await closeToast(page);
  const two = await weeksOf(page);
  expect(two.map((w) => w.name)).toEqual(['Focus Week', 'Summer Week']);
  expect(two[0]?.schedule['friday-9:00 AM']).toEqual({ activity: 'Deep work', domain: 'work' });
  expect(two[1]?.schedule['friday-9:00 AM']).toEqual({ activity: 'Golf with the team', domain: 'hobby' });

  // New Ideal Week clears the name and the grid; View Summary then asks for a save first.
  await page.getByRole('button', { name: 'New Ideal Week' }).click();
  await expectToast(page, 'New Ideal Week', 'Starting a new ideal week. Fill in your schedule and save.');
  await expect(page.getByLabel('Week Name')).toHaveValue('My Ideal Week');
  await expect(activity(page, 'Wednesday 10:30 AM')).toHaveValue('');
  await page.getByRole('button', { name: 'View Summary' }).click();
  await expectToast(page, 'No Ideal Week', 'Please save your ideal week first.');
  await closeToast(page);

  // A failed save shows the documented toast and stores nothing.
  await page.route('**/api/ideal-weeks', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.getByRole('button', { name: 'Save Ideal Week' }).click();
  await expectToast(page, 'Error', 'Failed to save ideal week. Please try again.');
  await page.unrouteAll();
  expect(await weeksOf(page)).toHaveLength(2);

  // The summary shows the first saved week, its hours per life domain, and prints.
  await page.goto('/ideal-week');
  await page.getByRole('button', { name: 'View Summary' }).click();
  await expect(page).toHaveURL('/ideal-week/summary');
  await expect(page.getByRole('heading', { name: 'Focus Week', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: /^Scripture and prayer/ })).toHaveCount(1);
  const hours = page.getByRole('region', { name: 'Hours per Life Domain' });
  await expect(hours.locator('dt')).toHaveText(['Spiritual', 'Physical', 'Work', 'No domain']);
  await expect(hours.getByText('15 hours')).toBeVisible(); // 30 slots of Deep work
  await expect(hours.getByText('1 hour')).toBeVisible(); // Saturday and Sunday runs
  await expectAxeClean(page);

  await expectPrintsWithInchMargin(page, 'Export PDF');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Export PDF' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Edit Schedule' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Focus Week' })).toBeVisible();
  await expect(page.getByRole('cell', { name: /^Scripture and prayer/ })).toBeVisible();
  const pdf = await page.pdf();
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(5000);
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('link', { name: 'Edit Schedule' }).click();
  await expect(page).toHaveURL('/ideal-week');
  await expect(page.getByLabel('Week Name')).toBeVisible();
});

test('works at 390 px and by keyboard, with long text, and says when there is no week', async ({
  page,
  user: _,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/ideal-week/summary');
  await expect(page.getByText('No ideal week found. Please create one first.')).toBeVisible();
  await expectDocumentFits(page, 'the empty summary at 390 px');

  await page.goto('/ideal-week');
  await expect(page.getByLabel('Week Name')).toBeVisible();
  await expectDocumentFits(page, 'the editor at 390 px');
  const scroller = page.getByRole('grid', { name: 'Ideal week schedule' }).locator('xpath=..');
  expect(await scroller.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);

  // Keyboard: Escape leaves a cell's input for the cell; arrows move; Enter edits; Tab reaches the domain.
  await activity(page, 'Monday 6:00 AM').click();
  await page.keyboard.press('Escape');
  expect(await focused(page)).toBe('Monday 6:00 AM');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  expect(await focused(page)).toBe('Tuesday 6:30 AM');
  await page.keyboard.press('Enter');
  expect(await focused(page)).toBe('Tuesday 6:30 AM activity');
  await page.keyboard.type('Prayer walk');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toBe('Tuesday 6:30 AM domain');
  await page.keyboard.press('Escape');
  expect(await focused(page)).toBe('Tuesday 6:30 AM');
  // Shift+arrows select a block; the Fill block bar fills it.
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(page.getByText('3 slots selected: Tuesday 6:30 AM – Tuesday 7:30 AM')).toBeVisible();
  await page.getByLabel('Block domain').selectOption('spiritual');
  await page.getByRole('button', { name: 'Fill Block' }).click();
  await expect(activity(page, 'Tuesday 7:30 AM')).toHaveValue('Prayer walk');
  await expect(domain(page, 'Tuesday 7:30 AM')).toHaveValue('spiritual');
  // Delete clears the cell.
  await activity(page, 'Tuesday 7:30 AM').click();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Delete');
  await expect(activity(page, 'Tuesday 7:30 AM')).toHaveValue('');

  // Long, mixed-script text in a cell; saved and shown in the summary, which does not scroll sideways either.
  const long = `${'مرحبا'.repeat(10)} https://example.com/${'a'.repeat(120)}`;
  await activity(page, 'Wednesday 12:00 PM').fill(long);
  await page.getByRole('button', { name: 'Save Ideal Week' }).click();
  await expectToast(page, 'Ideal Week Saved');
  expect((await weeksOf(page))[0]?.schedule['wednesday-12:00 PM']).toEqual({ activity: long });
  await expectDocumentFits(page, 'the editor with long text at 390 px');
  await expectAxeClean(page); // with a block filled and a cell selected

  await page.goto('/ideal-week/summary');
  await expect(page.getByRole('heading', { name: 'My Ideal Week', level: 1 })).toBeVisible();
  await expectDocumentFits(page, 'the summary at 390 px');
  await expectAxeClean(page);
});
