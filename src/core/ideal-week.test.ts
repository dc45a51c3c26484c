import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_LENGTH_MESSAGE,
  DOMAIN_MESSAGE,
  IDEAL_WEEK_DAYS,
  IDEAL_WEEK_SLOT_LABELS,
  idealWeekInput,
  isLifeDomainId,
  LIFE_DOMAINS,
  lifeDomainId,
  minutesByDomain,
  normaliseSchedule,
  parseSlotKey,
  SLOT_KEY_MESSAGE,
  slotLabel,
} from './ideal-week.ts';
import { NUL_MESSAGE } from './text.ts';

describe('the grid', () => {
  it('has 33 half-hour rows from 5:00 AM to 9:00 PM and 7 days Monday first (231 cells)', () => {
    expect(IDEAL_WEEK_SLOT_LABELS).toHaveLength(33);
    expect(IDEAL_WEEK_SLOT_LABELS[0]).toBe('5:00 AM');
    expect(IDEAL_WEEK_SLOT_LABELS.at(-1)).toBe('9:00 PM');
    expect(IDEAL_WEEK_DAYS[0]).toBe('monday');
    expect(IDEAL_WEEK_DAYS.length * IDEAL_WEEK_SLOT_LABELS.length).toBe(231);
    expect(LIFE_DOMAINS.map((d) => d.id)).toEqual([
      'spiritual',
      'financial',
      'intellectual',
      'emotional',
      'physical',
      'marital',
      'parental',
      'social',
      'work',
      'hobby',
    ]);
  });

  it.each([
    [300, '5:00 AM'],
    [330, '5:30 AM'],
    [690, '11:30 AM'],
    [720, '12:00 PM'],
    [750, '12:30 PM'],
    [780, '1:00 PM'],
    [1260, '9:00 PM'],
    [0, '12:00 AM'],
  ])('labels minute %i as %s', (minutes, label) => {
    expect(slotLabel(minutes)).toBe(label);
  });

  it.each([
    ['monday-9:00 AM', { day: 'monday', minutes: 540 }],
    ['sunday-9:00 PM', { day: 'sunday', minutes: 1260 }],
    ['wednesday-12:30 PM', { day: 'wednesday', minutes: 750 }],
    ['monday-9:15 AM', null],
    ['monday-4:30 AM', null],
    ['monday-9:30 PM', null],
    ['Monday-9:00 AM', null],
    ['monday-09:00 AM', null],
    ['monday-9:00 am', null],
    ['monday 9:00 AM', null],
    ['funday-9:00 AM', null],
    ['', null],
  ])('reads key %j as %j', (key, expected) => {
    expect(parseSlotKey(key)).toEqual(expected);
  });
});

describe('idealWeekInput', () => {
  const parse = (body: unknown) => idealWeekInput.safeParse(body);
  /** The field the first issue names, as the API's 400 does ('schedule.monday-9:00 AM.activity'). */
  const field = (body: unknown) => parse(body).error?.issues[0]?.path.join('.');

  it.each([
    [
      'cells kept, trimmed, domain optional',
      {
        name: ' Focus week ',
        schedule: {
          'monday-9:00 AM': { activity: ' Deep work ', domain: 'work' },
          'friday-5:00 AM': { activity: 'Run' },
        },
      },
      {
        name: 'Focus week',
        schedule: {
          'monday-9:00 AM': { activity: 'Deep work', domain: 'work' },
          'friday-5:00 AM': { activity: 'Run' },
        },
      },
    ],
    [
      'legacy plain strings read as the activity',
      { name: 'Old', schedule: { 'tuesday-7:00 AM': ' Prayer ', 'tuesday-7:30 AM': '' } },
      { name: 'Old', schedule: { 'tuesday-7:00 AM': { activity: 'Prayer' } } },
    ],
    [
      'empty cells dropped, a domain alone kept, null domain is none',
      {
        name: 'x',
        schedule: {
          'monday-5:00 AM': { activity: '  ' },
          'monday-5:30 AM': { activity: '', domain: 'physical' },
          'monday-6:00 AM': { activity: 'Walk', domain: null },
          'monday-6:30 AM': { activity: '', domain: null },
        },
      },
      {
        name: 'x',
        schedule: {
          'monday-5:30 AM': { activity: '', domain: 'physical' },
          'monday-6:00 AM': { activity: 'Walk' },
        },
      },
    ],
    ['blank name → default', { name: '   ', schedule: {} }, { name: 'My Ideal Week', schedule: {} }],
    [
      '200-character activity and unknown cell keys stripped',
      { name: 'n', schedule: { 'sunday-9:00 PM': { activity: 'a'.repeat(200), colour: 'red' } } },
      { name: 'n', schedule: { 'sunday-9:00 PM': { activity: 'a'.repeat(200) } } },
    ],
  ])('accepts %s', (_label, body, expected) => {
    expect(parse(body).data).toEqual(expected);
  });

  it.each([
    ['an off-grid key', { name: 'n', schedule: { 'monday-9:15 AM': 'x' } }, 'schedule.monday-9:15 AM'],
    [
      'a key before 5:00 AM',
      { name: 'n', schedule: { 'monday-4:30 AM': { activity: 'x' } } },
      'schedule.monday-4:30 AM',
    ],
    [
      'an unknown domain',
      { name: 'n', schedule: { 'monday-9:00 AM': { activity: 'x', domain: 'Work' } } },
      'schedule.monday-9:00 AM.domain',
    ],
    [
      'a 201-character activity',
      { name: 'n', schedule: { 'monday-9:00 AM': { activity: 'a'.repeat(201) } } },
      'schedule.monday-9:00 AM.activity',
    ],
    [
      'a 201-character legacy string',
      { name: 'n', schedule: { 'monday-9:00 AM': 'a'.repeat(201) } },
      'schedule.monday-9:00 AM.activity',
    ],
    [
      'a NUL in an activity',
      { name: 'n', schedule: { 'monday-9:00 AM': { activity: 'a\u0000b' } } },
      'schedule.monday-9:00 AM.activity',
    ],
    [
      'a line break in an activity',
      { name: 'n', schedule: { 'monday-9:00 AM': { activity: 'a\nb' } } },
      'schedule.monday-9:00 AM.activity',
    ],
    ['a number as a cell', { name: 'n', schedule: { 'monday-9:00 AM': 5 } }, 'schedule.monday-9:00 AM'],
    [
      'a __proto__ key (as JSON.parse makes it)',
      JSON.parse('{"name":"n","schedule":{"__proto__":{"activity":"x"}}}'),
      'schedule.__proto__',
    ],
    ['a schedule list', { name: 'n', schedule: [] }, 'schedule'],
    ['no schedule', { name: 'n' }, 'schedule'],
    ['a 101-character name', { name: 'n'.repeat(101), schedule: {} }, 'name'],
    ['a NUL in the name', { name: 'a\u0000', schedule: {} }, 'name'],
    ['a numeric name', { name: 7, schedule: {} }, 'name'],
  ])('refuses %s, naming %s', (_label, body, expected) => {
    expect(field(body)).toBe(expected);
  });

  // The API's 400 says the first issue: its field and message (the messages the API gave before cells were read
  // by plain code).
  it.each([
    [{ 'monday-9:00 AM': null }, 'schedule.monday-9:00 AM', 'Invalid input: expected object, received null'],
    [{ 'monday-9:00 AM': [] }, 'schedule.monday-9:00 AM', 'Invalid input: expected object, received array'],
    [
      { 'monday-9:00 AM': {} },
      'schedule.monday-9:00 AM.activity',
      'Invalid input: expected string, received undefined',
    ],
    [
      { 'monday-9:00 AM': { activity: 5 } },
      'schedule.monday-9:00 AM.activity',
      'Invalid input: expected string, received number',
    ],
    [{ 'monday-9:00 AM': { activity: 'a', domain: 5 } }, 'schedule.monday-9:00 AM.domain', DOMAIN_MESSAGE],
    [
      { 'monday-9:00 AM': { activity: 'a\u0000', domain: 'bad' } },
      'schedule.monday-9:00 AM.activity',
      NUL_MESSAGE,
    ],
    [{ 'monday-9:00 AM': 'a'.repeat(201) }, 'schedule.monday-9:00 AM.activity', ACTIVITY_LENGTH_MESSAGE],
    [
      { 'monday-9:15 AM': 'a', 'monday-9:00 AM': 5 },
      'schedule.monday-9:00 AM',
      'Invalid input: expected object, received number',
    ],
    [{ 'monday-9:00 AM': 'a', 'monday-9:15 AM': 'b' }, 'schedule.monday-9:15 AM', SLOT_KEY_MESSAGE],
  ])('names the first bad cell of %j: %s', (schedule, path, message) => {
    const issue = parse({ name: 'n', schedule }).error?.issues[0];
    expect([issue?.path.join('.'), issue?.message]).toEqual([path, message]);
  });

  it('keeps a 200-character activity sent with spaces around it, trimmed', () => {
    const activity = ` ${'x'.repeat(200)} `;
    expect(parse({ name: 'n', schedule: { 'monday-9:00 AM': { activity } } }).data?.schedule).toEqual({
      'monday-9:00 AM': { activity: 'x'.repeat(200) },
    });
  });
});

describe('normaliseSchedule (stored rows)', () => {
  it('reads legacy strings, drops empty or malformed cells and unknown domains, never throws', () => {
    expect(
      normaliseSchedule({
        'monday-9:00 AM': 'Read',
        'monday-9:30 AM': { activity: 'Call', domain: 'nope' },
        'monday-10:00 AM': null,
        'monday-10:30 AM': 42,
        'monday-11:00 AM': { activity: 3, domain: 'social' },
      }),
    ).toEqual({
      'monday-9:00 AM': { activity: 'Read' },
      'monday-9:30 AM': { activity: 'Call' },
      'monday-11:00 AM': { activity: '', domain: 'social' },
    });
  });
});

describe('isLifeDomainId', () => {
  it.each([
    ...LIFE_DOMAINS.map((domain) => domain.id),
    'Work',
    ' work',
    '',
    null,
    undefined,
    1,
    '__proto__',
    'toString',
    ['work'],
  ])('agrees with the lifeDomainId schema on %j', (value) => {
    expect(isLifeDomainId(value)).toBe(lifeDomainId.safeParse(value).success);
  });
});

describe('minutesByDomain', () => {
  it.each([
    ['an empty week', {}, []],
    [
      'domains in legend order, then cells without a domain',
      {
        'monday-9:00 AM': { activity: 'A', domain: 'work' as const },
        'monday-9:30 AM': { activity: 'B', domain: 'work' as const },
        'tuesday-6:00 AM': { activity: 'Pray', domain: 'spiritual' as const },
        'friday-8:00 PM': { activity: 'Film' },
      },
      [
        { domain: 'spiritual', minutes: 30 },
        { domain: 'work', minutes: 60 },
        { domain: null, minutes: 30 },
      ],
    ],
    [
      'a domain without an activity still counts',
      { 'sunday-9:00 PM': { activity: '', domain: 'marital' as const } },
      [{ domain: 'marital', minutes: 30 }],
    ],
  ])('%s', (_label, schedule, expected) => {
    expect(minutesByDomain(schedule)).toEqual(expected);
  });
});
