/**
 * Layout under long, unbroken, mixed-script user text: at a 390 px phone and a 1280 px desktop, no
 * page, dialog or the printable export scrolls sideways, dialog buttons keep their labels inside the dialog,
 * the overview puts the Big 3 and the progress cards first on a phone and keeps the documented two columns on a
 * desktop, and the timeline opens with the current hour (and the morning) in view.
 *
 * Each test's account (its plan, yesterday's finished plan, its ritual and a time block all hold the long strings)
 * is made through the API; both clocks are pinned to Tuesday 2026-03-10 9:00 AM in New York.
 */
import type { Locator, Page } from '@playwright/test';
import { type DailyPlanInput, DEFAULT_RITUAL_ELEMENTS } from '../../src/core/daily-plan.ts';
import { test as base, expect, expectNoSideScroll, NOW, openPrintPopup } from './fixtures.ts';

const TODAY = '2026-03-10';
const YESTERDAY = '2026-03-09';
const TIME_ZONE = 'America/New_York';

/** A pasted URL: 500 characters without a break opportunity. */
const URL_TEXT = `https://example.com/${'a'.repeat(480)}`;
const EMOJI = '🙏🏽✨'.repeat(50);
const ARABIC = 'مرحبا بالعالم '.repeat(30).trim();
const ARABIC_UNBROKEN = 'مرحبا'.repeat(90);
const CJK = '日本語のテキスト'.repeat(50);
const MIXED = `Call مرحبا 日本語 🙏🏽 ${'x'.repeat(300)}`;
const NAME = 'Wolfeschlegelsteinhausenbergerdorff'.repeat(3);

const BIG_THREE = [URL_TEXT, EMOJI, ARABIC_UNBROKEN];
const OTHER_TASKS = [CJK, MIXED, `${URL_TEXT.slice(0, 499)}b`];
const WIN = `${URL_TEXT} ${ARABIC} ${CJK}`;
const DISTRACTIONS = [`${URL_TEXT.slice(0, 499)}c`, ARABIC_UNBROKEN, EMOJI, ARABIC];
const RITUAL = [...DEFAULT_RITUAL_ELEMENTS, `${URL_TEXT.slice(0, 499)}r`, ARABIC_UNBROKEN, CJK];

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

function plan(date: string, overrides: Partial<DailyPlanInput> = {}): DailyPlanInput {
  return {
    date,
    morningRitualCompleted: false,
    bigThree: BIG_THREE,
    bigThreeCompleted: BIG_THREE.map(() => false),
    otherTasks: OTHER_TASKS,
    otherTasksCompleted: OTHER_TASKS.map(() => false),
    winningDefinition: WIN,
    distractions: DISTRACTIONS,
    ...overrides,
  };
}

/**
 * Asserts that the dialog does not scroll sideways, sits inside the viewport, and that each of its buttons lies
 * inside it with its text unclipped; `labels` must be visible buttons showing exactly that text.
 */
async function expectDialogFits(dialog: Locator, where: string, labels: readonly string[]): Promise<void> {
  await expectNoSideScroll(dialog.page(), where);
  // Measure the settled dialog, not its opening animation.
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );
  const measured = await dialog.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      left: box.left,
      right: box.right,
      viewport: document.documentElement.clientWidth,
      buttons: [...element.querySelectorAll('button')].map((button) => {
        const rect = button.getBoundingClientRect();
        return {
          name: (button.textContent ?? '').trim().slice(0, 40) || button.getAttribute('aria-label'),
          left: rect.left,
          right: rect.right,
          scrollWidth: button.scrollWidth,
          clientWidth: button.clientWidth,
        };
      }),
    };
  });
  const { buttons, ...box } = measured;
  expect
    .soft(box.scrollWidth, `${where}: dialog ${JSON.stringify(box)}`)
    .toBeLessThanOrEqual(box.clientWidth);
  expect.soft(box.left, `${where}: dialog left`).toBeGreaterThanOrEqual(0);
  expect.soft(box.right, `${where}: dialog right`).toBeLessThanOrEqual(box.viewport);
  for (const button of buttons) {
    const what = `${where}: button ${JSON.stringify(button)} in ${box.left}-${box.right}`;
    expect.soft(button.left, what).toBeGreaterThanOrEqual(box.left - 0.5);
    expect.soft(button.right, what).toBeLessThanOrEqual(box.right + 0.5);
    expect.soft(button.scrollWidth, what).toBeLessThanOrEqual(button.clientWidth);
  }
  for (const label of labels) {
    const button = dialog.getByRole('button', { name: label, exact: true });
    await button.scrollIntoViewIfNeeded();
    expect.soft(await button.isVisible(), `${where}: ${label} visible`).toBe(true);
    expect.soft((await button.textContent())?.trim(), `${where}: ${label} text`).toBe(label);
  }
}

/** The top of a region named `name`. */
async function topOf(page: Page, name: string): Promise<{ x: number; y: number }> {
  const box = await page.getByRole('region', { name }).boundingBox();
  if (!box) throw new Error(`no box for ${name}`);
  return { x: box.x, y: box.y };
}

/** `test` whose user holds the long strings in its name, plans, ritual and a time block. */
const test = base.extend({
  now: [NOW as string | undefined, { scope: 'worker' }],
  timezoneId: TIME_ZONE,
  userName: NAME,
  user: async ({ user, api }, use) => {
    await api.post('/api/rituals', { type: 'morning', elements: RITUAL });
    await api.post('/api/daily-plans', plan(TODAY));
    // Yesterday finished with long incomplete tasks: the wizard's carry-over alert shows them.
    const { id } = await api.post('/api/daily-plans', plan(YESTERDAY));
    await api.patch(`/api/daily-plans/${id}/finish`, {
      productivityRating: '7',
      incompleteTasks: [URL_TEXT, ARABIC_UNBROKEN],
    });
    // A time block late in the day whose title is a long URL.
    const block = { title: URL_TEXT, start: '2026-03-10T20:00:00.000Z', end: '2026-03-10T21:00:00.000Z' };
    await api.post('/api/calendar/time-blocks', block);
    await use(user);
  },
});

for (const viewport of VIEWPORTS) {
  const at = (where: string) => `${where} @${viewport.width}`;
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Home, onboarding and the planning wizard do not scroll sideways', async ({ page, user: _ }) => {
      // Home
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Your planning tools' })).toBeVisible();
      await expectNoSideScroll(page, at('home'));

      // Onboarding, both steps (the saved long ritual elements are listed in step 2).
      await page.goto('/onboarding');
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Steward' })).toBeVisible();
      await expectNoSideScroll(page, at('onboarding 1'));
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Customize Your Morning Ritual' }),
      ).toBeVisible();
      await expect(page.getByText(CJK, { exact: true })).toBeVisible();
      const element = page.getByLabel('Add a custom element');
      await element.fill(URL_TEXT);
      await element.press('Enter');
      await expect(page.getByRole('button', { name: `Remove ${URL_TEXT}` })).toBeVisible();
      await element.fill(MIXED);
      await expectNoSideScroll(page, at('onboarding 2'));

      // The daily planning wizard, each step with long text typed in.
      await page.goto('/daily-planning');
      await expect(page.getByRole('heading', { name: 'Morning Ritual Check' })).toBeVisible();
      await expect(page.getByText(ARABIC_UNBROKEN, { exact: true }).first()).toBeVisible();
      await expectNoSideScroll(page, at('wizard 1'));
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: 'Daily Big 3' })).toBeVisible();
      await expect(page.getByText("Yesterday's Incomplete Tasks")).toBeVisible();
      for (const [index, text] of [MIXED, EMOJI, ARABIC_UNBROKEN].entries()) {
        await page.getByLabel(`Priority Task #${index + 1}`).fill(text);
      }
      await page.getByLabel('Priority Task #1').fill(URL_TEXT);
      await expectNoSideScroll(page, at('wizard 2'));
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: 'Other Tasks' })).toBeVisible();
      const task = page.getByLabel('Add a task');
      await task.fill(`${URL_TEXT.slice(0, 499)}d`);
      await task.press('Enter');
      await task.fill(CJK);
      await expectNoSideScroll(page, at('wizard 3'));
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: 'Define Your Win' })).toBeVisible();
      await page.getByLabel('What does winning look like today?').fill(WIN);
      await expectNoSideScroll(page, at('wizard 4'));
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: 'Anticipate Distractions' })).toBeVisible();
      const distraction = page.getByLabel('Add a distraction');
      await distraction.fill(`${URL_TEXT.slice(0, 499)}e`);
      await distraction.press('Enter');
      await distraction.fill(ARABIC_UNBROKEN);
      await expect(page.getByRole('button', { name: 'Complete Planning' })).toBeVisible();
      await expectNoSideScroll(page, at('wizard 5'));
    });

    test('the overview, its dialogs and the printable export do not scroll sideways', async ({
      page,
      user: _,
    }) => {
      await page.goto('/daily-overview');
      await expect(page.getByRole('heading', { level: 1, name: 'Tuesday, March 10, 2026' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Watch Out For' })).toBeVisible();
      const timeline = page.getByRole('list', { name: 'Timeline, 6 AM to 9 PM' });
      await expect(timeline.getByText(URL_TEXT)).toBeVisible();
      await expectNoSideScroll(page, at('overview'));

      // Order: a phone shows the Big 3, then the progress cards, then the rest; a desktop the two columns.
      const names = [
        'Daily Big 3',
        'Task Progress',
        'Workday Progress',
        'Other Tasks',
        'Winning Looks Like',
        "Today's Calendar",
        'Morning Ritual',
        'Watch Out For',
      ] as const;
      const tops = Object.fromEntries(
        await Promise.all(names.map(async (name) => [name, await topOf(page, name)] as const)),
      ) as Record<(typeof names)[number], { x: number; y: number }>;
      if (viewport.name === 'phone') {
        const ys = names.map((name) => tops[name].y);
        expect.soft(ys, at('overview order')).toEqual([...ys].sort((a, b) => a - b));
      } else {
        const left = ['Daily Big 3', 'Other Tasks', 'Winning Looks Like', "Today's Calendar"] as const;
        const right = ['Morning Ritual', 'Watch Out For', 'Task Progress', 'Workday Progress'] as const;
        for (const column of [left, right]) {
          const ys = column.map((name) => tops[name].y);
          expect.soft(ys, at('overview column order')).toEqual([...ys].sort((a, b) => a - b));
          expect.soft(new Set(column.map((name) => tops[name].x)).size, at('one column')).toBe(1);
        }
        expect.soft(tops['Daily Big 3'].x).toBeLessThan(tops['Morning Ritual'].x);
        expect.soft(tops['Daily Big 3'].y).toBe(tops['Morning Ritual'].y);
      }

      // Schedule keeps its visible text; the day buttons have names.
      const schedule = page.getByRole('button', { name: `Schedule ${URL_TEXT}` });
      // Its text is shown, not only read out: the button is wider than an icon button (about 40 px).
      expect.soft((await schedule.textContent())?.trim(), at('schedule text')).toBe('Schedule');
      expect.soft((await schedule.boundingBox())?.width, at('schedule width')).toBeGreaterThan(70);
      await expect(page.getByRole('button', { name: 'Previous day' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Next day' })).toBeVisible();

      // The timeline opens on the morning: at 9 AM the 6 AM and 9 AM rows are in view, not the 4 PM event.
      const rowsInView = await timeline.evaluate((list) => {
        const box = list.getBoundingClientRect();
        return [...list.querySelectorAll<HTMLElement>('[data-hour]')]
          .filter((row) => {
            const rect = row.getBoundingClientRect();
            return rect.top >= box.top - 1 && rect.bottom <= box.bottom + 1;
          })
          .map((row) => Number(row.dataset.hour));
      });
      expect.soft(rowsInView, at('timeline rows in view')).toContain(6);
      expect.soft(rowsInView, at('timeline rows in view')).toContain(9);

      // The Schedule Task dialog, at the duration choice and with the suggested slots.
      await schedule.click();
      const scheduleDialog = page.getByRole('dialog', { name: 'Schedule Task' });
      await expect(scheduleDialog.getByText('How long will this task take?')).toBeVisible();
      await expectDialogFits(scheduleDialog, at('schedule durations'), [
        '30 minutes',
        '1 hour',
        '1.5 hours',
        '2 hours',
      ]);
      await scheduleDialog.getByRole('button', { name: '1 hour', exact: true }).click();
      await expect(scheduleDialog.getByRole('button', { name: 'Select 9:00 AM - 10:00 AM' })).toBeVisible();
      await expectDialogFits(scheduleDialog, at('schedule slots'), ['Change Duration']);
      await scheduleDialog.getByRole('button', { name: 'Close' }).click();
      await expect(scheduleDialog).toHaveCount(0);

      // The Finish Your Day dialog with the long not-done tasks added.
      await page.getByRole('button', { name: 'Finish', exact: true }).click();
      const finishDialog = page.getByRole('dialog', { name: 'Finish Your Day' });
      await finishDialog.getByLabel('Productivity rating (1-10)').fill('8');
      for (const text of [URL_TEXT, ARABIC_UNBROKEN, CJK, MIXED]) {
        await finishDialog.getByRole('button', { name: text, exact: true }).click();
      }
      const typed = finishDialog.getByLabel('Incomplete tasks', { exact: true });
      await typed.fill(`${EMOJI} ${ARABIC}`);
      await typed.press('Enter');
      await expect(finishDialog.getByRole('button', { name: `Remove ${URL_TEXT}` })).toBeVisible();
      await finishDialog.getByLabel('What could you improve tomorrow? (optional)').fill(WIN);
      await expectDialogFits(finishDialog, at('finish'), ['Add', 'Cancel', 'Finish Day']);
      await finishDialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(finishDialog).toHaveCount(0);

      // The printable export, kept open.
      const popup = await openPrintPopup(page);
      await popup.setViewportSize(viewport);
      await expect(popup.getByRole('heading', { name: 'Watch Out For' })).toBeVisible();
      await expect(popup.getByText(ARABIC_UNBROKEN).first()).toBeVisible();
      await expectNoSideScroll(popup, at('print page'));
    });
  });
}
