import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, TOAST_REMOVE_DELAY, toast } from './use-toast.ts';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    dismissToast();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('keeps at most one toast: a new one replaces the old', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true });
  });

  it('closes a dismissed toast at once and removes it after 1,000,000 ms', () => {
    const handle = toast({ title: 'Saved' });
    handle.dismiss();
    expect(getToasts()[0]).toMatchObject({ id: handle.id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('updates a toast in place', () => {
    const handle = toast({ title: 'Saving' });
    handle.update({ title: 'Saved' });
    expect(getToasts()[0]).toMatchObject({ id: handle.id, title: 'Saved', open: true });
  });
});
