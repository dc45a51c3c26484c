/**
 * The week planner (docs/product.md §2 'Week planner'; ADR 059) on a 390 px phone for a brand-new user signed up
 * through the UI, by keyboard alone: plans today with an other task whose name is 304 characters without a space,
 * opens the week from the overview, opens Tuesday's 'Other tasks' and books that task from its Schedule button on
 * Thursday at 2:30 PM for Work. The block is in Thursday's column and in the API once, focus is back on the Schedule
 * button, the page is axe clean and the document does not scroll sideways, dialog open or closed.
 *
 * Clocks: Tuesday 2026-03-10 9:00 AM in New York (server and browser); the week is Monday 2026-03-09 to Sunday 03-15.
 */
import type { Locator, Page } from '@playwright/test';
import {
  test as base,
  expect,
  expectAxeClean,
  expectDocumentFits,
  expectToast,
  NOW,
  newUser,
  press,
  signUpInBrowser,
} from './fixtures.ts';
import { weekBlocks } from './week-blocks.ts';

const test = base.extend({
  now: [NOW as string | undefined, { scope: 'worker' }],
  timezoneId: 'America/New_York',
  viewport: { width: 390, height: 844 },
});
// Sign-up, the wizard and the planner, each step settled by the server, and axe.
test.describe.configure({ timeout: 180_000 });

const BIG_THREE = ['Draft the investor update', 'Call the bank', 'Coach Maria'];
const LONG_TASK = 'Renew-the-passport-'.repeat(16);

/** Focuses `field` and types `text` on the keyboard. */
async function typeIn(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.type(text);
}

/** Today's plan through the wizard, by keyboard, with one other task. */
async function planToday(page: Page) {
  await page.goto('/daily-planning');
  await press(page, page.getByRole('checkbox', { name: 'I completed my morning ritual' }), 'Space');
  await press(page, page.getByRole('button', { name: 'Continue', exact: true }));
  for (const [index, task] of BIG_THREE.entries())
    await typeIn(page, page.getByLabel(`Priority Task #${index + 1}`, { exact: true }), task);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Other Tasks' })).toBeVisible();
  await typeIn(page, page.getByLabel('Add a task', { exact: true }), LONG_TASK);
  await page.keyboard.press('Enter');
  await expect(page.getByText(LONG_TASK)).toBeVisible();
  await press(page, page.getByRole('button', { name: 'Continue', exact: true }));
  await typeIn(page, page.getByLabel('What does winning look like today?', { exact: true }), 'Sent.');
  await press(page, page.getByRole('button', { name: 'Continue', exact: true }));
  await press(page, page.getByRole('button', { name: 'Complete Planning', exact: true }));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('March 10, 2026');
}

test('a new user books an other task with a long name on Thursday from its Schedule button at 390 px', async ({
  page,
}) => {
  await signUpInBrowser(page, newUser('Pia Phone'));
  await planToday(page);
  await press(page, page.getByRole('link', { name: 'Week Planner' }));
  await expect(page).toHaveURL('/week?start=2026-03-09');

  await press(page, page.getByText('Other tasks (1)'));
  await expect(page.getByRole('list', { name: 'Other tasks, Tuesday' }).getByRole('listitem')).toHaveText([
    LONG_TASK,
  ]);
  await expectDocumentFits(page, 'the week with a long other task at 390 px');
  const schedule = page.getByRole('button', { name: `Schedule ${LONG_TASK}` });
  await press(page, schedule);
  const dialog = page.getByRole('dialog', { name: 'Schedule' });
  await expect(dialog.getByLabel('Day')).toHaveValue('2026-03-10');
  await press(page, dialog.getByLabel('Day'), 't');
  await expect(dialog.getByLabel('Day')).toHaveValue('2026-03-12');
  await typeIn(page, dialog.getByLabel('Start time'), '0230P');
  await expect(dialog.getByLabel('Start time')).toHaveValue('14:30');
  await press(page, dialog.getByLabel('Life domain'), 'w');
  await expect(dialog.getByLabel('Life domain')).toHaveValue('work');
  await expectAxeClean(page, 'the Schedule dialog at 390 px');
  await expectDocumentFits(page, 'the Schedule dialog at 390 px');
  await press(page, dialog.getByRole('button', { name: 'Save' }));

  await expectToast(page, 'Task Scheduled', `${LONG_TASK} at Thursday, 2:30 PM - 3:00 PM`);
  await expect(schedule).toBeFocused();
  const block = page.getByRole('button', { name: `${LONG_TASK}, 2:30 PM - 3:00 PM, Thursday` });
  await expect(
    page.locator('[data-day="2026-03-12"]').getByRole('listitem').filter({ has: block }),
  ).toBeVisible();
  expect(await weekBlocks(page)).toEqual([
    {
      title: LONG_TASK,
      start: 'Thursday 2:30 PM',
      end: 'Thursday 3:00 PM',
      task: { date: '2026-03-10', group: 'otherTasks', index: 0 },
      domain: 'work',
    },
  ]);
  await expectAxeClean(page, 'the week with the booked block at 390 px');
  await expectDocumentFits(page, 'the week with the booked block at 390 px');
});
