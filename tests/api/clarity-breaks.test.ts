/**
 * API tests of the Clarity Breaks (docs/product.md §7; ADR 017) on every backend: create (201), list newest date
 * first, one by id, validation naming the field, isolation (another user's or a malformed id is 404).
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLARITY_QUESTIONS, type ClarityBreak } from '../../src/core/clarity-break.ts';
import { clarityBreaks } from '../../src/server/db/schema.ts';
import { expectJson } from './fixtures.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';

const [Q1, Q2, , Q4] = CLARITY_QUESTIONS as readonly string[] as [string, string, string, string];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A valid Clarity Break body for `date`. */
function breakBody(date: string, overrides: Record<string, unknown> = {}) {
  return {
    date,
    responses: { [Q1]: 'Toward fewer, deeper clients.', [Q4]: 'Ana; thank her on Monday.' },
    actionItems: ['Call Ana', 'Draft the 3-year plan', 'Block Friday mornings for prayer'],
    score: '72',
    ...overrides,
  };
}

describe.each(backends)('clarity breaks on %s', (backend) => {
  let t: TestApp;
  let alice: Client;
  let bob: Client;
  let refused: Client;
  beforeAll(async () => {
    t = await startTestApp(backend);
    [alice, bob, refused] = await Promise.all([t.signUp('Alice'), t.signUp('Bob'), t.signUp('Refused')]);
  });
  afterAll(() => t.close());

  it('starts with an empty list', async () => {
    expect(await expectJson(alice, 'GET', '/api/clarity-breaks')).toEqual([]);
  });

  it('creates a break (201) and reads it back by id, answers in question order, blanks dropped', async () => {
    const body = breakBody('2025-03-13', {
      responses: { [Q4]: ' Ana \n and Sam ', [Q2]: '   ', [Q1]: 'Vision' },
      actionItems: ['  Call Ana  '],
      score: '050',
    });
    const created = await expectJson<ClarityBreak>(alice, 'POST', '/api/clarity-breaks', body, 201);
    expect(created).toEqual({
      id: expect.stringMatching(UUID),
      date: '2025-03-13',
      responses: { [Q1]: 'Vision', [Q4]: 'Ana \n and Sam' },
      actionItems: ['Call Ana'],
      score: '50',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(Object.keys(created.responses)).toEqual([Q1, Q4]);
    const read = await expectJson<ClarityBreak>(alice, 'GET', `/api/clarity-breaks/${created.id}`);
    expect(read).toEqual(created);
    expect(Object.keys(read.responses)).toEqual([Q1, Q4]);
  });

  it('lists newest date first; on one date the latest created first', async () => {
    const user = await t.signUp('Lister');
    const ids: Record<string, string> = {};
    for (const [label, date] of [
      ['a', '2025-03-10'],
      ['b', '2025-03-12'],
      ['c', '2025-03-11'],
      ['d', '2025-03-12'],
      ['e', '1000-01-02'],
      ['f', '9999-12-30'],
    ] as const) {
      const created = await expectJson<ClarityBreak>(
        user,
        'POST',
        '/api/clarity-breaks',
        breakBody(date),
        201,
      );
      ids[created.id] = label;
    }
    // Each a minute older than the next: two creates can share a clock tick (PGlite's clock is coarse).
    const created = Object.keys(ids);
    for (const [index, id] of created.entries()) {
      const minutes = created.length - index;
      await t.database.db
        .update(clarityBreaks)
        .set({ createdAt: sql`created_at - make_interval(mins => ${minutes})` })
        .where(eq(clarityBreaks.id, id));
    }
    const list = await expectJson<ClarityBreak[]>(user, 'GET', '/api/clarity-breaks');
    expect(list.map((b) => ids[b.id])).toEqual(['f', 'd', 'b', 'c', 'a', 'e']);
    expect(list.map((b) => b.date)).toEqual([
      '9999-12-30',
      '2025-03-12',
      '2025-03-12',
      '2025-03-11',
      '2025-03-10',
      '1000-01-02',
    ]);
  });

  it.each([
    ['score 0', { score: '0' }, 'score'],
    ['score 101', { score: '101' }, 'score'],
    ['score 5.5', { score: '5.5' }, 'score'],
    ['score -1', { score: '-1' }, 'score'],
    ['score 1e2', { score: '1e2' }, 'score'],
    ['score as a number', { score: 72 }, 'score'],
    ['score missing', { score: undefined }, 'score'],
    ['no action items', { actionItems: [] }, 'actionItems'],
    ['only a blank action item', { actionItems: ['   '] }, 'actionItems.0'],
    ['an action item that is not text', { actionItems: ['ok', null] }, 'actionItems.1'],
    ['a NUL in an action item', { actionItems: ['a\u0000'] }, 'actionItems.0'],
    ['a line break in an action item', { actionItems: ['a\nb'] }, 'actionItems.0'],
    ['an action item of 100 000 characters', { actionItems: ['x'.repeat(100_000)] }, 'actionItems.0'],
    ['101 action items', { actionItems: Array.from({ length: 101 }, (_, i) => `Item ${i}`) }, 'actionItems'],
    ['an unknown question', { responses: { 'What is your name?': 'Alice' } }, 'responses'],
    ['a __proto__ question', { responses: JSON.parse('{"__proto__": {"x": "y"}}') }, 'responses'],
    ['responses as a list', { responses: ['x'] }, 'responses'],
    ['responses missing', { responses: undefined }, 'responses'],
    ['an answer that is not text', { responses: { [Q1]: 42 } }, `responses.${Q1}`],
    ['a lone surrogate in an answer', { responses: { [Q1]: 'a\ud800' } }, `responses.${Q1}`],
    ['an answer over 5000 characters', { responses: { [Q1]: 'x'.repeat(5001) } }, `responses.${Q1}`],
    ['a date that does not exist', { date: '2025-02-29' }, 'date'],
    ['a date out of range', { date: '9999-12-31' }, 'date'],
    ['an instant for a date', { date: '2025-03-13T10:00:00Z' }, 'date'],
  ])('POST refuses %s with 400 naming the field, and saves nothing', async (_name, overrides, field) => {
    const res = await refused.request('POST', '/api/clarity-breaks', {
      body: breakBody('2025-03-13', overrides),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'Bad Request', field });
    expect(await expectJson(refused, 'GET', '/api/clarity-breaks')).toEqual([]);
  });

  it('refuses malformed JSON and a body that is not an object with 400', async () => {
    for (const body of ['{"date":', '[]', 'null', '7']) {
      const res = await alice.request('POST', '/api/clarity-breaks', { body });
      expect(res.status, body).toBe(400);
    }
  });

  it("isolates users: another user's id is 404 like a missing or malformed one, and the list is their own", async () => {
    const secret = `Alice's secret commitment ${randomUUID()}`;
    const own = await expectJson<ClarityBreak>(
      alice,
      'POST',
      '/api/clarity-breaks',
      breakBody('2025-04-01', { actionItems: [secret] }),
      201,
    );
    const answers: unknown[] = [];
    for (const id of [own.id, randomUUID(), 'not-a-uuid', own.id.toUpperCase(), '%20']) {
      const res = await bob.request('GET', `/api/clarity-breaks/${id}`);
      expect(res.status, id).toBe(404);
      const text = await res.text();
      expect(text).not.toContain(secret);
      expect(text).not.toContain(own.id);
      answers.push(JSON.parse(text));
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await expectJson(bob, 'GET', '/api/clarity-breaks')).toEqual([]);
    expect(await expectJson(alice, 'GET', `/api/clarity-breaks/${own.id}`)).toEqual(own);
  });

  it('refuses an id longer than 100 characters or with a control character with 400 naming id', async () => {
    for (const id of ['x'.repeat(101), '%07']) {
      const res = await alice.request('GET', `/api/clarity-breaks/${id}`);
      expect(res.status, id).toBe(400);
      expect(await res.json()).toMatchObject({ field: 'param.id' });
    }
  });
});
