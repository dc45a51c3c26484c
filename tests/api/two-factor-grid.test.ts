/**
 * The second factor cannot be skipped (ADR 048): on every route of the authorization grid (each (method, path) of
 * /api/openapi.json, plus the routes outside it), a user with two-factor sign-in who has given the password but
 * not the code — holding every cookie that answer set — is answered exactly as an anonymous client: the row's
 * anonymous status (401 on every member route), nothing of the user's in the answer, and nothing of the user's
 * changed. Last, the same user fully signed in gets the row's owner status from the same request, which proves
 * the refused request was valid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedRoutes, type GridRow, signUpMember } from './authorization-grid.ts';
import { closeGridFeeds } from './authorization-grid-sources.ts';
import { undocumentedRoutes } from './authorization-outside.ts';
import { backends, startTestApp, type TestApp } from './harness.ts';
import { enableTwoFactor, passwordStep } from './two-factor-setup.ts';

const rows: GridRow[] = [...documentedRoutes, ...undocumentedRoutes];

describe.each(backends)('a password without the second factor on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    // As the authorization grid: the clock pinned for its suggested slots, the seed, feeds on loopback.
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

  it('covers every route of the OpenAPI document', async () => {
    const doc = (await (await t.request('GET', '/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const covered = new Set(rows.map((row) => `${row.method} ${row.path}`));
    const missing = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .map((method) => `${method.toUpperCase()} ${path}`)
        .filter((key) => !covered.has(key)),
    );
    expect(Object.keys(doc.paths).length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it.each(rows.map((row) => ({ ...row, name: `${row.method} ${row.path}` })))(
    '$name: answered as anonymous ($expect.anonymous)',
    async (row) => {
      const owner = await enableTwoFactor(t, await signUpMember(t, 'Owner'));
      const arranged = await row.arrange(owner, t);
      const before = await arranged.read?.();
      const halfSignedIn = await passwordStep(t, owner);

      const probe = arranged.anonymous ?? arranged.request;
      const res = await t.request(row.method, probe.path, { body: probe.body, cookie: halfSignedIn });
      const text = await res.text();
      expect(res.status, text).toBe(row.expect.anonymous);
      for (const secret of arranged.secrets ?? [])
        expect(text, `the answer leaks ${secret}`).not.toContain(secret);
      if (arranged.read) expect(await arranged.read(), "the owner's state").toEqual(before);

      const own = await owner.request(row.method, arranged.request.path, { body: arranged.request.body });
      expect(own.status, `owner: ${await own.text()}`).toBe(row.expect.owner);
    },
  );
});
