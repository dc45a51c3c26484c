import { describe, expect, it } from 'vitest';
import { showUpdateToast } from './update-toast.ts';

describe('showUpdateToast', () => {
  const open = (id: string) => ({ id, open: true });
  const closed = (id: string) => ({ id, open: false });
  it.each([
    ['no new version', false, [], null, false],
    ['a new version, nothing on screen', true, [], null, true],
    ['a new version while another toast is open', true, [open('1')], null, false],
    ['a new version after another toast closed', true, [closed('1')], null, true],
    ['the update toast on screen', true, [open('2')], '2', false],
    ['the update toast closed by the user', true, [closed('2')], '2', false],
    ['the update toast replaced by an open one', true, [open('3')], '2', false],
    ['the update toast replaced by one since closed', true, [closed('3')], '2', true],
  ] as const)('%s → %s', (_case, needRefresh, toasts, shownId, expected) => {
    expect(showUpdateToast(needRefresh, toasts, shownId)).toBe(expected);
  });
});
