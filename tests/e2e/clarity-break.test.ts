/**
 * The Clarity Break in Chromium (spec §2 Clarity Break wizard, Clarity Breaks list, Clarity Break summary; §4, §5,
 * §8, §9; issue 11): a full break from the empty list through the prayer, the five question steps and the action
 * items with the session value, the failure and success toasts, the list (newest first, count, time, badge band,
 * Key Actions and '+ n more...'), the summary (answers under their categories, 'No response provided',
 * 'Session Value: n/100', numbered commitments), printing (controls hidden, 1 inch margin, a PDF), not found, axe,
 * and 390 px with very long text.
 *
 * Both clocks read Tuesday 2026-03-10, 9:00 AM in New York (server TEST_NOW, browser clock).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { CLARITY_QUESTIONS, CLARITY_STEP_LABELS } from '../../src/core/clarity-break.ts';
import {
  expectDocumentFits,
  newContext,
  type RunningServer,
  seriousViolations,
  signUpViaApi,
  toastWith,
  withServerAndBrowser,
} from './harness.ts';

const NOW = '2026-03-10T13:00:00.000Z';
const TIME_ZONE = 'America/New_York';
const LONG = `${'Delegate-the-weekly-pipeline-review-'.repeat(12)}end`;
const INJECTED = /the server responded with a status of 500/;
const EMPTY_HINT = 'No action items added yet. Add at least one commitment to complete your Clarity Break.';

const question = (n: number): string => {
  const text = CLARITY_QUESTIONS[n - 1];
  if (!text) throw new Error(`no question ${n}`);
  return text;
};

/** 'h:mm a' of an instant in New York (Intl may put a narrow no-break space before AM/PM). */
function timeInNewYork(instant: string): string {
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: TIME_ZONE })
    .format(new Date(instant))
    .replace(/\s/g, ' ');
}

describe('clarity break', () => {
  let server: RunningServer;
  let browser: Browser;

  withServerAndBrowser({ TEST_NOW: NOW }, (running) => {
    ({ server, browser } = running);
  });

  async function signedIn(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const { context, errors } = await newContext(browser, server.url, { timezoneId: TIME_ZONE });
    await context.clock.setFixedTime(new Date(NOW));
    const page = await context.newPage();
    await signUpViaApi(page, server.url, 'Clara Break', TIME_ZONE);
    return { context, page, errors };
  }

  const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

  test('a full Clarity Break to the list, the summary and print', async () => {
    const { context, page, errors } = await signedIn();
    // An older break, saved through the API, to check the order, the singular count and the orange band.
    const older = await page.request.post('/api/clarity-breaks', {
      data: { date: '2026-03-01', responses: {}, actionItems: ['Pray daily'], score: '30' },
      headers: { Origin: server.url },
    });
    expect(older.status()).toBe(201);

    // The Home card opens the list; Cancel on the prayer step goes home.
    await page.goto('/');
    await page.getByRole('link', { name: 'Clarity Break', exact: true }).click();
    await page.waitForURL(`${server.url}/clarity-breaks`);
    await page.getByRole('link', { name: 'New Clarity Break' }).click();
    await heading(page, 'Call to Prayer').waitFor();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL(`${server.url}/`);

    await page.goto('/clarity-break');
    await heading(page, 'Call to Prayer').waitFor();
    const steps = page.getByRole('list', { name: 'Clarity Break steps' });
    expect((await steps.getByRole('listitem').allTextContents()).map((t) => t.replace(/^\d/, ''))).toEqual([
      ...CLARITY_STEP_LABELS,
    ]);
    await page.getByText('James 1:5').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Begin Clarity Break' }).click();

    // Question steps: answers kept across Back and Next; question 2 left unanswered.
    await heading(page, 'Vision Questions').waitFor();
    await page.getByLabel(question(1), { exact: true }).fill('  Toward serving families in three states.  ');
    await page.getByLabel(question(3), { exact: true }).fill('Opening the second location.');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Next' }).click();
    await heading(page, 'People Questions').waitFor();
    await page.getByLabel(question(4), { exact: true }).fill('Maria is thriving; I will thank her publicly.');
    await page.getByRole('button', { name: 'Back' }).click();
    await heading(page, 'Vision Questions').waitFor();
    expect(await page.getByLabel(question(1), { exact: true }).inputValue()).toBe(
      '  Toward serving families in three states.  ',
    );
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await heading(page, 'Systems Questions').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await heading(page, 'Leadership Questions').waitFor();
    await page.getByLabel(question(10), { exact: true }).fill('Payroll approvals.');
    await page.getByRole('button', { name: 'Next' }).click();
    await heading(page, 'Focus Questions').waitFor();
    expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Continue to Action Items' }).click();

    // Action items: the hint, the disabled button, add with Enter and the plus button, remove.
    await heading(page, 'Action Items & Commitments').waitFor();
    await page.getByText(EMPTY_HINT, { exact: true }).waitFor();
    const complete = page.getByRole('button', { name: 'Complete Clarity Break' });
    expect(await complete.isDisabled()).toBe(true);
    const input = page.getByLabel('Add an action item');
    await input.fill('   ');
    expect(await page.getByRole('button', { name: 'Add', exact: true }).isDisabled()).toBe(true);
    await input.fill('  Meet Sam about the COO role ');
    await input.press('Enter');
    await input.fill('Write the one-page plan');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await input.fill('Drop this one');
    await input.press('Enter');
    await input.fill('Call the three top customers');
    await input.press('Enter');
    await page.getByRole('button', { name: 'Remove Drop this one' }).click();
    const items = page.getByRole('list', { name: 'Action items' });
    await expect
      .poll(() => items.getByRole('listitem').allTextContents())
      .toEqual(['Meet Sam about the COO role', 'Write the one-page plan', 'Call the three top customers']);
    expect(await complete.isDisabled()).toBe(false);

    // The session value: labelled, 1-100, default 50, moved to 85 with the keyboard.
    const slider = page.getByRole('slider', { name: 'How valuable was this reflection time? (1-100)' });
    expect(
      await Promise.all(
        ['aria-valuemin', 'aria-valuemax', 'aria-valuenow'].map((a) => slider.getAttribute(a)),
      ),
    ).toEqual(['1', '100', '50']);
    await page.getByText('Low Value', { exact: true }).waitFor();
    await page.getByText('High Value', { exact: true }).waitFor();
    await slider.focus();
    for (const key of ['PageUp', 'PageUp', 'PageUp', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight'])
      await page.keyboard.press(key);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => slider.getAttribute('aria-valuenow')).toBe('85');
    expect(await seriousViolations(page)).toEqual([]);

    // A failed save, then 'Saving...' while held, then success and the list.
    await page.route('**/api/clarity-breaks', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'boom' }) : route.continue(),
    );
    await complete.click();
    await toastWith(page, 'Error', 'Failed to save Clarity Break. Please try again.');
    expect(new URL(page.url()).pathname).toBe('/clarity-break');
    await page.unrouteAll();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/clarity-breaks', async (route) => {
      await held;
      await route.continue();
    });
    await complete.click();
    const saving = page.getByRole('button', { name: 'Saving...' });
    await saving.waitFor();
    expect(await saving.isDisabled()).toBe(true);
    release();
    await toastWith(page, 'Success!', 'Your Clarity Break has been saved.');
    await page.waitForURL(`${server.url}/clarity-breaks`);
    await page.unrouteAll();

    const listed = (await (await page.request.get('/api/clarity-breaks')).json()) as {
      id: string;
      createdAt: string;
      responses: Record<string, string>;
    }[];
    expect(listed).toHaveLength(2);
    const [saved] = listed;
    if (!saved) throw new Error('no saved break');
    expect(saved.responses).toEqual({
      [question(1)]: 'Toward serving families in three states.',
      [question(3)]: 'Opening the second location.',
      [question(4)]: 'Maria is thriving; I will thank her publicly.',
      [question(10)]: 'Payroll approvals.',
    });

    // The list: newest first, the card's texts and badge bands.
    const cards = page.getByRole('list', { name: 'Clarity Breaks' }).locator(':scope > li');
    await expect.poll(() => cards.count()).toBe(2);
    const first = cards.nth(0);
    await first.getByRole('link', { name: 'March 10, 2026', exact: true }).waitFor();
    await first.getByText('3 action items', { exact: true }).waitFor();
    await first.getByText(timeInNewYork(saved.createdAt), { exact: true }).waitFor();
    await first.getByText('Key Actions:', { exact: true }).waitFor();
    await first.getByText('Meet Sam about the COO role', { exact: true }).waitFor();
    await first.getByText('Write the one-page plan', { exact: true }).waitFor();
    expect(await first.getByText('Call the three top customers').count()).toBe(0);
    await first.getByText('+ 1 more...', { exact: true }).waitFor();
    expect(await first.getByText('85/100', { exact: true }).getAttribute('data-band')).toBe('green');
    const second = cards.nth(1);
    await second.getByRole('link', { name: 'March 1, 2026', exact: true }).waitFor();
    await second.getByText('1 action item', { exact: true }).waitFor();
    expect(await second.getByText('30/100', { exact: true }).getAttribute('data-band')).toBe('orange');
    expect(await second.getByText(/more\.\.\./).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The summary.
    await first.getByRole('link', { name: 'March 10, 2026', exact: true }).click();
    await page.waitForURL(`${server.url}/clarity-breaks/${saved.id}`);
    await page.getByRole('heading', { level: 1, name: 'March 10, 2026' }).waitFor();
    await page.getByText('Session Value: 85/100', { exact: true }).waitFor();
    const vision = page.getByRole('region', { name: 'Vision & Strategy' });
    await vision.getByText(`1. ${question(1)}`, { exact: true }).waitFor();
    await vision.getByText('Toward serving families in three states.', { exact: true }).waitFor();
    expect(await vision.getByText('No response provided', { exact: true }).count()).toBe(1);
    await vision.getByText('Opening the second location.', { exact: true }).waitFor();
    const people = page.getByRole('region', { name: 'People & Team' });
    await people.getByText('Maria is thriving; I will thank her publicly.', { exact: true }).waitFor();
    expect(await people.getByText('No response provided', { exact: true }).count()).toBe(3);
    expect(
      await page
        .getByRole('region', { name: 'Processes & Systems' })
        .getByText('No response provided')
        .count(),
    ).toBe(2);
    await page
      .getByRole('region', { name: 'Leadership & Delegation' })
      .getByText('Payroll approvals.', { exact: true })
      .waitFor();
    expect(
      await page
        .getByRole('region', { name: 'Communication & Priorities' })
        .getByText('No response provided')
        .count(),
    ).toBe(3);
    const commitments = page
      .getByRole('region', { name: 'Action Items & Commitments' })
      .getByRole('listitem');
    expect(await commitments.allTextContents()).toEqual([
      '1.Meet Sam about the COO role',
      '2.Write the one-page plan',
      '3.Call the three top customers',
    ]);
    expect(await seriousViolations(page)).toEqual([]);

    // Download PDF prints the page; printing hides the controls and uses a 1 inch margin.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Download PDF' }).click();
    expect(await page.locator('body').getAttribute('data-printed')).toBe('yes');
    expect(
      await page.evaluate(() =>
        [...document.styleSheets]
          .flatMap((sheet) => [...sheet.cssRules])
          .filter((rule) => rule instanceof CSSPageRule)
          .map((rule) => (rule as CSSPageRule).style.margin),
      ),
    ).toContain('1in');
    await page.emulateMedia({ media: 'print' });
    for (const name of ['Download PDF', 'View All Clarity Breaks', 'New Clarity Break'])
      expect(await page.getByRole(name === 'Download PDF' ? 'button' : 'link', { name }).isVisible()).toBe(
        false,
      );
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByText('Session Value: 85/100').isVisible()).toBe(true);
    expect(await vision.getByText('Toward serving families in three states.').isVisible()).toBe(true);
    expect(await commitments.first().isVisible()).toBe(true);
    const pdf = await page.pdf();
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(5000);
    await page.emulateMedia({ media: 'screen' });

    // Back to the list, and on to a new break.
    await page.getByRole('link', { name: 'View All Clarity Breaks' }).click();
    await page.waitForURL(`${server.url}/clarity-breaks`);
    await page.getByRole('link', { name: /^View Clarity Break of March 1, 2026/ }).click();
    await page.getByText('Session Value: 30/100', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'New Clarity Break' }).click();
    await heading(page, 'Call to Prayer').waitFor();

    expect(errors.filter((error) => !INJECTED.test(error))).toEqual([]);
    await context.close();
  });

  test('empty list, not found, and 390 px with very long text', async () => {
    const { context, page, errors } = await signedIn();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/clarity-breaks');
    await page.getByRole('heading', { name: 'No Clarity Breaks Yet' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Start Your First Clarity Break' }).click();
    await heading(page, 'Call to Prayer').waitFor();
    await expectDocumentFits(page, 'prayer');
    await page.getByRole('button', { name: 'Begin Clarity Break' }).click();
    await page.getByLabel(question(2), { exact: true }).fill(LONG);
    await expectDocumentFits(page, 'questions');
    for (let step = 0; step < 4; step++)
      await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: 'Continue to Action Items' }).click();
    await heading(page, 'Action Items & Commitments').waitFor();
    await page.getByLabel('Add an action item').fill(LONG);
    await page.getByLabel('Add an action item').press('Enter');
    await expectDocumentFits(page, 'actions');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Complete Clarity Break' }).dblclick(); // saves one break
    await page.waitForURL(`${server.url}/clarity-breaks`);
    await page.getByText('1 action item', { exact: true }).waitFor();
    expect(await (await page.request.get('/api/clarity-breaks')).json()).toHaveLength(1);
    expect(await page.getByText('50/100', { exact: true }).getAttribute('data-band')).toBe('yellow');
    await expectDocumentFits(page, 'list');
    await page.getByRole('link', { name: /^View Clarity Break of/ }).click();
    await page.getByText('Session Value: 50/100', { exact: true }).waitFor();
    await expectDocumentFits(page, 'summary');

    await page.goto('/clarity-breaks/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Clarity break not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Clarity Breaks' }).click();
    await page.waitForURL(`${server.url}/clarity-breaks`);

    expect(errors).toEqual([]);
    await context.close();
  });
});
