/**
 * The Quarterly Review (docs/product.md §2 Quarterly Review; ADR 057), on the real clock: a brand-new user saves a
 * weekly review, goes on to the Quarterly Review by keyboard, picks the week's win and adds one, reflects, names the
 * next quarter's focus, saves, and finds it all after a reload; the link to the next quarter's goals opens the Goal
 * Wizard with Quarterly chosen. At 1280 px and 390 px, with axe; and a bad `?quarter=` falls back to this quarter.
 */
import { localDateOf } from '../../src/core/dates.ts';
import type { QuarterlyReview } from '../../src/core/quarterly-review.ts';
import { quarterLabel, quarterOf, quarterRange, shiftQuarter } from '../../src/core/quarterly-review.ts';
import {
  expect,
  expectAxeClean,
  expectDocumentFits,
  expectToast,
  newUser,
  press,
  signUpInBrowser,
  test,
  typeInto,
} from './fixtures.ts';

/** The browser's zone (playwright.config.ts). */
const ZONE = 'America/New_York';

const LONG_WIN = `Closed the partnership with ${'a very long partner name '.repeat(8).trim()}`;

for (const { name, width, height } of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`a new user reviews the quarter by keyboard and finds it after a reload (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const today = localDateOf(new Date(), ZONE);
    const quarter = quarterOf(today);
    await signUpInBrowser(page, newUser(`Quarter ${name}`));

    // A weekly review with a win, saved by keyboard.
    await press(page, page.getByRole('link', { name: 'Weekly Review' }));
    // The long win is pasted (filled); what follows is typed.
    await page.getByLabel('Win #1').fill(LONG_WIN);
    await press(page, page.getByRole('button', { name: 'Save Weekly Review' }));
    await expectToast(page, 'Success!', 'Your weekly review has been saved.');

    // On to the quarter.
    await press(page, page.getByRole('link', { name: 'Quarterly Review' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Quarterly Review' })).toBeVisible();
    await expect(page.getByText(quarterLabel(quarter))).toBeVisible();
    const glance = page.getByRole('region', { name: 'Quarter at a Glance' });
    const reviewsDone = glance.locator('dl > div').filter({ hasText: 'Weekly reviews done' });
    await expect(reviewsDone.locator('dd')).toHaveText('1');
    await expect(glance.getByText('No Big 3 yet')).toBeVisible();

    const wins = page.getByRole('region', { name: 'Top Wins' });
    const weekly = wins.getByRole('checkbox', { name: LONG_WIN });
    await expect(weekly).not.toBeChecked();
    await press(page, weekly, 'Space');
    await expect(weekly).toBeChecked();
    await expect(wins.getByText('1 of 10 chosen')).toBeVisible();
    await typeInto(page, wins.getByLabel('Another win'), 'Ran the first offsite');
    await typeInto(page, page.getByRole('textbox', { name: 'Reflection' }), 'Worked: Monday planning.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Stop: late email.');
    await typeInto(page, page.getByLabel('Focus #1'), 'Hire the second lead');
    await expectDocumentFits(page, 'the Quarterly Review');
    await expectAxeClean(page, 'the Quarterly Review');
    await press(page, page.getByRole('button', { name: 'Save Quarterly Review' }));
    await expectToast(page, 'Success!', 'Your quarterly review has been saved.');
    await expect
      .poll(async () => {
        const res = await page.request.get(`/api/quarterly-reviews/${quarter}`);
        return res.ok() ? ((await res.json()) as QuarterlyReview) : null;
      })
      .toMatchObject({
        topWins: [LONG_WIN, 'Ran the first offsite'],
        reflection: 'Worked: Monday planning.\nStop: late email.',
        nextQuarterFocus: ['Hire the second lead'],
      });

    await page.reload();
    await expect(wins.getByRole('checkbox', { name: LONG_WIN })).toBeChecked();
    await expect(wins.getByRole('checkbox', { name: 'Ran the first offsite' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Reflection' })).toHaveValue(
      'Worked: Monday planning.\nStop: late email.',
    );
    await expect(page.getByLabel('Focus #1')).toHaveValue('Hire the second lead');

    await press(page, page.getByRole('link', { name: "Set Next Quarter's Goals" }));
    await expect(page.getByRole('heading', { level: 1, name: 'Create a New Goal' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Quarterly Goal' })).toBeChecked();
    expect(new URL(page.url()).searchParams.get('due')).toBe(quarterRange(shiftQuarter(quarter, 1)).endDate);
  });
}

test('a ?quarter= that is not a quarter shows this quarter, and the arrows move by a quarter', async ({
  page,
  user: _,
}) => {
  const quarter = quarterOf(localDateOf(new Date(), ZONE));
  await page.goto('/quarterly-review?quarter=2026-Q9');
  await expect(page.getByText(quarterLabel(quarter))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`quarter=${quarter}`));
  await page.getByRole('button', { name: 'Previous quarter' }).click();
  await expect(page.getByText(quarterLabel(shiftQuarter(quarter, -1)))).toBeVisible();
  await expect(page.getByRole('region', { name: 'Top Wins' })).toContainText(
    'No wins from weekly reviews this quarter yet.',
  );
  await page.getByRole('button', { name: 'This Quarter' }).click();
  await expect(page.getByText(quarterLabel(quarter))).toBeVisible();
});
