import { describe, expect, it } from 'vitest';
import { TIME_ZONE_HEADER } from './time-zone-header.ts';
import { signInProviderList, user, userTimeZoneInput } from './user.ts';
import { parseUserFields } from './user-fields.ts';

describe('user wire shapes', () => {
  it('names the time-zone header X-Time-Zone (ADR 006)', () => {
    expect(TIME_ZONE_HEADER).toBe('X-Time-Zone');
  });

  it('parses the signed-in user', () => {
    const body = { id: 'u1', name: 'Ada', email: 'ada@example.com', timeZone: 'Europe/Paris' };
    expect(user.parse(body)).toEqual(body);
    expect(user.safeParse({ id: 'u1', name: 'Ada', email: 'ada@example.com' }).success).toBe(false);
  });

  it.each([
    [{ timeZone: 'europe/paris' }, { timeZone: 'Europe/Paris' }],
    [{ timeZone: 'UTC' }, { timeZone: 'UTC' }],
  ])('stores %j as %j', (body, expected) => {
    expect(userTimeZoneInput.parse(body)).toEqual(expected);
  });

  it.each([{ timeZone: 'Mars/Olympus_Mons' }, { timeZone: '+01:00' }, { timeZone: '' }, {}])(
    'refuses %j on timeZone',
    (body) => {
      const result = userTimeZoneInput.safeParse(body);
      expect(result.error?.issues[0]?.path).toEqual(['timeZone']);
    },
  );

  it('parses the provider list', () => {
    expect(signInProviderList.parse({ providers: [{ id: 'oidc', name: 'Acme SSO' }] })).toEqual({
      providers: [{ id: 'oidc', name: 'Acme SSO' }],
    });
    expect(signInProviderList.safeParse({ providers: [{ id: 'github', name: 'GitHub' }] }).success).toBe(
      false,
    );
  });
});

describe('the zod-free user check (ADR 034)', () => {
  const ada = { id: 'u1', name: 'Ada', email: 'ada@example.com', timeZone: 'Europe/Paris' };
  it.each([
    ['a user', ada],
    ['a user with more keys', { ...ada, image: null, emailVerified: true }],
    ['empty strings', { id: '', name: '', email: '', timeZone: '' }],
    ['a missing field', { id: 'u1', name: 'Ada', email: 'ada@example.com' }],
    ['a null field', { ...ada, name: null }],
    ['a number', { ...ada, id: 1 }],
    ['a boxed string', { ...ada, email: Object('ada@example.com') }],
    ['an array', [ada]],
    ['null', null],
    ['a string', 'u1'],
    ['a user whose fields are inherited', Object.create(ada)],
  ])('agrees with the schema on %s', (_label, value) => {
    const parsed = user.safeParse(value);
    if (parsed.success) expect(parseUserFields(value)).toEqual(parsed.data);
    else expect(() => parseUserFields(value)).toThrow(TypeError);
  });
});
