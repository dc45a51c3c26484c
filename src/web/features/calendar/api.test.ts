/** The optimistic calendar change of Settings → Calendars (what the list shows before the server answers). */
import { describe, expect, it } from 'vitest';
import { applyCalendarChange, type CalendarSettings, type CalendarSource } from './api.ts';

const calendar = (id: string, fields: Partial<CalendarSettings> = {}): CalendarSettings => ({
  id,
  name: id,
  colorId: '10',
  show: true,
  busy: true,
  writable: true,
  blocksTarget: false,
  domain: null,
  ...fields,
});

const sources: CalendarSource[] = [
  {
    id: 's1',
    kind: 'caldav',
    name: 'Home server',
    url: 'https://dav.example.com/',
    status: 'ok',
    error: null,
    lastSyncedAt: null,
    calendars: [calendar('a', { blocksTarget: true }), calendar('b')],
  },
  {
    id: 's2',
    kind: 'ics',
    name: 'Holidays',
    url: 'https://example.com/holidays.ics',
    status: 'ok',
    error: null,
    lastSyncedAt: null,
    calendars: [calendar('c', { writable: false })],
  },
];

const settingsOf = (list: CalendarSource[]) =>
  list.flatMap((source) =>
    source.calendars.map(({ id, show, busy, colorId, blocksTarget, domain }) => ({
      id,
      show,
      busy,
      colorId,
      blocksTarget,
      domain,
    })),
  );

describe('applyCalendarChange', () => {
  it('changes only the named calendar', () => {
    const changed = applyCalendarChange(sources, {
      id: 'c',
      patch: { show: false, colorId: '3', domain: 'work' },
    });
    expect(settingsOf(changed)).toEqual([
      { id: 'a', show: true, busy: true, colorId: '10', blocksTarget: true, domain: null },
      { id: 'b', show: true, busy: true, colorId: '10', blocksTarget: false, domain: null },
      { id: 'c', show: false, busy: true, colorId: '3', blocksTarget: false, domain: 'work' },
    ]);
  });
  it('makes the named calendar the only blocks target', () => {
    const changed = applyCalendarChange(sources, { id: 'b', patch: { blocksTarget: true } });
    expect(settingsOf(changed).map(({ id, blocksTarget }) => [id, blocksTarget])).toEqual([
      ['a', false],
      ['b', true],
      ['c', false],
    ]);
  });
  it('keeps blocks in Steward when the target is turned off', () => {
    const changed = applyCalendarChange(sources, { id: 'a', patch: { blocksTarget: false } });
    expect(settingsOf(changed).some(({ blocksTarget }) => blocksTarget)).toBe(false);
  });
});
