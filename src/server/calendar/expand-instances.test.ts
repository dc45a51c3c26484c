/**
 * What each instance of expandCalendar says: stable ids and recurrence ids, busy, all-day dates and floating,
 * the text rule, and no ical.js zone left behind.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { instanceId } from './expand.ts';
import { expand, feed, vevent, WEEKLY_NY } from './expand-test-fixtures.ts';

describe('expandCalendar: what each instance says', () => {
  it('ids are stable per (uid, recurrence id) and the same in every user zone', () => {
    const text = feed(vevent(...WEEKLY_NY));
    const berlin = expand(text).instances;
    const tokyo = expand(text, { timeZone: 'Asia/Tokyo' }).instances;
    expect(berlin.map((i) => i.id)).toEqual(tokyo.map((i) => i.id));
    expect(berlin.map((i) => i.recurrenceId)).toEqual([
      '20260302T140000Z',
      '20260309T130000Z',
      '20260316T130000Z',
      '20260323T130000Z',
      '20260330T130000Z',
    ]);
    expect(berlin[0]?.id).toBe(instanceId('weekly-ny', '20260302T140000Z'));
    expect(new Set(berlin.map((i) => i.id)).size).toBe(5);
    expect(berlin[0]).toMatchObject({ uid: 'weekly-ny', calendarId: 'feed', allDay: false, floating: false });
  });

  it('an override keeps the recurrence id of the instance it replaces, so its id is that instance id', () => {
    const text = feed(
      vevent(...WEEKLY_NY),
      vevent(
        'UID:weekly-ny',
        'SUMMARY:Moved',
        'RECURRENCE-ID:20260323T130000Z',
        'DTSTART:20260324T180000Z',
        'DTEND:20260324T190000Z',
      ),
    );
    const moved = expand(text).instances.find((i) => i.summary === 'Moved');
    expect(moved).toMatchObject({
      recurrenceId: '20260323T130000Z',
      id: instanceId('weekly-ny', '20260323T130000Z'),
    });
    expect(expand(text).instances).toHaveLength(5);
  });

  it.each([
    ['timed, no TRANSP', ['DTSTART:20260310T140000Z', 'DTEND:20260310T150000Z'], true],
    [
      'timed, TRANSP:TRANSPARENT',
      ['DTSTART:20260310T140000Z', 'DTEND:20260310T150000Z', 'TRANSP:TRANSPARENT'],
      false,
    ],
    ['all-day, no TRANSP', ['DTSTART;VALUE=DATE:20260310'], false],
    ['all-day, TRANSP:OPAQUE', ['DTSTART;VALUE=DATE:20260310', 'TRANSP:OPAQUE'], true],
    ['all-day, TRANSP:TRANSPARENT', ['DTSTART;VALUE=DATE:20260310', 'TRANSP:TRANSPARENT'], false],
  ])('busy: %s → %s', (_label, lines, busy) => {
    const [instance] = expand(feed(vevent('UID:b', 'SUMMARY:B', ...lines))).instances;
    expect(instance?.busy).toBe(busy);
  });

  it('all-day instances carry their local dates; floating ones say so', () => {
    const text = feed(
      vevent('UID:d', 'SUMMARY:Conference', 'DTSTART;VALUE=DATE:20260310', 'DTEND;VALUE=DATE:20260313'),
      vevent('UID:f', 'SUMMARY:Floating', 'DTSTART:20260310T090000'),
    );
    const [allDay, floating] = expand(text).instances;
    expect(allDay).toMatchObject({
      allDay: true,
      startDate: '2026-03-10',
      endDate: '2026-03-13',
      floating: false,
    });
    expect(floating).toMatchObject({ allDay: false, floating: true, recurrenceId: null });
    expect(floating?.startDate).toBeUndefined();
  });

  it('keeps text within the text rule (ADR 011): no NUL, no controls in the summary, bounded lengths', () => {
    const text = feed(
      vevent(
        'UID:t',
        `SUMMARY:Line\\nbreak and ${'x'.repeat(600)}`,
        'DESCRIPTION:First\\nSecond\u0001',
        'DTSTART:20260310T140000Z',
        'X-STEWARD-BLOCK:block-1',
      ),
    );
    const [instance] = expand(text).instances;
    expect(instance?.summary.startsWith('Line break and xxx')).toBe(true);
    expect(instance?.summary).toHaveLength(500);
    expect(instance?.description).toBe('First\nSecond');
    expect(instance?.stewardBlockId).toBe('block-1');
  });

  it('leaves no zone registered in ical.js after the expansion', () => {
    expand(feed(vevent(...WEEKLY_NY)));
    expect(ICAL.TimezoneService.has('America/New_York')).toBe(false);
  });
});
