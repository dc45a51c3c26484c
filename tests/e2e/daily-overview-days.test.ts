/**
 * The daily overview in Chromium, days (docs/product.md §2 'Daily overview', 'Finish Your Day dialog', 'Daily plan
 * export'; §4, §5, §8): finishing the day (the focus then on 'Day finished'), moving between days and the printable
 * export.
 *
 * Both clocks are pinned to Tuesday 2026-03-10 9:00 AM in New York: the server's with TEST_NOW (today and the
 * suggested slots) and the browser's with Playwright's clock (today and the workday bar), so the slots and the
 * percentages are the same on every run. Each test signs up its own user.
 */
import { expect, expectProgress, planBody, savedPlan, test } from './daily-overview-setup.ts';
import { expectToast, press } from './fixtures.ts';

test('finishes the day with a rating, a typed task and a suggested task', async ({ page, user: _ }) => {
  await page.goto('/daily-overview');
  await page.getByRole('checkbox', { name: 'Draft the board memo' }).click();
  await expectProgress(page, 'Task Progress', '20');
  await expect.poll(async () => (await savedPlan(page)).bigThreeCompleted[0]).toBe(true);

  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Finish Your Day' });
  const submit = dialog.getByRole('button', { name: 'Finish Day' });
  const rating = dialog.getByLabel('Productivity rating (1-10)');

  await submit.click();
  await expectToast(page, 'Missing Rating', 'Please rate your productivity for today.');
  await rating.fill('11');
  await submit.click();
  await expectToast(page, 'Invalid Rating', 'Productivity rating must be between 1 and 10.');

  await rating.fill('8');
  await dialog
    .getByLabel('What could you improve tomorrow? (optional)')
    .fill('  Start the memo before email.  ');
  const task = dialog.getByLabel('Incomplete tasks', { exact: true });
  await task.fill('  Renew the insurance  ');
  await task.press('Enter');
  await task.fill('   ');
  await expect(dialog.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
  await task.fill('Temporary');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.getByRole('button', { name: 'Remove Temporary' }).click();
  await expect(dialog.getByRole('button', { name: 'Remove Temporary' })).toHaveCount(0);

  // Suggestions are the not-done tasks; the done Big 3 task is not offered, an added one is disabled.
  await expect(dialog.getByRole('button', { name: 'Draft the board memo' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Call the bank', exact: true }).click();
  await expect(dialog.getByRole('button', { name: /^Call the bank/ })).toBeDisabled();
  const entries = dialog.getByRole('list', { name: 'Added incomplete tasks' }).getByRole('listitem');
  await expect(entries).toHaveText(['Renew the insurance', 'Call the bank']);

  await submit.click();
  await expectToast(page, 'Day Finished!', 'Your daily reflection has been saved.');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Finish', exact: true })).toHaveCount(0);
  await expect(page.getByText('Day finished', { exact: true })).toBeVisible();

  const plan = await savedPlan(page);
  expect(plan).toMatchObject({
    dayFinished: true,
    productivityRating: 8,
    improvementNote: 'Start the memo before email.',
    incompleteTasks: ['Renew the insurance', 'Call the bank'],
  });
});

test('after Finish Day by keyboard, the focus is on the header’s Day finished, where the Finish button was', async ({
  page,
  user: _,
}) => {
  await page.goto('/daily-overview');
  await press(page, page.getByRole('button', { name: 'Finish', exact: true }));
  const dialog = page.getByRole('dialog', { name: 'Finish Your Day' });
  const rating = dialog.getByLabel('Productivity rating (1-10)');
  await expect(rating).toBeFocused();
  await page.keyboard.type('7');
  await press(page, dialog.getByRole('button', { name: 'Finish Day' }));
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Day finished', { exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Previous day' })).toBeFocused();
});

test('the day before without a plan says so, with links to plan or go home', async ({ page, user: _ }) => {
  await page.goto('/daily-overview');
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Monday, March 9, 2026' })).toBeVisible();
  const alert = page.getByRole('alert').filter({ hasText: 'No Daily Plan Found' });
  await expect(
    alert.getByText(
      "We couldn't find your daily plan for today. This might be because you haven't created one yet or there was an error loading it.",
    ),
  ).toBeVisible();
  await expect(alert.getByRole('link', { name: 'Create Daily Plan' })).toHaveAttribute(
    'href',
    '/daily-planning',
  );
  await expect(alert.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('button', { name: 'Finish', exact: true })).toHaveCount(0);
  await expect(page).toHaveURL('/daily-overview?date=2026-03-09');
});

test('a past plan can be ticked but not scheduled or finished', async ({ page, baseURL, user: _ }) => {
  const past = await page.request.post('/api/daily-plans', {
    data: planBody({ date: '2026-03-08', bigThree: ['Sunday planning', 'Rest', 'Church'], otherTasks: [] }),
    headers: { Origin: baseURL ?? '' },
  });
  expect(past.ok()).toBe(true);
  await page.goto('/daily-overview?date=2026-03-08');
  await expect(page.getByRole('heading', { level: 1, name: 'Sunday, March 8, 2026' })).toBeVisible();
  // Without other tasks each Big 3 task is a third.
  await page.getByRole('checkbox', { name: 'Sunday planning' }).click();
  await expectProgress(page, 'Task Progress', '33');
  await expect(page.getByRole('button', { name: /^Schedule / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Finish', exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Other Tasks' })).toHaveCount(0);
  await expect(page.getByText('Big 3 tasks are 60%, Other tasks are 40%')).toHaveCount(0);

  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tuesday, March 10, 2026' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Today', exact: true })).toHaveCount(0);
});

test('tomorrow can be opened, and no day beyond it', async ({ page, user: _ }) => {
  await page.goto('/daily-overview');
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wednesday, March 11, 2026' })).toBeVisible();
  await expect(page.getByText('No Daily Plan Found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next day' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Today', exact: true })).toBeVisible();
});

test('an invalid date opens today', async ({ page, user: _ }) => {
  await page.goto('/daily-overview?date=2026-02-30');
  await expect(page.getByRole('heading', { level: 1, name: 'Tuesday, March 10, 2026' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Draft the board memo' })).toBeVisible();
});

test.describe(() => {
  const bold = '<b>bold</b>';
  const img = '<img src=x onerror=alert(1)>';
  test.use({ plan: { bigThree: ['Draft the board memo', bold, 'Review the budget'], distractions: [img] } });

  test('Download PDF prints the plan in a popup and closes it, user text as text', async ({
    page,
    user: _,
  }) => {
    await page.goto('/daily-overview');
    await expect(page.getByRole('checkbox', { name: bold })).toBeVisible();
    // Keep the popup open for inspection: print() and close() only record that they were called.
    await page.evaluate(() => {
      const calls = { print: 0, close: 0 };
      const open = window.open.bind(window);
      Object.assign(window, { exportCalls: calls });
      window.open = (...args: Parameters<typeof window.open>) => {
        const popup = open(...args);
        if (popup) {
          popup.print = () => {
            calls.print += 1;
          };
          popup.close = () => {
            calls.close += 1;
          };
        }
        return popup;
      };
    });
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { exportCalls: object }).exportCalls))
      .toEqual({ print: 1, close: 1 });

    await expect(popup).toHaveTitle('Daily Plan - Tuesday, March 10, 2026');
    const body = popup.locator('body');
    for (const part of [
      'Tuesday, March 10, 2026',
      'Morning Ritual: Not Completed',
      'Daily Big 3',
      'Draft the board memo',
      bold,
      'Review the budget',
      'Other Tasks',
      'Answer emails',
      'The memo is with the board and the budget is settled.',
      'Watch Out For',
      img,
    ])
      await expect(body).toContainText(part);
    await expect(popup.locator('b, img, script')).toHaveCount(0);
    await expect(popup.locator('style')).toHaveCount(1);
  });
});

test('Download PDF with popups blocked asks to allow them', async ({ page, user: _ }) => {
  await page.goto('/daily-overview');
  await expect(page.getByRole('checkbox', { name: 'Draft the board memo' })).toBeVisible();
  await page.evaluate(() => {
    window.open = () => null;
  });
  // The alert blocks the click until it is answered, so answer it from the event handler.
  const alerted = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.dismiss();
    });
  });
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect(await alerted).toBe('Please allow popups to download the PDF');
});
