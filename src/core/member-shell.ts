/**
 * The placeholders of the daily overview's prerendered first view (ADR 036): the build renders the template
 * (web/app/member-shell-markup.tsx) with them, and the server fills in the member's today
 * (server/member-page.ts). Both sides read this one module.
 */
import { isValidLocalDate, longDate } from './dates.ts';

/**
 * The build's file of the templates, under the web build's folder: `{ page, overview }` (HTML of `#root`). A dot
 * folder, which the server never serves as a file (static.ts).
 */
export const MEMBER_SHELLS_FILE = '.steward/member-shells.json';

/** Placeholder of the shown date, 'YYYY-MM-DD' (the heading's `<time dateTime>`). */
export const SHELL_DATE_SLOT = '{{date}}';
/** Placeholder of the shown date's long form (core's `longDate`, the heading's text). */
export const SHELL_LONG_DATE_SLOT = '{{longDate}}';

/**
 * The overview's template with `date` in its slots. The date is a checked 'YYYY-MM-DD' and its long form only
 * letters, digits, commas and spaces, so neither needs escaping in HTML. Throws RangeError for an invalid date.
 */
export function fillOverviewShell(template: string, date: string): string {
  if (!isValidLocalDate(date))
    throw new RangeError(`fillOverviewShell: invalid date ${JSON.stringify(date)}`);
  return template.replaceAll(SHELL_DATE_SLOT, date).replaceAll(SHELL_LONG_DATE_SLOT, longDate(date));
}
