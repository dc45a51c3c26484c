import { describe, expect, it } from 'vitest';
import { offlineRecordOwner } from './offline-record.ts';

describe('offlineRecordOwner', () => {
  it('names the user the record is kept for', () => {
    expect(offlineRecordOwner({ buster: 'user-1', timestamp: 0, clientState: {} })).toBe('user-1');
  });

  it.each([
    ['no record', undefined],
    ['null', null],
    ['a string', 'user-1'],
    ['no owner', { timestamp: 0, clientState: {} }],
    ['an empty owner', { buster: '', timestamp: 0 }],
    ['an owner that is no string', { buster: 42, timestamp: 0 }],
  ])('names nobody for %s', (_, record) => {
    expect(offlineRecordOwner(record)).toBeUndefined();
  });
});
