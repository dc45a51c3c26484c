import { describe, expect, it } from 'vitest';
import { type BusyFacts, isBusy } from './busy.ts';

describe('isBusy', () => {
  it.each<[string, BusyFacts, boolean]>([
    ['timed, no TRANSP (RFC default opaque)', { allDay: false, cancelled: false }, true],
    ['timed, explicit opaque', { allDay: false, transparency: 'opaque', cancelled: false }, true],
    ['timed, transparent', { allDay: false, transparency: 'transparent', cancelled: false }, false],
    ['timed, cancelled', { allDay: false, transparency: 'opaque', cancelled: true }, false],
    ['timed, declined', { allDay: false, cancelled: false, declined: true }, false],
    ['timed, accepted', { allDay: false, cancelled: false, declined: false }, true],
    ['all-day, no TRANSP', { allDay: true, cancelled: false }, false],
    ['all-day, explicit opaque', { allDay: true, transparency: 'opaque', cancelled: false }, true],
    ['all-day, transparent', { allDay: true, transparency: 'transparent', cancelled: false }, false],
    ['all-day, opaque but cancelled', { allDay: true, transparency: 'opaque', cancelled: true }, false],
    [
      'all-day, opaque but declined',
      { allDay: true, transparency: 'opaque', cancelled: false, declined: true },
      false,
    ],
  ])('%s → %s', (_label, facts, expected) => {
    expect(isBusy(facts)).toBe(expected);
  });
});
