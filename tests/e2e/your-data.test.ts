/**
 * Settings → Your data in Chromium (ADR 049), at 390 px with axe: a brand-new user with a goal and a plan exports
 * their data (the downloaded file is read), deletes the account (password and typed email) and lands on the landing
 * page, signs up again with the same email to an empty account, imports the file and sees the plan and the goal
 * again. A bad file shows the error with the path the server names.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { StewardExport } from '../../src/core/export-format.ts';
import { expect, expectAxeClean, expectDocumentFits, signUpInBrowser, test } from './fixtures.ts';

const GOAL = 'Open the second store';
const TASK = 'Sign the lease';
const DATE = '2025-03-10';

test.use({ viewport: { width: 390, height: 844 } });

/** The Your data section of /settings, opened fresh. */
async function yourData(page: Page) {
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section).toBeVisible();
  return section;
}

test('export, delete the account, sign up again with the same email and import: the plan and goal are back', async ({
  page,
  user,
  api,
}) => {
  await api.post('/api/goals', {
    goalType: 'quarterly',
    dueDate: '2030-06-30',
    description: GOAL,
    realm: 'Vocational',
    smarterCriteria: ['Specific'],
    milestones: [],
  });
  await api.post('/api/daily-plans', {
    date: DATE,
    morningRitualCompleted: false,
    bigThree: [TASK],
    bigThreeCompleted: [false],
    otherTasks: [],
    otherTasksCompleted: [],
    winningDefinition: '',
    distractions: [],
  });

  let section = await yourData(page);
  await expectDocumentFits(page, 'Settings with Your data at 390 px');
  await expectAxeClean(page, 'Settings with Your data');
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Export your data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^steward-export-\d{4}-\d{2}-\d{2}\.json$/);
  const path = await download.path();
  const file = JSON.parse(await readFile(path, 'utf8')) as StewardExport;
  expect(file.goals.map((g) => g.description)).toEqual([GOAL]);
  expect(file.dailyPlans.map((p) => p.bigThree)).toEqual([[TASK]]);

  await section.getByRole('button', { name: 'Delete account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByText('It cannot be undone.')).toBeVisible();
  await expectAxeClean(page, 'the Delete account dialog');
  await dialog.getByLabel('Password').fill(user.password);
  await dialog.getByLabel(/Type your email/).fill('not-my-email@example.com');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog.getByText('Type the email address of this account to confirm')).toBeVisible();
  await dialog.getByLabel(/Type your email/).fill(user.email);
  await dialog.getByLabel(/Type your email/).press('Enter');
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  await signUpInBrowser(page, user);
  section = await yourData(page);
  await section.getByLabel('Export file').setInputFiles(path);
  await section.getByRole('button', { name: 'Import data' }).click();
  await expect(section.getByRole('status')).toContainText('Imported 1 daily plan, 1 goal.');
  await expectAxeClean(page, 'Your data after an import');

  await page.goto('/goal-tracking');
  await expect(page.getByText(GOAL)).toBeVisible();
  await page.goto(`/daily-overview?date=${DATE}`);
  await expect(page.getByRole('region', { name: 'Daily Big 3' }).getByText(TASK)).toBeVisible();
});

test('a bad file shows the error with the path the server names, and nothing is imported', async ({
  page,
  user: _,
  consoleErrors,
}) => {
  // The browser reports the 400 answer to the import.
  consoleErrors.allow(/the server responded with a status of 400/);
  const section = await yourData(page);
  const file = {
    format: 'steward-export',
    version: 1,
    exportedAt: '2025-03-10T08:00:00.000Z',
    profile: { name: 'Dana', email: 'dana@example.com', timeZone: 'UTC' },
    rituals: [],
    ritualRuns: [],
    dailyPlans: [],
    weeklyReviews: [],
    clarityBreaks: [],
    goals: [{ id: 'not-a-uuid' }],
    idealWeeks: [],
    habits: [],
    habitEntries: [],
    timeBlocks: [],
    calendarSources: [],
  };
  await section.getByLabel('Export file').setInputFiles({
    name: 'steward-export.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await section.getByRole('button', { name: 'Import data' }).click();
  const error = section.getByRole('alert');
  await expect(error).toContainText('Import failed');
  await expect(error).toContainText('goals.0.id');
  await expectAxeClean(page, 'Your data with an import error');
  const goals = await page.request.get('/api/goals');
  expect(await goals.json()).toEqual([]);
});
