/** Settings → Calendars helpers: status lines, the "Time blocks go to" choices and changes not yet saved. */
import { describe, expect, it } from 'vitest';
import type { CalendarSettings, CalendarSource } from '../api.ts';
import {
  blocksTargetOf,
  calendarIn,
  googleConnectError,
  lastSyncedText,
  syncStatus,
  withChanges,
  writableCalendars,
} from './settings-view.ts';

const calendar = (id: string, fields: Partial<CalendarSettings> = {}): CalendarSettings => ({
  id,
  name: `Calendar ${id}`,
  colorId: '10',
  show: true,
  busy: true,
  writable: true,
  blocksTarget: false,
  domain: null,
  ...fields,
});

const source = (
  id: string,
  calendars: CalendarSettings[],
  fields: Partial<CalendarSource> = {},
): CalendarSource => ({
  id,
  kind: 'caldav',
  name: `Source ${id}`,
  url: 'https://dav.example.com/',
  status: 'ok',
  error: null,
  lastSyncedAt: null,
  calendars,
  ...fields,
});

describe('lastSyncedText', () => {
  const now = new Date('2026-03-10T13:00:00Z');
  it.each([
    [null, 'Not synced yet'],
    ['2026-03-10T12:59:40Z', 'Last synced less than a minute ago'],
    ['2026-03-10T12:55:00Z', 'Last synced 5 minutes ago'],
    ['2026-03-09T13:00:00Z', 'Last synced 1 day ago'],
  ])('%s', (at, expected) => {
    expect(lastSyncedText(at, now)).toBe(expected);
  });
});

describe('syncStatus', () => {
  it.each([
    [
      { status: 'ok', error: null },
      { tone: 'ok', label: 'Up to date', detail: null },
    ],
    [
      { status: 'error', error: 'HTTP 503 from the server' },
      { tone: 'error', label: 'Last sync failed', detail: 'HTTP 503 from the server' },
    ],
    [
      { status: 'error', error: null },
      { tone: 'error', label: 'Last sync failed', detail: 'The calendar could not be reached.' },
    ],
    [
      { status: 'reconnect', error: 'The password was refused' },
      { tone: 'reconnect', label: 'Reconnect needed', detail: 'The password was refused' },
    ],
  ] as const)('%o', (input, expected) => {
    expect(syncStatus(input)).toEqual(expected);
  });
});

describe('writableCalendars and blocksTargetOf', () => {
  const sources = [
    source('a', [calendar('a1'), calendar('a2', { writable: false })]),
    source('b', [calendar('b1', { blocksTarget: true })], { kind: 'caldav' }),
    source('c', [calendar('c1', { writable: false })], { kind: 'ics' }),
  ];
  it('lists only calendars that take new events, with their source, in list order', () => {
    expect(writableCalendars(sources).map(({ calendar, source }) => [source.id, calendar.id])).toEqual([
      ['a', 'a1'],
      ['b', 'b1'],
    ]);
  });
  it('finds the target, or null when blocks stay in Steward', () => {
    expect(blocksTargetOf(sources)).toBe('b1');
    expect(blocksTargetOf([source('a', [calendar('a1')])])).toBeNull();
    expect(blocksTargetOf([])).toBeNull();
  });
});

describe('changes not yet saved', () => {
  const work = calendar('work', { colorId: '9', blocksTarget: true });
  const family = calendar('family');
  const sources = [source('s', [work, family])];
  it.each([
    ['none', [], ['9', '10', 'work']],
    ['a colour', [{ id: 'family', patch: { colorId: '11' } }], ['9', '11', 'work']],
    [
      'two colours of one calendar: the latest wins',
      [
        { id: 'family', patch: { colorId: '11' } },
        { id: 'family', patch: { colorId: '1' } },
      ],
      ['9', '1', 'work'],
    ],
    [
      'a new blocks target (one at most)',
      [{ id: 'family', patch: { blocksTarget: true } }],
      ['9', '10', 'family'],
    ],
  ])('%s', (_name, pending, [workColor, familyColor, target]) => {
    const shown = withChanges(sources, pending);
    expect(shown[0]?.calendars.map((entry) => entry.colorId)).toEqual([workColor, familyColor]);
    expect(blocksTargetOf(shown)).toBe(target);
    expect(calendarIn(shown, 'family')?.colorId).toBe(familyColor);
  });
  it('leaves the list it was given alone', () => {
    withChanges(sources, [{ id: 'family', patch: { colorId: '11' } }]);
    expect(family.colorId).toBe('10');
  });
});

describe('googleConnectError', () => {
  it.each([
    [null, null],
    ['', null],
    ['access_denied', 'Google Calendar was not connected: access was not allowed on Google’s page.'],
    [
      'account_already_linked_to_different_user',
      'This Google account is already connected to another Steward account. Sign in with that account, or choose another Google account.',
    ],
    ['unable_to_link_account', 'Google did not let Steward connect this account. Please try again.'],
    ['state_mismatch', 'Google Calendar could not be connected (state_mismatch). Please try again.'],
  ])('%s', (code, expected) => {
    expect(googleConnectError(code)).toBe(expected);
  });
});
