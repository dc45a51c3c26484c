/**
 * expandCalendar and parseCalendar on hostile and broken feeds: size, caps on steps and instances, unreadable
 * events skipped, and text that is not iCalendar.
 */
import { describe, expect, it } from 'vitest';
import { parseCalendar } from './expand.ts';
import { expand, feed, vevent } from './expand-test-fixtures.ts';
import { CalendarError } from './provider.ts';

describe('expandCalendar: hostile and broken feeds', () => {
  it('a 5,000-event feed parses and expands with the right count', () => {
    const events = Array.from({ length: 5_000 }, (_, n) => {
      const start = new Date(Date.UTC(2026, 2, 1) + n * 8 * 60_000); // every 8 minutes from 1 March
      const stamp = start.toISOString().replaceAll(/[-:]/g, '').slice(0, 15);
      return vevent(`UID:bulk-${n}`, `SUMMARY:Event ${n}`, `DTSTART:${stamp}Z`, 'DURATION:PT30M');
    });
    const result = expand(feed(...events));
    expect(result.instances).toHaveLength(5_000);
    expect(result.truncated).toBe(false);
    expect(result.instances[4_999]?.summary).toBe('Event 4999');
    expect(result.instances[4_999]?.start.toISOString()).toBe('2026-03-28T18:32:00.000Z');
  }, 60_000); // no timing assertion: only that it completes (the bench measures time)

  it('an infinite SECONDLY rule from 1970 is cut by the step cap and says truncated', () => {
    const text = feed(
      vevent('UID:s', 'SUMMARY:Flood', 'DTSTART:19700101T000000Z', 'RRULE:FREQ=SECONDLY'),
      vevent('UID:ok', 'SUMMARY:Fine', 'DTSTART:20260310T140000Z'),
    );
    const result = expand(text, { limits: { maxStepsPerEvent: 20_000 } });
    expect(result.truncated).toBe(true);
    expect(result.instances.map((i) => i.summary)).toEqual(['Fine']);
  });

  it('instances per series and per listing are capped', () => {
    const minutely = feed(vevent('UID:m', 'SUMMARY:M', 'DTSTART:20260310T000000Z', 'RRULE:FREQ=MINUTELY'));
    const perEvent = expand(minutely, { limits: { maxInstancesPerEvent: 100 } });
    expect([perEvent.instances.length, perEvent.truncated]).toEqual([100, true]);
    const five = feed(
      ...[1, 2, 3, 4, 5].map((n) => vevent(`UID:${n}`, 'SUMMARY:E', `DTSTART:2026031${n}T100000Z`)),
    );
    const perListing = expand(five, { limits: { maxInstances: 3 } });
    expect([perListing.instances.length, perListing.truncated]).toEqual([3, true]);
  });

  it('an unreadable event is skipped and counted; the others list', () => {
    const text = feed(
      vevent('UID:bad', 'SUMMARY:Bad rule', 'DTSTART:20260310T140000Z', 'RRULE:FREQ=WEEKLY;BYDAY=XX'),
      vevent('UID:nostart', 'SUMMARY:No start'),
      vevent('UID:good', 'SUMMARY:Good', 'DTSTART:20260311T140000Z'),
    );
    const result = expand(text);
    expect(result.instances.map((i) => i.summary)).toEqual(['Good']);
    expect(result.skipped).toBe(2);
  });

  it.each([
    ['plain text', 'hello world'],
    ['an HTML page', '<!doctype html><html><body>Sign in</body></html>'],
    ['empty', ''],
    ['an unterminated calendar', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\n'],
    ['a vCard', 'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ada\r\nEND:VCARD\r\n'],
    ['JSON', '{"events": []}'],
  ])('a malformed feed (%s) throws CalendarError invalid-data', (_label, text) => {
    let caught: unknown;
    try {
      parseCalendar(text);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(CalendarError);
    expect(caught).toMatchObject({ kind: 'invalid-data' });
  });
});
