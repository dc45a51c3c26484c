/**
 * The authorization grid, on every backend. The table must have exactly one row per (method, path) that
 * `/api/openapi.json` declares (authorization-grid.ts), plus the routes outside the document
 * (authorization-outside.ts). For each row: the owner's resources are created and checked; another user sends the
 * owner's request (the owner's ids) and gets the row's status — 404 for every route that takes an id, never 403,
 * 200 or 500 — and the owner's state, read back as the owner, is unchanged; an anonymous client gets the row's
 * status (401 for member routes) and changes nothing; no foreign answer contains the owner's ids or texts; last,
 * the owner's own request succeeds, which proves the request the others sent was valid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Arranged,
  documentedRoutes,
  type GridRow,
  type Probe,
  signUpMember,
} from './authorization-grid.ts';
import { closeGridFeeds } from './authorization-grid-sources.ts';
import { undocumentedRoutes } from './authorization-outside.ts';
import { backends, startTestApp, type TestApp } from './harness.ts';

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const key = (row: Pick<GridRow, 'method' | 'path'>) => `${row.method} ${row.path}`;

/** Every (method, path) the OpenAPI document declares, as 'METHOD /path'. */
async function declaredRoutes(t: TestApp): Promise<string[]> {
  const res = await t.request('GET', '/api/openapi.json');
  expect(res.status).toBe(200);
  const doc = (await res.json()) as { paths?: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((m) => HTTP_METHODS.has(m))
      .map((m) => `${m.toUpperCase()} ${path}`),
  );
}

/** Checks a foreign answer: its status, and that it names nothing of the owner's. */
async function expectForeign(res: Response, status: number, arranged: Arranged, who: string) {
  const text = await res.clone().text();
  expect(res.status, `${who}: ${text}`).toBe(status);
  for (const secret of arranged.secrets ?? [])
    expect(text, `${who}'s answer leaks ${secret}`).not.toContain(secret);
}

describe.each(backends)('authorization grid on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    // The clock is pinned so suggested slots on the grid's date are deterministic; the seed writes; calendar
    // feeds are served on loopback.
    t = await startTestApp(
      backend,
      { DEMO_DATA: 'true', CALENDAR_ALLOW_PRIVATE_NETWORKS: 'true' },
      new Date('2025-03-10T08:00:00Z'),
    );
  });
  afterAll(async () => {
    await t.close();
    await closeGridFeeds();
  });

  it('has exactly one row per route of the OpenAPI document, and none for a route outside it', async () => {
    const declared = await declaredRoutes(t);
    expect(declared.length).toBeGreaterThan(0);
    const rows = documentedRoutes.map(key);
    const outside = undocumentedRoutes.map(key);
    const all = [...rows, ...outside];
    const problems = [
      ...declared
        .filter((k) => !rows.includes(k))
        .map((k) => `${k}: in the OpenAPI document, but no grid row`),
      ...rows
        .filter((k) => !declared.includes(k))
        .map((k) => `${k}: a grid row, but no such route in the document`),
      ...outside
        .filter((k) => declared.includes(k))
        .map((k) => `${k}: in the document; move its row to the grid`),
      ...all.filter((k, i) => all.indexOf(k) !== i).map((k) => `${k}: more than one row`),
    ];
    expect(problems).toEqual([]);
  });

  it("expects 404 from another user on every route whose path names one of the user's rows", () => {
    // A quarter is a period every user has, not a row: another user's request reads or saves their own review of
    // it, and the grid rows check that the owner's data stays out of the answer and unchanged.
    const periods = new Set(['quarter']);
    const namesARow = (path: string) =>
      [...path.matchAll(/\{(\w+)\}/g)].some(([, name]) => name !== undefined && !periods.has(name));
    const wrong = [...documentedRoutes, ...undocumentedRoutes]
      .filter((row) => namesARow(row.path) && row.expect.other !== 404)
      .map(key);
    expect(wrong).toEqual([]);
  });

  it.each([...documentedRoutes, ...undocumentedRoutes].map((row) => ({ ...row, name: key(row) })))(
    '$name: owner $expect.owner, another user $expect.other, anonymous $expect.anonymous',
    async (row) => {
      const owner = await signUpMember(t, 'Owner');
      const other = await signUpMember(t, 'Other');
      const arranged = await row.arrange(owner, t);
      const before = await arranged.read?.();
      const unchanged = async (who: string) => {
        if (arranged.read)
          expect(await arranged.read(), `the owner's state after ${who}'s call`).toEqual(before);
      };

      for (const probe of arranged.other ?? [arranged.request]) {
        const res = await other.request(row.method, probe.path, { body: probe.body });
        await expectForeign(res, row.expect.other, arranged, `another user (${label(probe)})`);
        await arranged.afterOther?.(res);
        await unchanged('another user');
      }

      const anonymous = arranged.anonymous ?? arranged.request;
      const res = await t.request(row.method, anonymous.path, { body: anonymous.body });
      await expectForeign(res, row.expect.anonymous, arranged, `anonymous (${label(anonymous)})`);
      await unchanged('an anonymous client');

      const own = await owner.request(row.method, arranged.request.path, { body: arranged.request.body });
      expect(own.status, `owner: ${await own.clone().text()}`).toBe(row.expect.owner);
      await arranged.afterOwner?.(own);
    },
  );

  // The owner's id decides before the input is read: another user's id with a body no route accepts (a JSON
  // number) is still 404, never a 400 that would confirm the id exists or describe its row's input.
  it.each(
    [...documentedRoutes, ...undocumentedRoutes]
      .filter((row) => row.path.includes('{id}') && row.method !== 'GET' && row.method !== 'DELETE')
      .map((row) => ({ ...row, name: key(row) })),
  )('$name: another user with an invalid body gets 404', async (row) => {
    const owner = await signUpMember(t, 'Owner');
    const other = await signUpMember(t, 'Other');
    const arranged = await row.arrange(owner, t);
    const before = await arranged.read?.();
    for (const probe of arranged.other ?? [arranged.request]) {
      const res = await other.request(row.method, probe.path, { body: 42 });
      await expectForeign(res, 404, arranged, `another user (${probe.path} 42)`);
    }
    if (arranged.read) expect(await arranged.read()).toEqual(before);
  });
});

function label(probe: Probe): string {
  return probe.body === undefined ? probe.path : `${probe.path} ${JSON.stringify(probe.body)}`;
}
