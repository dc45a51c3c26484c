/**
 * The Ideal Week editor as a new user meets it (tester's findings; ADR 032): leaving with unsaved changes (Back
 * to Home, View Summary, a link of the site header, the browser's Back button, a reload or closing the tab) asks
 * first, 'Leave without saving?' with Stay and Leave, and only when something changed since the week was opened,
 * loaded or saved (also for a new user on a 390 px touch screen); the page lines up with the site header, and its three action buttons sit on one row at 1280 px and wrap tidily at
 * 390 px, with 200-character activities in the grid.
 */
import type { Locator, Page } from '@playwright/test';
import {
  closeWithEscape,
  expect,
  expectCloseAsked,
  expectDocumentFits,
  expectToast,
  newUser,
  signUpInBrowser,
  test,
} from './fixtures.ts';

/** 200 characters, the longest activity a cell takes. */
const LONG = `Plan the quarter with the leadership team and the board ${'and review '.repeat(13)}`.slice(
  0,
  200,
);
const LEAVE_TITLE = 'Leave without saving?';
const LEAVE_TEXT = 'Your changes to this ideal week will be lost.';

const activity = (page: Page, cell: string) => page.getByLabel(`${cell} activity`, { exact: true });
/** Opens the editor. */
async function openEditor(page: Page): Promise<void> {
  await page.goto('/ideal-week');
  await expect(page.getByRole('heading', { level: 1, name: 'Ideal Week' })).toBeVisible();
}

test('asks before unsaved changes are lost, and only then', async ({ page, baseURL, user: _ }) => {
  await openEditor(page);
  const back = page.getByRole('button', { name: 'Back to Home' });
  const confirm = page.getByRole('alertdialog', { name: LEAVE_TITLE });

  // Nothing changed: Back to Home leaves at once.
  await back.click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await page.goBack();
  await activity(page, 'Monday 9:00 AM').fill('Deep work');

  // Back to Home asks; Stay keeps the edit and puts focus back on the button.
  await back.focus();
  await page.keyboard.press('Enter');
  await expect(confirm.getByText(LEAVE_TEXT, { exact: true })).toBeVisible();
  await confirm.getByRole('button', { name: 'Stay' }).click();
  await expect(confirm).toHaveCount(0);
  expect(page.url()).toBe(`${baseURL}/ideal-week`);
  await expect(activity(page, 'Monday 9:00 AM')).toHaveValue('Deep work');
  await expect(back).toBeFocused();

  // The site header's link asks too, and Escape stays.
  await page.getByRole('banner').getByRole('link', { name: 'Steward' }).click();
  await expect(confirm.getByText(LEAVE_TEXT, { exact: true })).toBeVisible();
  await closeWithEscape(confirm);
  expect(page.url()).toBe(`${baseURL}/ideal-week`);

  // A renamed week counts as changed; reload and closing the tab ask the browser's own question.
  await page.getByLabel('Week Name').fill('Summer Week');
  await expectCloseAsked(page);

  // Saved: nothing to lose, no question, whichever way the page is left.
  await page.getByRole('button', { name: 'Save Ideal Week' }).click();
  await expectToast(page, 'Ideal Week Saved');
  await page.getByRole('button', { name: 'View Summary' }).click();
  await expect(page).toHaveURL('/ideal-week/summary');
  await page.getByRole('link', { name: 'Edit Schedule' }).click();
  await activity(page, 'Tuesday 9:00 AM').fill('Calls');

  // View Summary asks; Leave goes.
  await page.getByRole('button', { name: 'View Summary' }).click();
  await confirm.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL('/ideal-week/summary');
  await page.getByRole('link', { name: 'Edit Schedule' }).click();
  await expect(activity(page, 'Tuesday 9:00 AM')).toHaveValue('');
  await page.getByRole('banner').getByRole('link', { name: 'Steward' }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await page.goBack();
  await expect(activity(page, 'Monday 9:00 AM')).toBeVisible();
  // Nothing changed since it was opened: the tab closes without a question.
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => page.isClosed()).toBe(true);
});

test("the browser's Back button asks too when something would be lost, and only then", async ({
  page,
  baseURL,
  user: _,
}) => {
  await openEditor(page);
  const confirm = page.getByRole('alertdialog', { name: LEAVE_TITLE });
  const home = page.getByRole('button', { name: 'Sign Out' });
  const editorUrl = `${baseURL}/ideal-week`;
  // Home first, then the editor through its link, so Back has somewhere to go.
  await page.goto('/');
  await page
    .getByRole('link', { name: /Ideal Week/ })
    .first()
    .click();
  await expect(activity(page, 'Monday 9:00 AM')).toBeVisible();

  // Touched but unchanged: Back goes home in one press.
  await activity(page, 'Monday 9:00 AM').click();
  await page.goBack();
  await expect(home).toBeVisible();
  expect(page.url()).toBe(`${baseURL}/`);

  // Changed: Back asks, and the page, its address and the edit stay.
  await page.goForward();
  await activity(page, 'Monday 9:00 AM').fill('Deep work');
  await page.goBack();
  await expect(confirm.getByText(LEAVE_TEXT, { exact: true })).toBeVisible();
  expect(page.url()).toBe(editorUrl);
  await confirm.getByRole('button', { name: 'Stay' }).click();
  await expect(confirm).toHaveCount(0);
  expect(page.url()).toBe(editorUrl);
  await expect(activity(page, 'Monday 9:00 AM')).toHaveValue('Deep work');

  // Asked again on the next Back; Leave goes home and the edit is gone.
  await page.goBack();
  await confirm.getByRole('button', { name: 'Leave' }).click();
  await expect(home).toBeVisible();
  expect(page.url()).toBe(`${baseURL}/`);
  await page.goForward();
  await expect(activity(page, 'Monday 9:00 AM')).toHaveValue('');
  await expect(confirm).toHaveCount(0);
});

test.describe('on a 390 px touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  test('a brand-new user: Back asks, Stay keeps a long activity, and after Save Back just goes', async ({
    page,
    baseURL,
  }) => {
    await signUpInBrowser(page, newUser('Nia New'));
    await page
      .getByRole('link', { name: /Ideal Week/ })
      .first()
      .tap();
    const cell = activity(page, 'Wednesday 7:30 AM');
    await cell.tap();
    await page.keyboard.type(LONG);
    await page.goBack();
    const confirm = page.getByRole('alertdialog', { name: LEAVE_TITLE });
    await expect(confirm.getByText(LEAVE_TEXT, { exact: true })).toBeVisible();
    await expectDocumentFits(page, 'the question at 390 px');
    await confirm.getByRole('button', { name: 'Stay' }).tap();
    await expect(confirm).toHaveCount(0);
    await expect(cell).toHaveValue(LONG);

    await page.getByRole('button', { name: 'Save Ideal Week' }).tap();
    await expectToast(page, 'Ideal Week Saved');
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    expect(page.url()).toBe(`${baseURL}/`);
    const weeks = await page.request.get('/api/ideal-weeks');
    expect(weeks.status()).toBe(200);
    const [week] = (await weeks.json()) as { schedule: Record<string, { activity: string }> }[];
    expect(week?.schedule['wednesday-7:30 AM']?.activity).toBe(LONG.trim());
  });
});

for (const width of [1280, 390]) {
  test(`lines up with the header and keeps its buttons tidy at ${width} px, with long activities`, async ({
    page,
    user: _,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openEditor(page);
    for (const cell of ['Monday 9:00 AM', 'Sunday 9:00 PM']) await activity(page, cell).fill(LONG);
    await page.getByLabel('Week Name').fill('W'.repeat(100));

    const left = async (locator: Locator) => (await locator.boundingBox())?.x ?? Number.NaN;
    const heading = page.getByRole('heading', { level: 1, name: 'Ideal Week' });
    const brand = page.getByRole('banner').getByRole('link', { name: 'Steward' });
    expect(await left(heading)).toBeCloseTo(await left(brand), 0);

    const buttons = page.getByRole('button', { name: /^(View Summary|New Ideal Week|Save Ideal Week)$/ });
    await page.getByRole('button', { name: 'Save Ideal Week' }).click();
    await expectToast(page, 'Ideal Week Saved');
    await expect(page.getByRole('button', { name: 'View Summary' })).toBeVisible();
    const boxes = await buttons.evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return { left: box.left, right: box.right, top: box.top, width: box.width };
      }),
    );
    expect(boxes).toHaveLength(3);
    const viewport = await page.evaluate(() => document.documentElement.clientWidth);
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(viewport);
    }
    const rows = new Set(boxes.map((box) => Math.round(box.top)));
    if (width === 1280) expect(rows.size, JSON.stringify(boxes)).toBe(1);
    else {
      // Tidy: no row holds a lone button in a corner; the rows fill the content width edge to edge.
      const edges = [Math.min(...boxes.map((b) => b.left)), Math.max(...boxes.map((b) => b.right))];
      for (const row of rows) {
        const inRow = boxes.filter((box) => Math.round(box.top) === row);
        expect(Math.min(...inRow.map((b) => b.left)), JSON.stringify(boxes)).toBeCloseTo(edges[0] ?? 0, 0);
        expect(Math.max(...inRow.map((b) => b.right)), JSON.stringify(boxes)).toBeCloseTo(edges[1] ?? 0, 0);
      }
    }
    await expectDocumentFits(page, `the editor with long activities at ${width} px`);

    // The summary lines up with the header too, and fits with the long activities.
    await page.getByRole('button', { name: 'View Summary' }).click();
    const title = page.getByRole('heading', { level: 1, name: 'W'.repeat(100) });
    await expect(title).toBeVisible();
    expect(await left(title)).toBeCloseTo(await left(brand), 0);
    await expectDocumentFits(page, `the summary with long activities at ${width} px`);
  });
}
