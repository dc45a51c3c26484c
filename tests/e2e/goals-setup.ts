/** Shared pieces of the goals e2e suite (goals.test.ts): the sideways-scroll check. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Asserts (softly) that the document does not scroll sideways and no element hides or scrolls content sideways
 * (text fields, which scroll their own value, and screen-reader-only text left out), as layout.test.ts does.
 */
export async function expectNoSideScroll(page: Page, where: string): Promise<void> {
  const problems = await page.evaluate(() => {
    const root = document.documentElement;
    return [root, ...document.querySelectorAll<HTMLElement>('body *')]
      .filter(
        (element) =>
          !element.matches('input, textarea, select, .sr-only, .sr-only *') &&
          element.clientWidth > 1 &&
          (element === root || getComputedStyle(element).overflowX !== 'visible') &&
          element.scrollWidth > element.clientWidth + (element === root ? 0 : 1),
      )
      .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}">`);
  });
  expect.soft(problems, where).toEqual([]);
}
