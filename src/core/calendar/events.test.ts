import { describe, expect, it } from 'vitest';
import {
  calendarEvent,
  calendarEventsQuery,
  END_AFTER_START_MESSAGE,
  suggestedSlot,
  timeBlockInput,
} from './events.ts';

const fieldOf = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues[0]?.path.map(String).join('.');

describe('timeBlockInput', () => {
  it.each([
    [{ title: ' Deep work ', start: '2025-03-13T13:00:00Z', end: '2025-03-13T14:00:00Z' }, 'Deep work'],
    [{ title: 'x', start: '2025-03-13T09:00:00-04:00', end: '2025-03-13T14:00:00Z' }, 'x'],
    [{ title: 'Long', start: '2025-03-13T00:00:00Z', end: '2025-03-14T00:00:00Z' }, 'Long'],
  ])('accepts %j', (body, title) => {
    expect(timeBlockInput.parse(body).title).toBe(title);
  });

  it.each([
    ['end before start', { title: 'x', start: '2025-03-13T14:00:00Z', end: '2025-03-13T13:00:00Z' }, 'end'],
    ['end equal to start', { title: 'x', start: '2025-03-13T14:00:00Z', end: '2025-03-13T14:00:00Z' }, 'end'],
    ['over 24 hours', { title: 'x', start: '2025-03-13T00:00:00Z', end: '2025-03-14T00:00:01Z' }, 'end'],
    ['a blank title', { title: '  ', start: '2025-03-13T13:00:00Z', end: '2025-03-13T14:00:00Z' }, 'title'],
    ['a local time', { title: 'x', start: '2025-03-13T13:00:00', end: '2025-03-13T14:00:00Z' }, 'start'],
    ['a date only', { title: 'x', start: '2025-03-13T13:00:00Z', end: '2025-03-14' }, 'end'],
  ])('refuses %s on %s', (_label, body, field) => {
    const result = timeBlockInput.safeParse(body);
    expect(result.success).toBe(false);
    expect(fieldOf(result)).toBe(field);
  });

  it.each([
    ['a domain id', 'work', 'work'],
    ['null (none)', null, undefined],
    ['no domain', undefined, undefined],
  ])('takes %s as the domain', (_label, domain, expected) => {
    const body = { title: 'x', start: '2025-03-13T13:00:00Z', end: '2025-03-13T14:00:00Z', domain };
    expect(timeBlockInput.parse(body).domain ?? undefined).toBe(expected);
  });

  it.each([['golf'], ['Work'], [''], [3], [['work']]])('refuses the domain %j, naming domain', (domain) => {
    const body = { title: 'x', start: '2025-03-13T13:00:00Z', end: '2025-03-13T14:00:00Z', domain };
    const result = timeBlockInput.safeParse(body);
    expect(result.success).toBe(false);
    expect(fieldOf(result)).toBe('domain');
  });

  it('says end must be after start', () => {
    const result = timeBlockInput.safeParse({
      title: 'x',
      start: '2025-03-13T14:00:00Z',
      end: '2025-03-13T13:00:00Z',
    });
    expect(result.error?.issues[0]?.message).toBe(END_AFTER_START_MESSAGE);
  });
});

describe('calendarEventsQuery', () => {
  it.each([
    [{ startDate: '2025-03-13T00:00:00Z', endDate: '2025-03-14T00:00:00Z' }, true],
    [{ startDate: '2025-01-01T00:00:00Z', endDate: '2025-03-04T00:00:00Z' }, true], // 62 days
    [{ startDate: '2025-01-01T00:00:00Z', endDate: '2025-03-04T00:00:01Z' }, false],
    [{ startDate: '2025-03-14T00:00:00Z', endDate: '2025-03-13T00:00:00Z' }, false],
    [{ startDate: '2025-03-13T00:00:00Z' }, false],
  ])('%j → %s', (query, ok) => {
    expect(calendarEventsQuery.safeParse(query).success).toBe(ok);
  });
});

describe('response shapes', () => {
  it('parse what the API answers', () => {
    const event = {
      id: 'b1',
      summary: 'Deep work',
      description: 'Scheduled in Steward',
      start: '2025-03-13T13:00:00.000Z',
      end: '2025-03-13T14:00:00.000Z',
      allDay: false,
      calendarId: null,
      busy: true,
      source: 'steward',
      timeBlockId: 'b1',
    };
    expect(calendarEvent.parse(event)).toEqual(event);
    expect(calendarEvent.safeParse({ ...event, source: 'outlook' }).success).toBe(false);
    expect(calendarEvent.safeParse({ ...event, allDay: undefined }).success).toBe(false);
    const slot = {
      startTime: '9:00 AM',
      endTime: '10:00 AM',
      start: '2025-03-13T13:00:00.000Z',
      end: '2025-03-13T14:00:00.000Z',
    };
    expect(suggestedSlot.parse(slot)).toEqual(slot);
    expect(suggestedSlot.safeParse({ startTime: '9:00 AM', endTime: '10:00 AM' }).success).toBe(false);
  });
});
