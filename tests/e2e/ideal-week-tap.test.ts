/**
 * The Ideal Week's block selection without dragging (WCAG 2.5.7; ADR 030): on a 390 px touch screen, 'Select a
 * block' then a tap on the first cell and one on the last selects the block, and the Fill block bar fills it; at
 * 1280 px the same by mouse clicks and by keyboard (Enter on the first and last cells), saved and read back from
 * the API. A tap on a cell's text field while the mode is on picks the cell, it does not start editing.
 */
import type { Page } from '@playwright/test';
import type { IdealWeek } from '../../src/core/ideal-week.ts';
import { expect, expectAxeClean, expectDocumentFits, expectToast, test } from './fixtures.ts';

const activity = (page: Page, cell: string) => page.getByLabel(`${cell} activity`, { exact: true });
const gridCell = (page: Page, cell: string) =>
  page.getByRole('gridcell').filter({ has: activity(page, cell) });

/** The cells of the user's first saved week as 'key: activity (domain)'. */
async function savedCells(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/ideal-weeks');
  expect(response.status()).toBe(200);
  const [week] = (await response.json()) as IdealWeek[];
  return Object.entries(week?.schedule ?? {})
    .map(
      ([key, cell]) =>
        `${key}: ${typeof cell === 'string' ? cell : `${cell.activity} (${cell.domain ?? ''})`}`,
    )
    .sort();
}

/** Opens the editor on an empty grid. */
async function openEditor(page: Page): Promise<void> {
  await page.goto('/ideal-week');
  await expect(page.getByRole('grid', { name: 'Ideal week schedule' })).toBeVisible();
}

/** Fills the open Fill block bar with `text` and `domain` and waits for the grid to show it. */
async function fill(page: Page, text: string, domain: string, lastCell: string): Promise<void> {
  const bar = page.getByRole('region', { name: 'Fill block' });
  await bar.getByLabel('Block activity').fill(text);
  await bar.getByLabel('Block domain').selectOption({ label: domain });
  await bar.getByRole('button', { name: 'Fill Block' }).click();
  await expect(activity(page, lastCell)).toHaveValue(text);
}

test.describe('on a 390 px touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });
  test('selects a block with two taps and fills it', async ({ page, user: _ }) => {
    await openEditor(page);
    const select = page.getByRole('button', { name: 'Select a block' });
    await select.tap();
    await expect(select).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByText('Tap or click the first cell of the block, then its last cell.'),
    ).toBeVisible();
    // A tap on the cell's text field picks the cell (the field lets it through), it does not start editing.
    const field = await activity(page, 'Monday 6:00 AM').boundingBox();
    if (!field) throw new Error('Monday 6:00 AM is not on screen');
    await page.touchscreen.tap(field.x + field.width / 2, field.y + field.height / 2);
    await expect(page.getByText("From Monday 6:00 AM: tap or click the block's last cell.")).toBeVisible();
    await expect(gridCell(page, 'Monday 6:00 AM')).toHaveAttribute('aria-selected', 'true');
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('INPUT');
    await gridCell(page, 'Monday 7:00 AM').tap();
    await expect(page.getByRole('region', { name: 'Fill block' })).toBeVisible();
    await expect(select).toHaveAttribute('aria-pressed', 'false');
    for (const cell of ['Monday 6:00 AM', 'Monday 6:30 AM', 'Monday 7:00 AM'])
      await expect(gridCell(page, cell)).toHaveAttribute('aria-selected', 'true');
    await expectDocumentFits(page, 'ideal week picking at 390 px');
    await fill(page, 'Morning run', 'Physical', 'Monday 7:00 AM');
    await expect(activity(page, 'Monday 7:30 AM')).toHaveValue('');

    await page.getByRole('button', { name: 'Save Ideal Week' }).tap();
    await expectToast(page, 'Ideal Week Saved');
    expect(await savedCells(page)).toEqual([
      'monday-6:00 AM: Morning run (physical)',
      'monday-6:30 AM: Morning run (physical)',
      'monday-7:00 AM: Morning run (physical)',
    ]);
  });
});

test('selects a block by two clicks, and by Enter on its first and last cells, at 1280 px', async ({
  page,
  user: _,
}) => {
  // Many selections over the whole 231-cell grid, each checked.
  test.slow();
  await openEditor(page);
  const select = page.getByRole('button', { name: 'Select a block' });
  await select.click();
  await gridCell(page, 'Tuesday 9:00 AM').click();
  await gridCell(page, 'Wednesday 9:30 AM').click();
  await fill(page, 'Deep work', 'Work', 'Wednesday 9:30 AM');
  await expectAxeClean(page);

  // By keyboard: the button, then Tab into the grid (its active cell), arrows and Enter; Escape leaves the mode.
  await select.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape'); // on the button: nothing to cancel yet
  await gridCell(page, 'Thursday 9:00 AM').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await fill(page, 'Team review', 'Work', 'Thursday 9:30 AM');
  await page.getByRole('button', { name: 'Save Ideal Week' }).click();
  await expectToast(page, 'Ideal Week Saved');
  expect(await savedCells(page)).toEqual([
    'thursday-9:00 AM: Team review (work)',
    'thursday-9:30 AM: Team review (work)',
    'tuesday-9:00 AM: Deep work (work)',
    'tuesday-9:30 AM: Deep work (work)',
    'wednesday-9:00 AM: Deep work (work)',
    'wednesday-9:30 AM: Deep work (work)',
  ]);
});
