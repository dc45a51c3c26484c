/**
 * The Clarity Break in Chromium (docs/product.md §2 Clarity Break wizard, Clarity Breaks list, Clarity Break summary; §4, §5,
 * §8, §9): a full break from the empty list through the prayer, the five question steps and the action
 * items with the session value, the failure and success toasts, the list (newest first, count, time, badge band,
 * Key Actions and '+ n more...'), the summary (answers under their categories, 'No response provided',
 * 'Session Value: n/100', numbered commitments), printing (controls hidden, 1 inch margin, a PDF), not found, axe,
 * and 390 px with very long text.
 *
 * Both clocks read Tuesday 2026-03-10, 9:00 AM in New York (server TEST_NOW, browser clock).
 */
import type { Page } from '@playwright/test';
import { CLARITY_QUESTIONS, CLARITY_STEP_LABELS } from '../../src/core/clarity-break.ts';
import {
  expect,
  expectAxeClean,
  expectDocumentFits,
  expectPrintsWithInchMargin,
  expectToast,
  holdRequests,
  NOW,
  newUser,
  signUpInBrowser,
  test,
} from './fixtures.ts';

const TIME_ZONE = 'America/New_York';
const LONG = `${'Delegate-the-weekly-pipeline-review-'.repeat(12)}end`;
const EMPTY_HINT = 'No action items added yet. Add at least one commitment to complete your Clarity Break.';

test.use({ now: NOW, timezoneId: TIME_ZONE });

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

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

test('a brand-new user: a full Clarity Break to the list, the summary and print', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  // A whole journey: sign-up, ten questions, the list, the summary and print.
  test.slow();
  consoleErrors.allow(/the server responded with a status of 500/);
  await signUpInBrowser(page, newUser('Clara Clarity'));
  // An older break, saved through the API, to check the order, the singular count and the orange band.
  const older = await page.request.post('/api/clarity-breaks', {
    data: { date: '2026-03-01', responses: {}, actionItems: ['Pray daily'], score: '30' },
    headers: { Origin: baseURL ?? '' },
  });
  expect(older.status()).toBe(201);

  // The Home card opens the list; Cancel on the prayer step goes home.
  await page.goto('/');
  await page.getByRole('link', { name: 'Clarity Break', exact: true }).click();
  await expect(page).toHaveURL('/clarity-breaks');
  await page.getByRole('link', { name: 'New Clarity Break' }).click();
  await expect(heading(page, 'Call to Prayer')).toBeVisible();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/');

  await page.goto('/clarity-break');
  await expect(heading(page, 'Call to Prayer')).toBeVisible();
  const steps = page.getByRole('list', { name: 'Clarity Break steps' });
  expect((await steps.getByRole('listitem').allTextContents()).map((t) => t.replace(/^\d/, ''))).toEqual([
    ...CLARITY_STEP_LABELS,
  ]);
  await expect(page.getByText('James 1:5')).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Begin Clarity Break' }).click();

  // Question steps: answers kept across Back and Next; question 2 left unanswered.
  await expect(heading(page, 'Vision Questions')).toBeVisible();
  await page.getByLabel(question(1), { exact: true }).fill('  Toward serving families in three states.  ');
  await page.getByLabel(question(3), { exact: true }).fill('Opening the second location.');
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(heading(page, 'People Questions')).toBeVisible();
  await page.getByLabel(question(4), { exact: true }).fill('Maria is thriving; I will thank her publicly.');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(heading(page, 'Vision Questions')).toBeVisible();
  await expect(page.getByLabel(question(1), { exact: true })).toHaveValue(
    '  Toward serving families in three states.  ',
  );
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(heading(page, 'Systems Questions')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(heading(page, 'Leadership Questions')).toBeVisible();
  await page.getByLabel(question(10), { exact: true }).fill('Payroll approvals.');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(heading(page, 'Focus Questions')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue to Action Items' }).click();

  // Action items: the hint, the disabled button, add with Enter and the plus button, remove.
  await expect(heading(page, 'Action Items & Commitments')).toBeVisible();
  await expect(page.getByText(EMPTY_HINT, { exact: true })).toBeVisible();
  const complete = page.getByRole('button', { name: 'Complete Clarity Break' });
  await expect(complete).toBeDisabled();
  const input = page.getByLabel('Add an action item');
  await input.fill('   ');
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
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
    await Promise.all(['aria-valuemin', 'aria-valuemax', 'aria-valuenow'].map((a) => slider.getAttribute(a))),
  ).toEqual(['1', '100', '50']);
  await expect(page.getByText('Low Value', { exact: true })).toBeVisible();
  await expect(page.getByText('High Value', { exact: true })).toBeVisible();
  await slider.focus();
  for (const key of ['PageUp', 'PageUp', 'PageUp', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight'])
    await page.keyboard.press(key);
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '85');
  await expectAxeClean(page);

  // A failed save, then 'Saving...' while held, then success and the list.
  await page.route('**/api/clarity-breaks', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'boom' }) : route.continue(),
  );
  await complete.click();
  await expectToast(page, 'Error', 'Failed to save Clarity Break. Please try again.');
  expect(new URL(page.url()).pathname).toBe('/clarity-break');
  await page.unrouteAll();
  const release = await holdRequests(page, '**/api/clarity-breaks');
  await complete.click();
  const saving = page.getByRole('button', { name: 'Saving...' });
  await expect(saving).toBeVisible();
  await expect(saving).toBeDisabled();
  release();
  await expectToast(page, 'Success!', 'Your Clarity Break has been saved.');
  await expect(page).toHaveURL('/clarity-breaks');
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
  await expect(cards).toHaveCount(2);
  const first = cards.nth(0);
  await expect(first.getByRole('link', { name: 'March 10, 2026', exact: true })).toBeVisible();
  await expect(first.getByText('3 action items', { exact: true })).toBeVisible();
  await expect(first.getByText(timeInNewYork(saved.createdAt), { exact: true })).toBeVisible();
  await expect(first.getByText('Key Actions:', { exact: true })).toBeVisible();
  await expect(first.getByText('Meet Sam about the COO role', { exact: true })).toBeVisible();
  await expect(first.getByText('Write the one-page plan', { exact: true })).toBeVisible();
  await expect(first.getByText('Call the three top customers')).toHaveCount(0);
  await expect(first.getByText('+ 1 more...', { exact: true })).toBeVisible();
  await expect(first.getByText('85/100', { exact: true })).toHaveAttribute('data-band', 'green');
  const second = cards.nth(1);
  await expect(second.getByRole('link', { name: 'March 1, 2026', exact: true })).toBeVisible();
  await expect(second.getByText('1 action item', { exact: true })).toBeVisible();
  await expect(second.getByText('30/100', { exact: true })).toHaveAttribute('data-band', 'orange');
  await expect(second.getByText(/more\.\.\./)).toHaveCount(0);
  await expectAxeClean(page);

  // The summary.
  await first.getByRole('link', { name: 'March 10, 2026', exact: true }).click();
  await expect(page).toHaveURL(`/clarity-breaks/${saved.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'March 10, 2026' })).toBeVisible();
  await expect(page.getByText('Session Value: 85/100', { exact: true })).toBeVisible();
  const vision = page.getByRole('region', { name: 'Vision & Strategy' });
  await expect(vision.getByText(`1. ${question(1)}`, { exact: true })).toBeVisible();
  await expect(vision.getByText('Toward serving families in three states.', { exact: true })).toBeVisible();
  await expect(vision.getByText('No response provided', { exact: true })).toHaveCount(1);
  await expect(vision.getByText('Opening the second location.', { exact: true })).toBeVisible();
  const people = page.getByRole('region', { name: 'People & Team' });
  await people.getByText('Maria is thriving; I will thank her publicly.', { exact: true }).waitFor();
  await expect(people.getByText('No response provided', { exact: true })).toHaveCount(3);
  await expect(
    page.getByRole('region', { name: 'Processes & Systems' }).getByText('No response provided'),
  ).toHaveCount(2);
  await expect(
    page
      .getByRole('region', { name: 'Leadership & Delegation' })
      .getByText('Payroll approvals.', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Communication & Priorities' }).getByText('No response provided'),
  ).toHaveCount(3);
  const commitments = page.getByRole('region', { name: 'Action Items & Commitments' }).getByRole('listitem');
  await expect(commitments).toHaveText([
    '1.Meet Sam about the COO role',
    '2.Write the one-page plan',
    '3.Call the three top customers',
  ]);
  await expectAxeClean(page);

  // Download PDF prints the page; printing hides the controls and uses a 1 inch margin.
  await expectPrintsWithInchMargin(page, 'Download PDF');
  await page.emulateMedia({ media: 'print' });
  for (const name of ['Download PDF', 'View All Clarity Breaks', 'New Clarity Break'])
    await expect(page.getByRole(name === 'Download PDF' ? 'button' : 'link', { name })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByText('Session Value: 85/100')).toBeVisible();
  await expect(vision.getByText('Toward serving families in three states.')).toBeVisible();
  await expect(commitments.first()).toBeVisible();
  const pdf = await page.pdf();
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(5000);
  await page.emulateMedia({ media: 'screen' });

  // Back to the list, and on to a new break.
  await page.getByRole('link', { name: 'View All Clarity Breaks' }).click();
  await expect(page).toHaveURL('/clarity-breaks');
  await page.getByRole('link', { name: /^View Clarity Break of March 1, 2026/ }).click();
  await expect(page.getByText('Session Value: 30/100', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'New Clarity Break' }).click();
  await expect(heading(page, 'Call to Prayer')).toBeVisible();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('empty list, a break with very long text, and not found', async ({ page, user: _ }) => {
    await page.goto('/clarity-breaks');
    await expect(page.getByRole('heading', { name: 'No Clarity Breaks Yet' })).toBeVisible();
    await expectAxeClean(page);
    await page.getByRole('link', { name: 'Start Your First Clarity Break' }).click();
    await expect(heading(page, 'Call to Prayer')).toBeVisible();
    await expectDocumentFits(page, 'prayer');
    await page.getByRole('button', { name: 'Begin Clarity Break' }).click();
    await page.getByLabel(question(2), { exact: true }).fill(LONG);
    await expectDocumentFits(page, 'questions');
    for (let step = 0; step < 4; step++)
      await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: 'Continue to Action Items' }).click();
    await expect(heading(page, 'Action Items & Commitments')).toBeVisible();
    await page.getByLabel('Add an action item').fill(LONG);
    await page.getByLabel('Add an action item').press('Enter');
    await expectDocumentFits(page, 'actions');
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Complete Clarity Break' }).dblclick(); // saves one break
    await expect(page).toHaveURL('/clarity-breaks');
    await expect(page.getByText('1 action item', { exact: true })).toBeVisible();
    expect(await (await page.request.get('/api/clarity-breaks')).json()).toHaveLength(1);
    await expect(page.getByText('50/100', { exact: true })).toHaveAttribute('data-band', 'yellow');
    await expectDocumentFits(page, 'list');
    await page.getByRole('link', { name: /^View Clarity Break of/ }).click();
    await expect(page.getByText('Session Value: 50/100', { exact: true })).toBeVisible();
    await expectDocumentFits(page, 'summary');

    await page.goto('/clarity-breaks/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Clarity break not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Clarity Breaks' }).click();
    await expect(page).toHaveURL('/clarity-breaks');
  });
});
