/** API tests of rituals and daily plans (docs/product.md §7) on every backend. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyPlan } from '../../src/core/daily-plan.ts';
import { createPlan, expectJson, planBody } from './fixtures.ts';
import { backends, type Client, startTestApp, type TestApp } from './harness.ts';

describe.each(backends)('rituals and daily plans on %s', (backend) => {
  let t: TestApp;
  let alice: Client;
  beforeAll(async () => {
    t = await startTestApp(backend, { DEMO_DATA: 'true' }, new Date('2025-03-12T15:00:00Z'));
    alice = await t.signUp('Alice');
  });
  afterAll(() => t.close());

  it('saves the morning ritual once per user, replacing the elements', async () => {
    expect(await (await alice.request('GET', '/api/rituals')).json()).toEqual([]);
    const first = await alice.request('POST', '/api/rituals', {
      body: { type: 'morning', elements: ['Pray', ' Read '] },
    });
    expect(first.status).toBe(200);
    const saved = (await first.json()) as { id: string; elements: string[] };
    expect(saved.elements).toEqual(['Pray', 'Read']);
    const again = await alice.request('POST', '/api/rituals', {
      body: { type: 'morning', elements: ['Walk'] },
    });
    expect(await again.json()).toMatchObject({ id: saved.id, elements: ['Walk'] });
    expect(await (await alice.request('GET', '/api/rituals')).json()).toEqual([
      { id: saved.id, type: 'morning', elements: ['Walk'] },
    ]);
  });

  it.each([
    { label: 'wrong type', body: { type: 'evening', elements: ['x'] }, field: 'type' },
    { label: 'blank element', body: { type: 'morning', elements: ['ok', '  '] }, field: 'elements.1' },
    { label: 'no elements', body: { type: 'morning', elements: [] }, field: 'elements' },
    { label: 'elements not a list', body: { type: 'morning', elements: 'Pray' }, field: 'elements' },
  ])('refuses a ritual with $label (400 naming $field)', async ({ body, field }) => {
    const res = await alice.request('POST', '/api/rituals', { body });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field });
  });

  it('creates a plan with all completion flags false and reads it back by date', async () => {
    const res = await alice.request('POST', '/api/daily-plans', { body: planBody('2025-03-10') });
    expect(res.status).toBe(200);
    const plan = (await res.json()) as Record<string, unknown>;
    expect(plan).toMatchObject({
      date: '2025-03-10',
      dayFinished: false,
      bigThreeCompleted: [false, false, false],
    });
    const byDate = await alice.request('GET', '/api/daily-plans/date/2025-03-10');
    expect(await byDate.json()).toMatchObject({
      id: plan.id,
      bigThree: ['Write the proposal', 'Call Sam', 'Review budget'],
    });
  });

  it('re-plans a date keeping its id, the reflection and the flags of unchanged tasks (ADR 007)', async () => {
    const first = await createPlan(alice, '2025-03-11');
    await expectJson(alice, 'PATCH', `/api/daily-plans/${first.id}/completion`, {
      bigThreeCompleted: [true, true, false],
    });
    const finished = await expectJson<DailyPlan>(alice, 'PATCH', `/api/daily-plans/${first.id}/finish`, {
      productivityRating: '8',
      improvementNote: 'Start earlier',
      incompleteTasks: ['Review budget', 'Inbox'],
    });
    expect(finished).toMatchObject({ dayFinished: true, incompleteTasks: ['Review budget', 'Inbox'] });

    // 'Call Sam' renamed, 'Review budget' removed, 'Inbox' kept; the web sends every flag false.
    const second = await expectJson<DailyPlan>(
      alice,
      'POST',
      '/api/daily-plans',
      planBody('2025-03-11', {
        bigThree: ['Write the proposal', 'Call Samantha'],
        bigThreeCompleted: [false, false],
      }),
    );
    expect(second).toMatchObject({
      id: first.id,
      bigThree: ['Write the proposal', 'Call Samantha'],
      bigThreeCompleted: [true, false], // unchanged keeps true, renamed is a new task: false
      otherTasks: ['Inbox'],
      otherTasksCompleted: [false],
      dayFinished: true,
      productivityRating: 8,
      improvementNote: 'Start earlier',
      incompleteTasks: ['Inbox'], // 'Review budget' is no longer a task of the plan
    });
    expect(await expectJson(alice, 'GET', '/api/daily-plans/date/2025-03-11')).toEqual(second);
    const all = await expectJson<DailyPlan[]>(alice, 'GET', '/api/daily-plans');
    expect(all.filter((p) => p.date === '2025-03-11')).toHaveLength(1);
  });

  it.each([
    { label: 'a date that does not exist', body: planBody('2025-02-30'), field: 'date' },
    { label: 'a date in another format', body: planBody('03/10/2025'), field: 'date' },
    {
      label: 'four Big 3 tasks',
      body: planBody('2025-03-10', {
        bigThree: ['a', 'b', 'c', 'd'],
        bigThreeCompleted: [false, false, false, false],
      }),
      field: 'bigThree',
    },
    {
      label: 'an empty Big 3',
      body: planBody('2025-03-10', { bigThree: [], bigThreeCompleted: [] }),
      field: 'bigThree',
    },
    {
      label: 'a blank Big 3 task',
      body: planBody('2025-03-10', { bigThree: ['a', ' ', 'c'] }),
      field: 'bigThree.1',
    },
    {
      label: 'a flag list of the wrong length',
      body: planBody('2025-03-10', { bigThreeCompleted: [false] }),
      field: 'bigThreeCompleted',
    },
    {
      label: 'other-task flags of the wrong length',
      body: planBody('2025-03-10', { otherTasksCompleted: [] }),
      field: 'otherTasksCompleted',
    },
    {
      label: 'a list of the wrong shape',
      body: planBody('2025-03-10', { distractions: 'Slack' }),
      field: 'distractions',
    },
    { label: 'a missing field', body: { date: '2025-03-10' }, field: 'morningRitualCompleted' },
  ])('refuses a plan with $label (400 naming $field)', async ({ body, field }) => {
    const res = await alice.request('POST', '/api/daily-plans', { body });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field });
  });

  it.each([
    ['2025-02-30', 400],
    ['2025-13-01', 400],
    ['yesterday', 400],
    ['2024-02-29', 404],
  ])('GET /api/daily-plans/date/%s → %i', async (date, status) => {
    expect((await alice.request('GET', `/api/daily-plans/date/${date}`)).status).toBe(status);
  });

  describe('completion and finish', () => {
    let id: string;
    beforeAll(async () => {
      id = (await createPlan(alice, '2025-03-12')).id;
    });

    it('sets completion flags by group and leaves the other group alone', async () => {
      const res = await alice.request('PATCH', `/api/daily-plans/${id}/completion`, {
        body: { bigThreeCompleted: [true, false, true] },
      });
      expect(await res.json()).toMatchObject({
        bigThreeCompleted: [true, false, true],
        otherTasksCompleted: [false],
      });
      const ritual = await alice.request('PATCH', `/api/daily-plans/${id}/completion`, {
        body: { morningRitualCompleted: true },
      });
      expect(await ritual.json()).toMatchObject({
        morningRitualCompleted: true,
        bigThreeCompleted: [true, false, true],
      });
    });

    it.each([
      {
        label: 'a list longer than the plan',
        body: { otherTasksCompleted: [true, true] },
        field: 'otherTasksCompleted',
      },
      { label: 'a shorter Big 3 list', body: { bigThreeCompleted: [true] }, field: 'bigThreeCompleted' },
      {
        label: 'non-booleans',
        body: { bigThreeCompleted: ['yes', 'no', 'no'] },
        field: 'bigThreeCompleted.0',
      },
      { label: 'an empty body', body: {}, field: undefined },
      { label: 'an unknown key', body: { dayFinished: true }, field: undefined },
    ])('refuses completion with $label', async ({ body, field }) => {
      const res = await alice.request('PATCH', `/api/daily-plans/${id}/completion`, { body });
      expect(res.status).toBe(400);
      if (field) expect(await res.json()).toMatchObject({ field });
    });

    it.each([
      { label: 'an empty rating', rating: '', message: 'Please rate your productivity for today.' },
      {
        label: 'a non-numeric rating',
        rating: 'great',
        message: 'Productivity rating must be between 1 and 10.',
      },
      { label: 'a rating of 0', rating: '0', message: 'Productivity rating must be between 1 and 10.' },
      { label: 'a rating of 11', rating: '11', message: 'Productivity rating must be between 1 and 10.' },
      {
        label: 'a fractional rating',
        rating: '7.5',
        message: 'Productivity rating must be between 1 and 10.',
      },
    ])('refuses finishing with $label', async ({ rating, message }) => {
      const res = await alice.request('PATCH', `/api/daily-plans/${id}/finish`, {
        body: { productivityRating: rating, incompleteTasks: [] },
      });
      expect(res.status).toBe(400);
      const error = (await res.json()) as { field: string; message: string };
      expect(error.field).toBe('productivityRating');
      expect(error.message).toContain(message);
      const plan = await (await alice.request('GET', '/api/daily-plans/date/2025-03-12')).json();
      expect(plan).toMatchObject({ dayFinished: false });
    });

    it('finishes the day with the reflection, omitting a blank note', async () => {
      const res = await alice.request('PATCH', `/api/daily-plans/${id}/finish`, {
        body: { productivityRating: '7', improvementNote: '   ', incompleteTasks: [' Call Sam '] },
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        dayFinished: true,
        productivityRating: 7,
        improvementNote: null,
        incompleteTasks: ['Call Sam'],
      });
    });
  });

  it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000', '12345'])(
    'answers 404 for plan id %s',
    async (id) => {
      const res = await alice.request('PATCH', `/api/daily-plans/${id}/completion`, {
        body: { morningRitualCompleted: true },
      });
      expect(res.status).toBe(404);
    },
  );

  it('seeds a week of finished sample plans once, only with DEMO_DATA=true', async () => {
    const demo = await t.signUp('Demo');
    expect((await demo.request('POST', '/api/daily-plans/seed-mock')).status).toBe(204);
    const plans = (await (await demo.request('GET', '/api/daily-plans')).json()) as {
      date: string;
      dayFinished: boolean;
    }[];
    expect(plans.map((p) => p.date)).toEqual([
      '2025-03-05',
      '2025-03-06',
      '2025-03-07',
      '2025-03-08',
      '2025-03-09',
      '2025-03-10',
      '2025-03-11',
    ]);
    expect(plans.every((p) => p.dayFinished)).toBe(true);
    expect((await demo.request('POST', '/api/daily-plans/seed-mock')).status).toBe(204);
    expect(((await (await demo.request('GET', '/api/daily-plans')).json()) as unknown[]).length).toBe(7);
    // An account that already has a plan gets nothing added.
    const planner = await t.signUp('Planner');
    await createPlan(planner, '2025-03-12');
    expect((await planner.request('POST', '/api/daily-plans/seed-mock')).status).toBe(204);
    expect(await expectJson<DailyPlan[]>(planner, 'GET', '/api/daily-plans')).toHaveLength(1);
  });
});

describe('seed-mock without DEMO_DATA', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());

  it('answers 204 and changes nothing', async () => {
    const bob = await t.signUp('Bob');
    expect((await bob.request('POST', '/api/daily-plans/seed-mock')).status).toBe(204);
    expect(await (await bob.request('GET', '/api/daily-plans')).json()).toEqual([]);
  });
});
