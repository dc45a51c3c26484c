/**
 * Planning across midnight (ADR 009): the wizard's date follows the clock. A plan started at 23:58 and completed
 * after midnight is saved under the new day, the wizard says so before the save, the draft moves with it, and the
 * overview opens on that day. The browser's clock is Playwright's, in America/New_York.
 */
import { expect, test } from './fixtures.ts';

/** 23:58 on Monday 2026-03-09 in New York (EDT, UTC−4). */
const BEFORE_MIDNIGHT = new Date('2026-03-10T03:58:00Z');

test('a plan completed after midnight is saved under the new day, after telling the planner', async ({
  page,
  user: _,
}) => {
  await page.clock.install({ time: BEFORE_MIDNIGHT });
  await page.goto('/daily-planning');
  await expect(page.getByText('Monday, March 9', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Priority Task #1').fill('Close the quarter');
  await page.getByLabel('Priority Task #2').fill('Call the bank');
  await page.getByLabel('Priority Task #3').fill('Plan the offsite');
  for (let step = 3; step <= 5; step++) {
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(`Step ${step} of 5`)).toBeVisible();
  }
  const draftOf = (date: string) =>
    page.evaluate((key) => sessionStorage.getItem(key), `steward.planningDraft.${date}`);
  expect(await draftOf('2026-03-09')).not.toBeNull();
  await expect(page.getByText('A new day has begun')).toHaveCount(0);

  // Three minutes later it is 00:01 on Tuesday; the wizard's one-minute clock notices.
  await page.clock.fastForward('03:00');
  await expect(page.getByText('A new day has begun')).toBeVisible();
  await expect(
    page.getByText(
      'Midnight passed while you were planning. This plan will be saved for today, Tuesday, March 10.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Tuesday, March 10', { exact: true })).toBeVisible();
  await expect.poll(() => draftOf('2026-03-09')).toBeNull();
  expect(await draftOf('2026-03-10')).not.toBeNull();
  await expect(page.getByLabel('Planning progress')).toHaveAttribute('aria-valuetext', 'Step 5 of 5');

  await page.getByRole('button', { name: 'Complete Planning' }).click();
  await expect(page).toHaveURL('/daily-overview');
  await expect(page.getByText('Your daily plan has been saved.', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Tuesday, March 10, 2026' })).toBeVisible();
  const saved = await page.request.get('/api/daily-plans/date/2026-03-10');
  expect(saved.status()).toBe(200);
  expect(await saved.json()).toMatchObject({
    bigThree: ['Close the quarter', 'Call the bank', 'Plan the offsite'],
  });
  expect((await page.request.get('/api/daily-plans/date/2026-03-09')).status()).toBe(404);
});
