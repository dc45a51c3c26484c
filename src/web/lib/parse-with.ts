/**
 * Parsing with core's schemas after the first paint (ADR 034). Classic zod is ~27 KB gzip and not
 * tree-shakeable, so no member page's first code imports a schema module: a request starts the `import()` of its
 * schema module beside the fetch, and zod loads in parallel with the data instead of before the page.
 */
import type { z } from 'zod';

/**
 * `value` (a JSON body being read) parsed with the schema that `pick` takes from `schemas` (a module being loaded
 * with `import()`, started by the caller beside its request). Throws what awaiting `value` or `schemas` throws,
 * or zod's error for a value the schema refuses, as `schema.parse` does.
 */
export async function parseWith<M, T>(
  value: Promise<unknown>,
  schemas: Promise<M>,
  pick: (loaded: M) => z.ZodType<T>,
): Promise<T> {
  const [body, loaded] = await Promise.all([value, schemas]);
  return pick(loaded).parse(body);
}
