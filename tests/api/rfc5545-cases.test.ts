/**
 * The RFC 5545 table (rfc5545-cases.ts) against expandCalendar directly, with no server: each case alone
 * expands to exactly the instances the table lists over the case's dates (which proves the transcription),
 * and so does each case inside the one feed that calendar-rfc5545.test.ts serves (the cases do not disturb
 * each other, and the feed stays within the expansion caps of ADR 018). The table's names are distinct, as
 * the API test tells the cases apart by SUMMARY.
 */
import { describe, expect, it } from 'vitest';
import { addDays, zonedToUtc } from '../../src/core/dates.ts';
import { expandCalendar, parseCalendar } from '../../src/server/calendar/expand.ts';
import { ZONE } from './calendar-sources-setup.ts';
import { caseRange, nyToUtc, RFC5545_CASES, type Rfc5545Case, rfc5545Feed } from './rfc5545-cases.ts';

/** The expansion of `text` over the case's local dates: its flags and the starts (ISO) named `c.name`. */
function expansionOf(text: string, c: Rfc5545Case) {
  const [from, to] = caseRange(c);
  const range = { start: zonedToUtc(from, 0, ZONE), end: zonedToUtc(addDays(to, 1), 0, ZONE) };
  const { instances, truncated, skipped } = expandCalendar(parseCalendar(text), {
    range,
    timeZone: ZONE,
    calendarId: 'rfc5545',
  });
  const starts = instances.filter((i) => i.summary === c.name).map((i) => i.start.toISOString());
  return { truncated, skipped, starts };
}

describe('the RFC 5545 table through expandCalendar', () => {
  it('names every case differently', () => {
    expect(new Set(RFC5545_CASES.map((c) => c.name)).size).toBe(RFC5545_CASES.length);
  });

  it.each(RFC5545_CASES)('$name, alone', (c) => {
    expect(expansionOf(rfc5545Feed([c]), c)).toEqual({
      truncated: false,
      skipped: 0,
      starts: c.expected.map(nyToUtc),
    });
  });

  const whole = rfc5545Feed();
  it.each(RFC5545_CASES)('$name, within the whole feed', (c) => {
    expect(expansionOf(whole, c)).toEqual({ truncated: false, skipped: 0, starts: c.expected.map(nyToUtc) });
  });
});
