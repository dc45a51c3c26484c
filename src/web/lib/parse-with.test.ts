import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseWith } from './parse-with.ts';

const schemas = Promise.resolve({ item: z.object({ id: z.string() }) });

describe('parseWith', () => {
  it('parses the body with the picked schema, as schema.parse does (other keys dropped)', async () => {
    await expect(parseWith(Promise.resolve({ id: 'a', extra: 1 }), schemas, (m) => m.item)).resolves.toEqual({
      id: 'a',
    });
    await expect(parseWith(Promise.resolve([{ id: 'a' }]), schemas, (m) => m.item.array())).resolves.toEqual([
      { id: 'a' },
    ]);
  });

  it("throws zod's error for a body the schema refuses", async () => {
    await expect(parseWith(Promise.resolve({ id: 1 }), schemas, (m) => m.item)).rejects.toBeInstanceOf(
      z.ZodError,
    );
  });

  it('throws what the request or the schema module throws', async () => {
    const failed = new Error('404: Not Found');
    await expect(parseWith(Promise.reject(failed), schemas, (m) => m.item)).rejects.toBe(failed);
    const unloaded = new TypeError('Failed to fetch dynamically imported module');
    await expect(
      parseWith(Promise.resolve({ id: 'a' }), Promise.reject(unloaded), () => z.object({})),
    ).rejects.toBe(unloaded);
  });
});
