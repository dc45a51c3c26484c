/**
 * Goal Tracking and the Goal Wizard in Chromium (spec §2 Goal Tracking / Goal Wizard, §4, §5, §8; issue 10),
 * driven by the spec's texts: a brand-new user is sent to the wizard, creates a goal with two milestones, ticks
 * one (it survives a reload), edits it, archives, views the archive, unarchives and deletes it; a past due date is
 * refused for a new goal and only warned about when editing; overdue goals and milestones are marked; the Home
 * card counts active goals; an unknown goal id shows 'Goal Not Found'; at 390 px with long, mixed-script text
 * nothing scrolls sideways; axe finds nothing serious on either page. Screenshots go to /tmp/goals-*.png for a
 * human look.
 *
 * Goals get `createdAt` from the server's real clock, so the browser keeps the real clock too; every date is
 * relative to the browser's today and far enough from it that a midnight during the run changes nothing.
 */
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDateOf } from '../../src/core/dates.ts';
import { type Goal, type GoalInput, SMARTER_CRITERIA } from '../../src/core/goals.ts';
import {
  launchBrowser,
  newContext,
  type RunningServer,
  seriousViolations,
  signUpViaApi,
  startServer,
  toastWith,
} from './harness.ts';

const TIME_ZONE = 'America/New_York';
const today = () => localDateOf(new Date(), TIME_ZONE);

const URL_TEXT = `https://example.com/${'a'.repeat(470)}`;
const ARABIC_UNBROKEN = 'مرحبا'.repeat(40);
const EMOJI = '🙏🏽✨'.repeat(30);
const CJK = '日本語のテキスト'.repeat(20);

/** Closes the toast on screen (it would otherwise cover the buttons under it for 5 s). */
async function closeToast(page: Page): Promise<void> {
  const close = page.getByRole('region', { name: /Notifications/ }).getByRole('button', { name: 'Close' });
  await close.click();
  await expect.poll(() => close.count()).toBe(0);
}

/** The user's goals as the API holds them. */
async function goalsOf(page: Page): Promise<Goal[]> {
  const response = await page.request.get('/api/goals');
  expect(response.status()).toBe(200);
  return (await response.json()) as Goal[];
}

/** Creates a goal through the API (the Origin header the API's guard wants) and checks that it was created. */
async function createGoal(page: Page, server: RunningServer, input: GoalInput): Promise<Goal> {
  const res = await page.request.post('/api/goals', { data: input, headers: { Origin: server.url } });
  if (res.status() !== 201) throw new Error(`create goal: ${res.status()} ${await res.text()}`);
  return (await res.json()) as Goal;
}

/** Asserts (softly) that neither the document nor any element scrolls or clips sideways (as layout.test.ts). */
async function expectNoSideScroll(page: Page, where: string): Promise<void> {
  const widths = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect
    .soft(widths.scrollWidth, `${where}: document ${JSON.stringify(widths)}`)
    .toBeLessThanOrEqual(widths.clientWidth);
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        if (element.matches('input, textarea, select, .sr-only, .sr-only *')) return false;
        if (element.clientWidth <= 1) return false;
        const { overflowX } = getComputedStyle(element);
        return overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1;
      })
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}">`),
  );
  expect.soft(clipped, `${where}: clipped sideways`).toEqual([]);
}

/** The article (goal card) named by its description. */
const card = (page: Page, description: string) =>
  page.getByRole('article', { name: description, exact: true });

describe('goal tracking and the goal wizard', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('takes a new user from the redirect through create, tick, edit, archive, unarchive and delete', async () => {
    const { context, errors } = await newContext(browser, server.url, { timezoneId: TIME_ZONE });
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await signUpViaApi(page, server.url, 'Gale Goalsetter');
    const due = addDays(today(), 90);
    const firstMilestone = addDays(today(), 30);
    const secondMilestone = addDays(today(), 60);

    // No goals at all: Goal Tracking sends the user to the wizard (and Back leaves it, not loops).
    await page.goto('/goal-tracking');
    await page.waitForURL(`${server.url}/goal-wizard`);
    await page.getByText('Step 1 of 6').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Step 1: a type is needed before Next.
    const next = page.getByRole('button', { name: 'Next', exact: true });
    expect(await next.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).waitFor();
    await page.getByText('Quarterly Goal', { exact: true }).click();
    expect(await page.getByRole('radio', { name: 'Quarterly Goal' }).isChecked()).toBe(true);
    await next.click();

    // Step 2: a past date is refused for a new goal; a later one is fine.
    await page.getByText('Step 2 of 6').waitFor();
    await page.getByRole('button', { name: 'Back' }).waitFor();
    const dueDate = page.getByLabel('Due Date', { exact: true });
    await dueDate.fill(addDays(today(), -30));
    await page.getByText('The due date cannot be in the past.', { exact: true }).waitFor();
    expect(await next.isDisabled()).toBe(true);
    await dueDate.fill(due);
    await expect.poll(() => next.isDisabled()).toBe(false);
    await next.click();

    // Step 3: the spec's prompt with its live count.
    await page.getByText('Step 3 of 6').waitFor();
    const description = page.getByLabel('What does complete look like for this goal?');
    expect(await next.isDisabled()).toBe(true);
    await description.fill('   ');
    expect(await next.isDisabled()).toBe(true);
    const text = 'Launch the mentoring programme with twelve leaders enrolled.';
    await description.fill(text);
    await page.getByText(`${text.length}/500`, { exact: true }).waitFor();
    await page.screenshot({ path: '/tmp/goals-1280-wizard-step3.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await next.click();

    // Step 4: a realm is needed.
    await page.getByText('Step 4 of 6').waitFor();
    expect(await next.isDisabled()).toBe(true);
    await page.getByRole('radio', { name: 'Vocational' }).check();
    await next.click();

    // Step 5: SMARTER never blocks.
    await page.getByText('Step 5 of 6').waitFor();
    expect(await next.isDisabled()).toBe(false);
    await page.getByRole('checkbox', { name: 'Specific' }).click();
    await page.getByRole('checkbox', { name: 'Time-Keyed' }).click();
    await next.click();

    // Step 6: milestones need text and a date; Add Milestone, then Add Another Milestone; Enter adds; Remove.
    await page.getByText('Step 6 of 6').waitFor();
    await page.screenshot({ path: '/tmp/goals-1280-wizard-step6.png', fullPage: true });
    const milestoneText = page.getByLabel('Milestone', { exact: true });
    const milestoneDate = page.getByLabel('Due date', { exact: true });
    const addFirst = page.getByRole('button', { name: 'Add Milestone', exact: true });
    expect(await addFirst.isDisabled()).toBe(true);
    await milestoneText.fill('Recruit the first mentors');
    expect(await addFirst.isDisabled()).toBe(true);
    await milestoneDate.fill(firstMilestone);
    await addFirst.click();
    const addAnother = page.getByRole('button', { name: 'Add Another Milestone', exact: true });
    await addAnother.waitFor();
    await milestoneText.fill('Run the kickoff retreat');
    await milestoneDate.fill(secondMilestone);
    await milestoneText.press('Enter');
    await page.getByText('Run the kickoff retreat', { exact: true }).waitFor();
    await milestoneText.fill('Throwaway milestone');
    await milestoneText.press('Enter');
    await page.getByRole('button', { name: 'Remove Throwaway milestone' }).click();
    await expect.poll(() => page.getByText('Throwaway milestone', { exact: true }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Complete', exact: true }).click();
    await toastWith(page, 'Goal Created!');
    await page.waitForURL(`${server.url}/goal-tracking`);
    const [saved] = await goalsOf(page);
    expect(saved).toMatchObject({
      goalType: 'quarterly',
      dueDate: due,
      description: text,
      realm: 'Vocational',
      smarterCriteria: ['Specific', 'Time-Keyed'],
      milestones: [
        { text: 'Recruit the first mentors', dueDate: firstMilestone, completed: false },
        { text: 'Run the kickoff retreat', dueDate: secondMilestone, completed: false },
      ],
      progress: '0',
      archived: false,
    });
    const goalId = saved?.id ?? '';

    // Goal Tracking shows the card with its badges, milestones and time progress.
    await page.getByRole('heading', { level: 1, name: 'Goal Tracking' }).waitFor();
    await page.getByText('Track your goals and celebrate milestones along the way').waitFor();
    const goalCard = card(page, text);
    await goalCard.getByText('Quarterly', { exact: true }).waitFor();
    await goalCard.getByText('Vocational', { exact: true }).waitFor();
    await goalCard.getByText('Time-Keyed', { exact: true }).waitFor();
    await goalCard.getByText('Milestones (0/2)', { exact: true }).waitFor();
    await goalCard.getByText('Time Progress', { exact: true }).waitFor();
    await goalCard.getByRole('progressbar', { name: 'Time Progress' }).waitFor();
    expect(await goalCard.getByText('Overdue').count()).toBe(0);
    await closeToast(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/goals-1280-tracking.png', fullPage: true });

    // Tick the first milestone: the count moves at once, the server has it, and a reload keeps it.
    await goalCard.getByText('Recruit the first mentors', { exact: true }).click();
    await goalCard.getByText('Milestones (1/2)', { exact: true }).waitFor();
    await expect.poll(async () => (await goalsOf(page))[0]?.milestones[0]?.completed).toBe(true);
    await page.reload();
    await card(page, text).getByText('Milestones (1/2)', { exact: true }).waitFor();
    expect(
      await card(page, text)
        .getByRole('checkbox', { name: 'Recruit the first mentors' })
        .getAttribute('aria-checked'),
    ).toBe('true');

    // Edit: the wizard is prefilled; change the description and update.
    await card(page, text).getByRole('button', { name: 'Edit' }).click();
    await page.waitForURL(`${server.url}/goal-wizard/${goalId}`);
    await page.getByRole('heading', { level: 1, name: 'Edit Goal' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Quarterly Goal' }).isChecked()).toBe(true);
    await next.click();
    expect(await page.getByLabel('Due Date', { exact: true }).inputValue()).toBe(due);
    await next.click();
    const edited = 'Launch the mentoring programme with twenty leaders enrolled.';
    const editedField = page.getByLabel('What does complete look like for this goal?');
    expect(await editedField.inputValue()).toBe(text);
    await editedField.fill(edited);
    await next.click();
    expect(await page.getByRole('radio', { name: 'Vocational' }).isChecked()).toBe(true);
    await next.click();
    expect(await page.getByRole('checkbox', { name: 'Time-Keyed' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await next.click();
    await page.getByText('Recruit the first mentors', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Update Goal', exact: true }).click();
    await toastWith(page, 'Goal Updated!');
    await page.waitForURL(`${server.url}/goal-tracking`);
    const editedCard = card(page, edited);
    await editedCard.getByText('Milestones (1/2)', { exact: true }).waitFor();
    expect(await card(page, text).count()).toBe(0);
    await closeToast(page);

    // Archive: the active list is empty, the archive holds it (without Edit), and Unarchive brings it back.
    await editedCard.getByRole('button', { name: 'Archive', exact: true }).click();
    await toastWith(page, 'Goal archived');
    await page.getByRole('heading', { name: 'No Active Goals' }).waitFor();
    await page.getByText('Create your first goal to get started!').waitFor();
    await page.getByRole('button', { name: 'Create Goal' }).waitFor();
    await closeToast(page);
    await page.getByRole('button', { name: 'View Archived' }).click();
    await page.getByText('Review your completed goals').waitFor();
    await editedCard.waitFor();
    expect(await editedCard.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await editedCard.getByRole('button', { name: 'Unarchive' }).click();
    await toastWith(page, 'Goal unarchived');
    await page.getByRole('heading', { name: 'No Archived Goals' }).waitFor();
    await page.getByText("You haven't archived any goals yet.").waitFor();
    await closeToast(page);
    await page.getByRole('button', { name: 'View Active Goals' }).click();
    await editedCard.waitFor();

    // Delete: Cancel keeps it; Delete Goal removes it, and with no goals left the wizard opens.
    await editedCard.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Goal' });
    await dialog
      .getByText(
        'Are you sure you want to delete this goal? This action cannot be undone. All associated milestones and progress will be permanently removed.',
        { exact: true },
      )
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await editedCard.waitFor();
    await editedCard.getByRole('button', { name: 'Delete', exact: true }).click();
    await dialog.getByRole('button', { name: 'Delete Goal' }).click();
    await toastWith(page, 'Goal deleted', 'Your goal has been successfully deleted.');
    await page.waitForURL(`${server.url}/goal-wizard`);
    expect(await goalsOf(page)).toEqual([]);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('orders and marks goals, counts them on Home, warns on an old date when editing, and fits 390 px', async () => {
    const { context, errors } = await newContext(browser, server.url, { timezoneId: TIME_ZONE });
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpViaApi(page, server.url, 'Long Text Leader');
    const base = {
      goalType: 'long-term',
      realm: 'Hobby/Volunteer',
      smarterCriteria: [...SMARTER_CRITERIA],
      progress: '0',
    } satisfies Partial<GoalInput>;
    const later = await createGoal(page, server, {
      ...base,
      dueDate: addDays(today(), 200),
      description: `${URL_TEXT.slice(0, 330)} ${CJK}`,
      milestones: [{ text: EMOJI, dueDate: addDays(today(), 100), completed: false }],
    });
    const overdue = await createGoal(page, server, {
      ...base,
      goalType: 'short-term',
      dueDate: addDays(today(), -10),
      description: ARABIC_UNBROKEN,
      milestones: [
        { text: URL_TEXT.slice(0, 200), dueDate: addDays(today(), -20), completed: false },
        { text: 'Done already', dueDate: addDays(today(), -20), completed: true },
      ],
    });
    const archived = await createGoal(page, server, {
      ...base,
      dueDate: addDays(today(), 5),
      description: 'Archived goal',
      milestones: [],
    });
    const res = await page.request.patch(`/api/goals/${archived.id}/archive`, {
      data: { archived: true },
      headers: { Origin: server.url },
    });
    expect(res.status()).toBe(200);

    // Home: the Goal Tracking card counts active goals and names the next milestone due.
    await page.goto('/');
    await page.getByText('2 active goals', { exact: true }).waitFor();
    await page.getByText('Next milestone:').waitFor();
    await page.screenshot({ path: '/tmp/goals-390-home.png', fullPage: true });
    await expectNoSideScroll(page, 'home @390');

    // Goal Tracking: active goals by due date, overdue marks, nothing sideways.
    await page.goto('/goal-tracking');
    const titles = page.getByRole('article').getByRole('heading', { level: 2 });
    await titles.first().waitFor();
    expect(await titles.allTextContents()).toEqual([overdue.description, later.description]);
    const overdueCard = card(page, overdue.description);
    // The goal's badge and its open milestone are marked; the completed one is not.
    await overdueCard.getByText('Overdue', { exact: true }).waitFor();
    await overdueCard.getByText('· Overdue', { exact: true }).waitFor();
    expect(await overdueCard.getByText('· Overdue', { exact: true }).count()).toBe(1);
    await overdueCard.getByText('Milestones (1/2)', { exact: true }).waitFor();
    await overdueCard.getByText('100%', { exact: true }).waitFor();
    expect(await card(page, later.description).getByText('Overdue').count()).toBe(0);
    await expectNoSideScroll(page, 'goal tracking @390');
    await page.screenshot({ path: '/tmp/goals-390-tracking.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await overdueCard.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('alertdialog', { name: 'Delete Goal' }).waitFor();
    await expectNoSideScroll(page, 'delete dialog @390');
    await page.getByRole('button', { name: 'Cancel' }).click();

    // Editing the overdue goal: its past date is only a warning.
    await overdueCard.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit Goal' }).waitFor();
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await next.click();
    await page.getByText('This due date is in the past.', { exact: false }).waitFor();
    expect(await next.isDisabled()).toBe(false);
    await expectNoSideScroll(page, 'wizard due date @390');
    await next.click();
    await page.getByText('Step 3 of 6').waitFor();
    await expectNoSideScroll(page, 'wizard description @390');
    await next.click();
    await next.click();
    await next.click();
    await page.getByText('Step 6 of 6').waitFor();
    await page.getByLabel('Milestone', { exact: true }).fill(ARABIC_UNBROKEN.slice(0, 200));
    await page.getByLabel('Due date', { exact: true }).fill(addDays(today(), 3));
    await page.getByRole('button', { name: 'Add Another Milestone' }).click();
    await expectNoSideScroll(page, 'wizard milestones @390');
    await page.screenshot({ path: '/tmp/goals-390-wizard-milestones.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    // Archived goal's page at 390 px as well.
    await page.goto('/goal-tracking?view=archived');
    await card(page, 'Archived goal').waitFor();
    await expectNoSideScroll(page, 'archived @390');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the spec failure toasts, keeps what was saved, and says Deleting... / Updating... / Saving...', async () => {
    const { context, errors } = await newContext(browser, server.url, { timezoneId: TIME_ZONE });
    const page = await context.newPage();
    await signUpViaApi(page, server.url, 'Fay Failure');
    const goal = await createGoal(page, server, {
      goalType: 'short-term',
      dueDate: addDays(today(), 40),
      description: 'Ship the annual report',
      realm: 'Vocational',
      smarterCriteria: [],
      milestones: [{ text: 'Collect the figures', dueDate: addDays(today(), 20), completed: false }],
      progress: '0',
    });
    const fail = (route: Route) => route.fulfill({ status: 500, body: 'boom' });
    let release = () => {};
    const hold = () => {
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return async (route: Route) => {
        await held;
        await route.fulfill({ status: 500, body: 'boom' });
      };
    };
    await page.goto('/goal-tracking');
    const goalCard = card(page, goal.description);

    // A failed tick: the toast, and the box goes back to the saved state.
    await page.route('**/api/goals/*/milestone/*', fail);
    await goalCard.getByRole('checkbox', { name: 'Collect the figures' }).click();
    await toastWith(page, 'Error', 'Failed to update milestone. Please try again.');
    await goalCard.getByText('Milestones (0/1)', { exact: true }).waitFor();
    await expect
      .poll(() =>
        goalCard.getByRole('checkbox', { name: 'Collect the figures' }).getAttribute('aria-checked'),
      )
      .toBe('false');
    await closeToast(page);

    // A failed archive: the goal stays active.
    await page.route('**/api/goals/*/archive', fail);
    await goalCard.getByRole('button', { name: 'Archive', exact: true }).click();
    await toastWith(page, 'Error', 'Failed to update goal. Please try again.');
    await goalCard.getByRole('button', { name: 'Edit' }).waitFor();
    await closeToast(page);

    // A failed delete: 'Deleting...' while it runs, then the toast; the goal is still there.
    await page.route(`**/api/goals/${goal.id}`, async (route) =>
      route.request().method() === 'DELETE' ? hold()(route) : route.continue(),
    );
    await goalCard.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Goal' });
    await dialog.getByRole('button', { name: 'Delete Goal' }).click();
    const deleting = dialog.getByRole('button', { name: 'Deleting...' });
    await deleting.waitFor();
    expect(await deleting.isDisabled()).toBe(true);
    release();
    await toastWith(page, 'Error', 'Failed to delete goal. Please try again.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await goalCard.waitFor();
    await closeToast(page);
    await page.unrouteAll();
    expect((await goalsOf(page)).map((entry) => entry.id)).toEqual([goal.id]);

    // A failed update: 'Updating...', then the toast, and the wizard stays.
    await goalCard.getByRole('button', { name: 'Edit' }).click();
    const next = page.getByRole('button', { name: 'Next', exact: true });
    for (let step = 1; step < 6; step++) await next.click();
    await page.getByText('Step 6 of 6').waitFor();
    await page.route(`**/api/goals/${goal.id}`, async (route) =>
      route.request().method() === 'PATCH' ? hold()(route) : route.continue(),
    );
    await page.getByRole('button', { name: 'Update Goal' }).click();
    const updating = page.getByRole('button', { name: 'Updating...' });
    await updating.waitFor();
    expect(await updating.isDisabled()).toBe(true);
    release();
    await toastWith(page, 'Error', 'Failed to update goal. Please try again.');
    expect(new URL(page.url()).pathname).toBe(`/goal-wizard/${goal.id}`);
    await closeToast(page);
    await page.unrouteAll();

    // A failed create: 'Saving...', then the toast, and the wizard stays.
    await page.goto('/goal-wizard');
    await page.getByRole('radio', { name: 'Long Term Goal' }).check();
    await next.click();
    await page.getByLabel('Due Date', { exact: true }).fill(addDays(today(), 400));
    await next.click();
    await page.getByLabel('What does complete look like for this goal?').fill('Own the house outright.');
    await next.click();
    await page.getByRole('radio', { name: 'Financial' }).check();
    await next.click();
    await next.click();
    await page.route('**/api/goals', async (route) =>
      route.request().method() === 'POST' ? hold()(route) : route.continue(),
    );
    await page.getByRole('button', { name: 'Complete', exact: true }).click();
    const saving = page.getByRole('button', { name: 'Saving...' });
    await saving.waitFor();
    expect(await saving.isDisabled()).toBe(true);
    release();
    await toastWith(page, 'Error', 'Failed to save goal. Please try again.');
    expect(new URL(page.url()).pathname).toBe('/goal-wizard');
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Complete', exact: true }).click();
    await toastWith(page, 'Goal Created!');
    await page.waitForURL(`${server.url}/goal-tracking`);
    await card(page, 'Own the house outright.').getByText('Long Term', { exact: true }).waitFor();

    expect(errors.filter((e) => !/status of 500/.test(e))).toEqual([]);
    await context.close();
  });

  it('shows Goal Not Found for a goal that is not there', async () => {
    const { context, errors } = await newContext(browser, server.url, { timezoneId: TIME_ZONE });
    const page = await context.newPage();
    await signUpViaApi(page, server.url, 'Lost Link');
    await page.goto('/goal-wizard/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { level: 1, name: 'Goal Not Found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Go to Goal Tracking' }).getAttribute('href')).toBe(
      '/goal-tracking',
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
