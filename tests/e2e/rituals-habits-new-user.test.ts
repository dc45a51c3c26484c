/**
 * A brand-new user's rituals and habits, end to end, by keyboard only, at 1280 px and at 390 px, on the real clock
 * (docs/product.md §2 'Ritual Builder', 'Habit Tracker', 'Daily overview'): sign up on the landing page, open the
 * Ritual Builder from Home, add an element to the workday shutdown ritual and save it, plan the day, run the
 * shutdown ritual from Finish Your Day to its summary, see its progress on the overview, create a '3 times a week'
 * habit from Home's Habit Tracker card and check it in from the overview's Habits card. Axe checks each new screen.
 * What is asserted is what the user sees and what the server holds.
 */
import type { Page } from '@playwright/test';
import { localDateOf } from '../../src/core/dates.ts';
import type { Habit, HabitEntry } from '../../src/core/habits.ts';
import type { RitualRun } from '../../src/core/rituals.ts';
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

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

for (const { name, width, height } of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`a new user builds and runs a shutdown ritual and checks in a habit, by keyboard (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const today = localDateOf(new Date(), ZONE);
    await signUpInBrowser(page, newUser(`Steward ${name}`));

    // Home → Ritual Builder → the shutdown ritual, one element added, saved.
    await press(page, page.getByRole('link', { name: 'Ritual Builder' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Ritual Builder' })).toBeVisible();
    // Radix moves the focus between tabs a task after the key: each step is awaited before the next key.
    await press(page, page.getByRole('tab', { name: 'Morning' }), 'ArrowRight');
    await expect(page.getByRole('tab', { name: 'Workday Startup' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Workday Shutdown' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = page.getByRole('tabpanel', { name: 'Workday Shutdown' });
    const elements = panel
      .getByRole('list', { name: 'Workday Shutdown ritual elements' })
      .getByRole('listitem');
    await expect(elements).toHaveCount(4);
    await typeInto(page, panel.getByRole('textbox', { name: 'Add an element' }), 'Give thanks for the day');
    await page.keyboard.press('Enter');
    await expect(elements).toHaveCount(5);
    await expectDocumentFits(page, 'the Ritual Builder');
    await expectAxeClean(page, 'the Ritual Builder');
    await press(page, page.getByRole('button', { name: 'Save', exact: true }));
    await expectToast(page, 'Ritual Saved', 'Your Workday Shutdown ritual has been saved.');

    // Today's plan (the wizard has its own new-user test), then Finish Your Day → the shutdown run.
    // Same-origin writes only (the API checks Origin).
    const planned = await page.request.post('/api/daily-plans', {
      headers: { Origin: new URL(page.url()).origin },
      data: {
        date: today,
        morningRitualCompleted: false,
        bigThree: ['Write the board memo', 'Call the bank', 'Coach Maria'],
        bigThreeCompleted: [false, false, false],
        otherTasks: [],
        otherTasksCompleted: [],
        winningDefinition: 'The memo is sent.',
        distractions: [],
      },
    });
    expect(planned.status()).toBe(200);
    await page.goto('/daily-overview');
    await press(page, page.getByRole('button', { name: 'Finish', exact: true }));
    const finish = page.getByRole('dialog', { name: 'Finish Your Day' });
    await expect(finish.getByLabel('Productivity rating (1-10)')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/ritual-builder/shutdown/run?date=${today}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Workday Shutdown Ritual' })).toBeVisible();
    await expectAxeClean(page, 'the run mode');
    for (const [i, answer] of (['Done', 'Done', 'Skip', 'Done', 'Done'] as const).entries()) {
      await expect(page.getByText(`Step ${i + 1} of 5`, { exact: true })).toBeVisible();
      await press(page, page.getByRole('button', { name: answer, exact: true }));
    }
    await expect(page.getByText('4 of 5 done')).toBeVisible();
    await expectDocumentFits(page, 'the run summary');
    // The summary shows at once; the last answer's save may still be on its way.
    await expect
      .poll(async () =>
        (await getJson<RitualRun[]>(page, `/api/rituals/runs/${today}`)).find(
          (run) => run.type === 'shutdown',
        ),
      )
      .toMatchObject({ completed: [true, true, false, true, true] });
    await press(page, page.getByRole('link', { name: 'Back to Overview' }));
    await expect(
      page
        .getByRole('region', { name: 'Workday Rituals' })
        .getByRole('listitem')
        .filter({ hasText: 'Workday Shutdown' }),
    ).toContainText('4 of 5 done');

    // Home → Habit Tracker → a '3 times a week' habit.
    await page.goto('/');
    await press(page, page.getByRole('link', { name: 'Habit Tracker' }));
    await expect(page.getByRole('heading', { name: 'No Habits Yet' })).toBeVisible();
    await expectAxeClean(page, 'the empty Habit Tracker');
    await press(page, page.getByRole('button', { name: 'New Habit' }).first());
    const form = page.getByRole('dialog', { name: 'New Habit' });
    await typeInto(page, form.getByLabel('Name'), 'Read Scripture');
    await press(page, form.getByRole('radio', { name: 'N times a week' }), 'Space');
    await typeInto(page, form.getByRole('spinbutton', { name: 'Times a week' }), '3');
    await press(page, form.getByRole('button', { name: 'Create Habit' }));
    await expect(form).toHaveCount(0);
    await expect(page.getByText('3 times a week', { exact: true })).toBeVisible();
    await expectDocumentFits(page, 'the Habit Tracker');
    await expectAxeClean(page, 'the Habit Tracker');

    // The overview's Habits card checks it in for today.
    await page.goto('/daily-overview');
    const habits = page.getByRole('region', { name: 'Habits' });
    await press(page, habits.getByRole('button', { name: 'Check in: Read Scripture' }));
    await expect(habits.getByRole('button', { name: 'Done: Read Scripture' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const [habit] = await getJson<Habit[]>(page, '/api/habits');
    expect(habit).toMatchObject({ name: 'Read Scripture', schedule: { kind: 'timesPerWeek', times: 3 } });
    // The button shows the count at once, before its save returns.
    await expect
      .poll(() => getJson<HabitEntry[]>(page, `/api/habits/${habit?.id}/entries?from=${today}&to=${today}`))
      .toEqual([{ date: today, count: 1, skipped: false }]);
    await expectAxeClean(page, 'the overview with its ritual and habit cards');
  });
}
