/** Makes any unexpected console.error fail the test that caused it. */
import { afterEach, vi } from 'vitest';

const spy = vi.spyOn(console, 'error');

afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockClear();
  if (calls.length > 0)
    throw new Error(`Unexpected console.error:\n${calls.map((c) => c.map(String).join(' ')).join('\n')}`);
});
