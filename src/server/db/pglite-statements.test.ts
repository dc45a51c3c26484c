import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheStatements, MAX_CACHED_STATEMENTS } from './pglite-statements.ts';

// Two clients on the same schema: `plain` runs PGlite's own query(), `cached` the prepared path. Every answer of
// the cached one must equal the plain one's.
let plain: PGlite;
let cached: PGlite;

const SCHEMA = `
  create table items (
    id text primary key, owner text not null, day date, at timestamptz, tags jsonb, n int, done boolean,
    unique (owner, n)
  )`;
const SELECT = 'select id, owner, day, at, tags, n, done from items where owner = $1 order by id';

beforeAll(async () => {
  plain = await PGlite.create();
  cached = cacheStatements(await PGlite.create());
  for (const db of [plain, cached]) await db.exec(SCHEMA);
}, 120_000); // two initdb runs
afterAll(async () => {
  await plain.close();
  await cached.close();
});

/** Runs the same query on both clients and returns both answers (or both errors). */
async function both(text: string, params: unknown[] = [], options?: Parameters<PGlite['query']>[2]) {
  const run = (db: PGlite) => db.query(text, params, options).catch((error: unknown) => error);
  return [await run(plain), await run(cached)] as const;
}

describe('cacheStatements', () => {
  it('answers inserts, selects (objects and arrays, jsonb, dates, nulls) exactly as PGlite.query()', async () => {
    const rows = [
      ['a', 'ann', '2025-03-10', '2025-03-10T08:00:00Z', JSON.stringify([{ t: 'x' }]), 1, true],
      ['b', 'ann', null, null, null, 2, false],
      [
        'c',
        'bob',
        '2024-02-29',
        '2024-02-29T23:59:59.123Z',
        JSON.stringify({ nested: { a: [1, 2] } }),
        3,
        null,
      ],
    ];
    for (const row of rows) {
      const [a, b] = await both(
        'insert into items (id, owner, day, at, tags, n, done) values ($1, $2, $3, $4, $5, $6, $7) returning id',
        row,
      );
      expect(b).toEqual(a);
    }
    for (let round = 0; round < 7; round++) {
      // Past PostgreSQL's five custom plans, so a generic plan is in play too.
      expect((await both(SELECT, ['ann']))[1]).toEqual((await both(SELECT, ['ann']))[0]);
      const [a, b] = await both(SELECT, ['bob'], { rowMode: 'array' });
      expect(b).toEqual(a);
      expect((b as { rows: unknown[][] }).rows[0]?.[4]).toEqual({ nested: { a: [1, 2] } });
    }
    const [a, b] = await both('update items set done = $2 where id = $1', ['b', true]);
    expect(b).toEqual(a);
    expect((b as { affectedRows: number }).affectedRows).toBe(1);
  });

  it('keeps custom parsers and serializers of the call', async () => {
    const options = { parsers: { 23: (value: string) => `#${value}` } };
    const [a, b] = await both('select n from items where id = $1', ['a'], options);
    expect(b).toEqual(a);
    expect((b as { rows: { n: string }[] }).rows[0]?.n).toBe('#1');
  });

  it('throws the same DatabaseError (SQLSTATE, constraint, query attached) and stays usable', async () => {
    const text = 'insert into items (id, owner, n) values ($1, $2, $3)';
    const [a, b] = await both(text, ['d', 'ann', 1]);
    expect(b).toBeInstanceOf(Error);
    for (const key of ['code', 'constraint', 'message', 'query', 'params'] as const)
      expect((b as Record<string, unknown>)[key]).toEqual((a as Record<string, unknown>)[key]);
    expect((b as { code: string }).code).toBe('23505');
    const [syntaxA, syntaxB] = await both('select nope from', []);
    expect((syntaxB as { code: string }).code).toBe((syntaxA as { code: string }).code);
    expect((await both(SELECT, ['ann']))[1]).toEqual((await both(SELECT, ['ann']))[0]);
  });

  it('survives a change of the table after a statement was prepared', async () => {
    const text = 'select * from items where id = $1';
    await cached.query(text, ['a']);
    for (const db of [plain, cached]) await db.exec('alter table items add column note text');
    const [a, b] = await both(text, ['a']);
    expect(b).toEqual(a);
    expect(Object.keys((b as { rows: object[] }).rows[0] ?? {})).toContain('note');
  });

  it('works beside PGlite transactions (they keep their own path) and rolls back as before', async () => {
    await expect(
      cached.transaction(async (tx) => {
        await tx.query('insert into items (id, owner, n) values ($1, $2, $3)', ['t', 'tx', 50]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // A cached query waits for a running transaction (or runs before it), never inside it.
    const [, read] = await Promise.all([
      cached.transaction(async (tx) => {
        await tx.query('insert into items (id, owner, n) values ($1, $2, $3)', ['u', 'tx', 51]);
        await tx.query('insert into items (id, owner, n) values ($1, $2, $3)', ['v', 'tx', 52]);
      }),
      cached.query(SELECT, ['tx']),
    ]);
    expect([0, 2]).toContain(read.rows.length);
    const after = await cached.query(SELECT, ['tx']);
    expect(after.rows.map((r) => (r as { id: string }).id)).toEqual(['u', 'v']);
  });

  it('leaves session commands and DDL to PGlite, and stops preparing at the cap', async () => {
    expect((await cached.query('set work_mem = $1', ['2MB']).catch((e: Error) => e)) instanceof Error).toBe(
      (await plain.query('set work_mem = $1', ['2MB']).catch((e: Error) => e)) instanceof Error,
    );
    for (let i = 0; i < MAX_CACHED_STATEMENTS + 5; i++) {
      const { rows } = await cached.query<{ v: number }>(`select $1::int + ${i} as v`, [1]);
      expect(rows[0]?.v).toBe(1 + i);
    }
  });
});
