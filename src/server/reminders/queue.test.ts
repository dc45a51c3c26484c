import type { Job } from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { sendBatch } from './queue.ts';

/** A claimed job of the send queue carrying `data`. */
const job = (id: string, data: string): Job<string> => ({
  id,
  name: 'reminder-send',
  data,
  expireInSeconds: 120,
  heartbeatSeconds: null,
  retryCount: 0,
  signal: new AbortController().signal,
});

describe('sendBatch', () => {
  it('starts sending every job of the fetch before any has finished', async () => {
    const started: string[] = [];
    const finish: (() => void)[] = [];
    const settled = sendBatch([job('a', 'Ann'), job('b', 'Ben'), job('c', 'Cy')], (name) => {
      started.push(name);
      return new Promise((resolve) => finish.push(() => resolve({ pushed: 1, mailed: 0 })));
    });
    expect(started).toEqual(['Ann', 'Ben', 'Cy']);
    for (const done of finish) done();
    expect(await settled).toEqual([
      { id: 'a', status: 'completed', output: { pushed: 1, mailed: 0 } },
      { id: 'b', status: 'completed', output: { pushed: 1, mailed: 0 } },
      { id: 'c', status: 'completed', output: { pushed: 1, mailed: 0 } },
    ]);
  });

  it('fails only the job whose sending threw, so only that one is retried', async () => {
    const results = await sendBatch([job('a', 'Ann'), job('b', 'Ben'), job('c', 'Cy')], async (name) => {
      if (name === 'Ben') throw new Error('connection terminated');
      return { skipped: true };
    });
    expect(results).toEqual([
      { id: 'a', status: 'completed', output: { skipped: true } },
      { id: 'b', status: 'failed', output: { message: 'Error: connection terminated' } },
      { id: 'c', status: 'completed', output: { skipped: true } },
    ]);
  });
});
